import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, DataTable, Pagination, formatDateTime, type DataTableColumn } from '@site/shared';
import type { PointRedemption, PointRedemptionState } from '@site/shared/schemas';
import { REDEMPTION_PAGE_SIZE, usePointRedemptions } from '../api/get-point-redemptions';

const TONES: Record<PointRedemptionState, 'warning' | 'success' | 'danger'> = {
  processing: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** My exchange history with its states (processing → approved / rejected), one page at a time. */
export function RedemptionHistory() {
  const { t, i18n } = useTranslation('promotions');
  const [page, setPage] = useState(1);
  const redemptions = usePointRedemptions(page);
  const columns: DataTableColumn<PointRedemption>[] = [
    { key: 'time', header: t('points.time'), render: (r) => formatDateTime(r.createdAt, i18n.language) },
    { key: 'reward', header: t('points.rewards.reward'), render: (r) => r.rewardName },
    { key: 'points', header: t('points.points'), align: 'end', render: (r) => r.points },
    {
      key: 'status',
      header: t('points.rewards.status'),
      render: (r) => <Badge tone={TONES[r.status]}>{t(`points.rewards.states.${r.status}`)}</Badge>,
    },
    { key: 'remark', header: t('points.rewards.remark'), render: (r) => r.remark ?? '' },
  ];
  const total = redemptions.data?.total ?? 0;
  return (
    <section aria-labelledby="points-redemptions-title">
      <h2 id="points-redemptions-title">{t('points.rewards.history')}</h2>
      <DataTable
        caption={t('points.rewards.history')}
        hideCaption
        columns={columns}
        rows={redemptions.data?.items}
        rowKey={(r) => String(r.id)}
        loading={redemptions.isPending}
        error={redemptions.isError}
        onRetry={() => void redemptions.refetch()}
        emptyMessage={t('points.rewards.historyEmpty')}
      />
      <Pagination
        page={page}
        totalPages={Math.ceil(total / REDEMPTION_PAGE_SIZE)}
        onChange={setPage}
        busy={redemptions.isFetching}
      />
    </section>
  );
}
