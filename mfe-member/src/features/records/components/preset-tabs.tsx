import { useTranslation } from 'react-i18next';
import { Tabs } from '@site/shared';
import type { RecordsPreset } from '../../../lib/api/member-keys';

const PRESETS: readonly RecordsPreset[] = ['today', 'last7', 'last30'];

/** The date presets every records page browses by (today, last 7 days, last 30 days). */
export function PresetTabs({
  value,
  onChange,
}: {
  value: RecordsPreset;
  onChange: (p: RecordsPreset) => void;
}) {
  const { t } = useTranslation('member');
  return (
    <Tabs
      label={t('records.range')}
      tabs={PRESETS.map((p) => ({ id: p, label: t(`records.presets.${p}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}
