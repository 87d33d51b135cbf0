import { useTranslation } from 'react-i18next';
import { Tabs } from '@site/shared';

export const RECORD_TYPES = ['all', 'deposit', 'withdraw'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** The record's `?type=`: deposit and withdraw are their own records; anything else is every movement. */
export function recordTypeOf(type: string | undefined): RecordType {
  return type === 'deposit' || type === 'withdraw' ? type : 'all';
}

/** The filter over the account record: every movement, my deposits, my withdrawals (the URL's `type`). */
export function RecordTypeTabs({
  value,
  onChange,
}: {
  value: RecordType;
  onChange: (type: RecordType) => void;
}) {
  const { t } = useTranslation('member');
  return (
    <Tabs
      label={t('records.typeLabel')}
      tabs={RECORD_TYPES.map((type) => ({ id: type, label: t(`records.types.${type}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}
