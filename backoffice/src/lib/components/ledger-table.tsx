import { useTranslation } from 'react-i18next';
import { DataTable } from '@site/shared';
import type { MemberLedgerEntry, MemberLedgerPage } from '@site/shared/schemas/operator';
import { dateTime, money } from '../model/format';

/** Ledger entries, newest first, each with the balance after it. */
export function LedgerTable(props: {
  caption: string;
  page: MemberLedgerPage | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation('bo');
  const currency = props.page?.currency ?? 'PHP';
  return (
    <DataTable<MemberLedgerEntry>
      caption={props.caption}
      rows={props.page?.items}
      rowKey={(row) => String(row.entryId)}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      emptyMessage={t('ledger.empty')}
      columns={[
        {
          key: 'createdAt',
          header: t('ledger.time'),
          render: (row) => dateTime(row.createdAt, i18n.language),
        },
        {
          key: 'kind',
          header: t('ledger.kind'),
          render: (row) => t(`ledger.kinds.${row.kind}`, { defaultValue: row.kind }),
        },
        { key: 'transactionId', header: t('ledger.transaction') },
        {
          key: 'amount',
          header: t('ledger.amount'),
          align: 'end',
          render: (row) => (
            <span className={row.amount < 0 ? 'bo-negative' : 'bo-positive'}>
              {money(row.amount, currency, i18n.language)}
            </span>
          ),
        },
        {
          key: 'balanceAfter',
          header: t('ledger.balanceAfter'),
          align: 'end',
          render: (row) => money(row.balanceAfter, currency, i18n.language),
        },
      ]}
    />
  );
}
