import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, DataTable, Select } from '@site/shared';
import { WITHDRAWAL_QUEUE_STATUSES, type WithdrawalQueueItem } from '@site/shared/schemas/operator';
import { useMe } from '../../../lib/api/get-me';
import { ListFooter } from '../../../lib/components/list-footer';
import { ListToolbar } from '../../../lib/components/list-toolbar';
import { PageHeader } from '../../../lib/components/page-header';
import { useCsvExport } from '../../../lib/hooks/use-csv-export';
import { listQuery, useListParams } from '../../../lib/hooks/use-list-params';
import { age, dateTime, money } from '../../../lib/model/format';
import { can, PERMISSIONS } from '../../../lib/model/permissions';
import { getWithdrawalQueue, useWithdrawalQueue } from '../api/get-withdrawal-queue';
import { RiskHints } from './risk-hints';
import { WithdrawalDetail } from './withdrawal-detail';

/** The withdrawal queue: oldest first by default, with risk hints, and the decision in the detail. */
export function WithdrawalsPage() {
  const { t, i18n } = useTranslation('bo');
  const me = useMe();
  const { params, update } = useListParams({ sort: 'createdAt', dir: 'asc', filters: { status: 'pending' } });
  const query = listQuery(params);
  const queue = useWithdrawalQueue(query);
  const [open, setOpen] = useState<WithdrawalQueueItem | null>(null);
  const canDecide = can(me.data, PERMISSIONS.withdrawalsDecide);
  const csv = useCsvExport<WithdrawalQueueItem>(
    'withdrawals',
    [
      { header: 'id', value: (r) => r.orderId },
      { header: 'member', value: (r) => r.memberAccount },
      { header: 'amount', value: (r) => r.amount.toFixed(2) },
      { header: 'currency', value: (r) => r.currency },
      { header: 'status', value: (r) => r.status },
      { header: 'requested_at', value: (r) => r.createdAt },
      { header: 'payout', value: (r) => `${r.payoutProvider} ${r.payoutAccountMasked}` },
      { header: 'risks', value: (r) => r.risks },
      { header: 'reviewed_by', value: (r) => r.reviewedBy },
      { header: 'reason', value: (r) => r.reason },
    ],
    (page, pageSize) => getWithdrawalQueue({ ...query, page, pageSize }),
  );
  const ageText = (minutes: number) => {
    const parts = age(minutes);
    return parts.days > 0
      ? t('age.days', { days: parts.days, hours: parts.hours })
      : t('age.hours', { hours: parts.hours, minutes: parts.minutes });
  };

  return (
    <>
      <PageHeader title={t('nav.withdrawals')}>
        <Link to="/withdrawals/disputes">{t('disputes.title')}</Link>
      </PageHeader>
      <ListToolbar
        params={params}
        update={update}
        searchLabel={t('withdrawals.search')}
        sortOptions={[
          { value: 'createdAt', label: t('withdrawals.sortAge') },
          { value: 'amount', label: t('withdrawals.sortAmount') },
        ]}
        onExport={() => void csv.run()}
        exporting={csv.exporting}
      >
        <Select
          label={t('withdrawals.status')}
          value={params.filters.status}
          options={WITHDRAWAL_QUEUE_STATUSES.map((status) => ({
            value: status,
            label: t(`withdrawals.statuses.${status}`),
          }))}
          onChange={(event) => update({ filters: { status: event.target.value } })}
        />
      </ListToolbar>
      <DataTable<WithdrawalQueueItem>
        caption={t('withdrawals.caption', { status: t(`withdrawals.statuses.${params.filters.status}`) })}
        rows={queue.data?.items}
        rowKey={(row) => String(row.orderId)}
        loading={queue.isPending}
        error={Boolean(queue.error)}
        onRetry={() => void queue.refetch()}
        emptyMessage={t('withdrawals.empty')}
        columns={[
          { key: 'orderId', header: t('withdrawals.id') },
          { key: 'member', header: t('withdrawals.member'), render: (row) => row.memberAccount },
          {
            key: 'amount',
            header: t('withdrawals.amount'),
            align: 'end',
            render: (row) => money(row.amount, row.currency, i18n.language),
          },
          {
            key: 'age',
            header: t('withdrawals.age'),
            render: (row) => (
              <span title={dateTime(row.createdAt, i18n.language)}>{ageText(row.ageMinutes)}</span>
            ),
          },
          { key: 'risks', header: t('withdrawals.risks'), render: (row) => <RiskHints risks={row.risks} /> },
          {
            key: 'open',
            header: t('common.actions'),
            render: (row) => {
              const action =
                canDecide && row.status === 'pending' ? t('withdrawals.review') : t('common.view');
              // The accessible name starts with the visible word (WCAG 2.5.3) and names the order.
              return (
                <Button
                  variant="secondary"
                  onClick={() => setOpen(row)}
                  aria-label={t('withdrawals.openOne', { action, id: row.orderId })}
                >
                  {action}
                </Button>
              );
            },
          },
        ]}
      />
      <ListFooter
        total={queue.data?.total}
        page={params.page}
        pageSize={params.pageSize}
        onPage={(page) => update({ page })}
        busy={queue.isFetching}
      />
      {open ? <WithdrawalDetail item={open} canDecide={canDecide} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
