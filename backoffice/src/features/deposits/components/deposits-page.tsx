import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, DataTable, Select } from '@site/shared';
import { DEPOSIT_DESK_STATUSES, type DepositDeskItem } from '@site/shared/schemas/operator';
import { ListFooter } from '../../../lib/components/list-footer';
import { ListToolbar } from '../../../lib/components/list-toolbar';
import { PageHeader } from '../../../lib/components/page-header';
import { useCsvExport } from '../../../lib/hooks/use-csv-export';
import { listQuery, useListParams } from '../../../lib/hooks/use-list-params';
import { dateTime, money } from '../../../lib/model/format';
import { useMe } from '../../../lib/api/get-me';
import { can, PERMISSIONS } from '../../../lib/model/permissions';
import { getDeposits, useDeposits } from '../api/get-deposits';
import { MarkPaidDialog } from './mark-paid-dialog';

const MARKABLE = new Set(['pending', 'failed', 'expired', 'amount_mismatch']);

/** Deposit orders with their gateway status: late, expired and wrong-amount callbacks stand out. */
export function DepositsPage() {
  const { t, i18n } = useTranslation('bo');
  const { params, update } = useListParams({ sort: 'createdAt', dir: 'desc', filters: { status: '' } });
  const query = listQuery(params);
  const deposits = useDeposits(query);
  const me = useMe();
  const canMark = can(me.data, PERMISSIONS.depositsMarkPaid);
  const [marking, setMarking] = useState<DepositDeskItem | null>(null);
  const csv = useCsvExport<DepositDeskItem>(
    'deposits',
    [
      { header: 'id', value: (r) => r.orderId },
      { header: 'member', value: (r) => r.memberAccount },
      { header: 'channel', value: (r) => r.channel },
      { header: 'amount', value: (r) => r.amount.toFixed(2) },
      { header: 'paid_amount', value: (r) => r.paidAmount?.toFixed(2) },
      { header: 'currency', value: (r) => r.currency },
      { header: 'status', value: (r) => r.status },
      { header: 'late', value: (r) => r.late },
      { header: 'gateway_reference', value: (r) => r.gatewayTxId },
      { header: 'created_at', value: (r) => r.createdAt },
      { header: 'paid_at', value: (r) => r.paidAt },
    ],
    (page, pageSize) => getDeposits({ ...query, page, pageSize }),
  );
  return (
    <>
      <PageHeader title={t('nav.deposits')} />
      <ListToolbar
        params={params}
        update={update}
        searchLabel={t('deposits.search')}
        sortOptions={[
          { value: 'createdAt', label: t('deposits.sortCreated') },
          { value: 'amount', label: t('deposits.sortAmount') },
        ]}
        onExport={() => void csv.run()}
        exporting={csv.exporting}
      >
        <Select
          label={t('deposits.status')}
          value={params.filters.status}
          options={[
            { value: '', label: t('deposits.allStatuses') },
            ...DEPOSIT_DESK_STATUSES.map((status) => ({
              value: status,
              label: t(`deposits.statuses.${status}`),
            })),
          ]}
          onChange={(event) => update({ filters: { status: event.target.value } })}
        />
      </ListToolbar>
      <DataTable<DepositDeskItem>
        caption={t('deposits.caption')}
        rows={deposits.data?.items}
        rowKey={(row) => String(row.orderId)}
        loading={deposits.isPending}
        error={Boolean(deposits.error)}
        onRetry={() => void deposits.refetch()}
        emptyMessage={t('deposits.empty')}
        columns={[
          { key: 'orderId', header: t('deposits.id') },
          {
            key: 'member',
            header: t('deposits.member'),
            render: (row) => <Link to={`/members/${row.memberId}`}>{row.memberAccount}</Link>,
          },
          { key: 'channel', header: t('deposits.channel') },
          {
            key: 'amount',
            header: t('deposits.amount'),
            align: 'end',
            render: (row) => money(row.amount, row.currency, i18n.language),
          },
          {
            key: 'status',
            header: t('deposits.status'),
            render: (row) => (
              <span className={`bo-status bo-status--${row.status}`}>
                {t(`deposits.statuses.${row.status}`, { defaultValue: row.status })}
                {row.late ? ` · ${t('deposits.late')}` : ''}
                {row.paidAmount !== null && row.paidAmount !== row.amount
                  ? ` · ${t('deposits.paidAmount', { amount: money(row.paidAmount, row.currency, i18n.language) })}`
                  : ''}
              </span>
            ),
          },
          { key: 'gatewayTxId', header: t('deposits.reference'), render: (row) => row.gatewayTxId ?? '—' },
          {
            key: 'createdAt',
            header: t('deposits.created'),
            render: (row) => dateTime(row.createdAt, i18n.language),
          },
          ...(canMark
            ? [
                {
                  key: 'actions',
                  header: t('common.actions'),
                  render: (row: DepositDeskItem) =>
                    MARKABLE.has(row.status) ? (
                      <Button variant="secondary" onClick={() => setMarking(row)}>
                        {t('deposits.markPaid')}
                      </Button>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      <ListFooter
        total={deposits.data?.total}
        page={params.page}
        pageSize={params.pageSize}
        onPage={(page) => update({ page })}
        busy={deposits.isFetching}
      />
      {marking ? <MarkPaidDialog order={marking} onClose={() => setMarking(null)} /> : null}
    </>
  );
}
