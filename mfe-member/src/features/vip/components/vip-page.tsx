import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Amount, DataTable, ErrorState, ProgressBar, Skeleton, formatAmount } from '@site/shared';
import type { VipLevel } from '@site/shared/schemas';
import { errorMessage } from '../../../lib/error-message';
import { vipQuery } from '../api/get-vip';

/** The groups whose rebate the level table shows (the rest are on the rebate page). */
const SHOWN_GROUPS = ['slots', 'live', 'sports', 'lottery'] as const;

/**
 * vipRank (docs/vip.md): the member's level, the lifetime valid bets towards the next one, and what every level
 * gives. Opened from the header's rank icon and the member label.
 */
export function VipPage() {
  const { t, i18n } = useTranslation('member');
  const query = useQuery(vipQuery());
  if (query.isPending) return <Skeleton height={240} />;
  if (query.isError)
    return <ErrorState message={errorMessage(t, query.error)} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const money = (n: number) => `${formatAmount(n, i18n.language)} ${data.currency}`;
  const percent = (n: number) => `${formatAmount(n, i18n.language)} %`;
  return (
    <div className="member-vip">
      <p className="member-vip__level" data-testid="vip-level">
        {t('vip.current', { name: data.name, level: data.level })}
      </p>
      {data.next ? (
        <ProgressBar
          label={t('vip.toNext', { name: data.next.name })}
          value={data.validBet}
          max={data.next.required}
          valueText={t('vip.progress', {
            progress: money(data.validBet),
            required: money(data.next.required),
          })}
        />
      ) : (
        <p>{t('vip.top')}</p>
      )}
      <p className="ui-field__hint">{t('vip.rules')}</p>
      <DataTable<VipLevel>
        caption={t('vip.levels')}
        columns={[
          {
            key: 'name',
            header: t('vip.level'),
            render: (r) => (r.level === data.level ? t('vip.yours', { name: r.name }) : r.name),
          },
          {
            key: 'required',
            header: t('vip.required'),
            align: 'end',
            render: (r) => <Amount value={r.required} />,
          },
          ...SHOWN_GROUPS.map((group) => ({
            key: group,
            header: t('vip.rebateOn', { group: t(`profit.types.${group}`) }),
            align: 'end' as const,
            render: (r: VipLevel) => percent(r.rebate[group] ?? 0),
          })),
        ]}
        rows={data.levels}
        rowKey={(r) => String(r.level)}
        emptyMessage={t('records.empty')}
      />
    </div>
  );
}
