import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  EmptyState,
  ErrorState,
  Skeleton,
  emit,
  useSessionStore,
  type DataTableColumn,
  formatDateTime,
} from '@site/shared';
import type { PointEntry } from '@site/shared/schemas';
import { usePointBalance } from '../api/get-point-balance';
import { usePointConfig } from '../api/get-point-config';
import { usePointHistory } from '../api/get-point-history';
import { ConvertForm } from './convert-form';
import { RedemptionHistory } from './redemption-history';
import { RewardCatalogue } from './reward-catalogue';
import '../../../lib/components/promotions.css';

const KIND_LABELS: Record<PointEntry['kind'], string> = {
  earn: 'points.kinds.earn',
  convert: 'points.kinds.convert',
  redeem: 'points.rewards.entryKinds.redeem',
  refund: 'points.rewards.entryKinds.refund',
};

/**
 * What a player reads for an entry, never its key (`bet:893`): the game its round was played on, the reward request,
 * or the conversion.
 */
function describeEntry(t: TFunction, entry: PointEntry): string {
  const redemption = /^redemption-(\d+)$/.exec(entry.reference);
  if (redemption) return t('points.describe.redemption', { id: redemption[1] });
  if (entry.kind === 'convert') return t('points.describe.convert');
  return entry.gameName ? t('points.describe.betOn', { game: entry.gameName }) : t('points.describe.bets');
}

/** /pointMall: balance, the rewards catalogue, conversion to cash, points details, my redemptions and the rules (docs/site-rules.md "Screens" Other; points never expire). */
export function PointMallPage() {
  const { t } = useTranslation('promotions');
  const token = useSessionStore((s) => s.token);
  const config = usePointConfig();
  return (
    <main className="promo-page">
      <h1>{t('pages.pointMall')}</h1>
      {token ? (
        <MemberMall />
      ) : (
        <EmptyState message={t('points.login')}>
          <button type="button" onClick={() => emit('auth:login-requested', { reason: 'points' })}>
            {t('action.login')}
          </button>
        </EmptyState>
      )}
      {token ? null : <RewardCatalogue available={null} />}
      {config.data && (
        <section aria-labelledby="points-rules-title">
          <h2 id="points-rules-title">{t('points.rules')}</h2>
          <ul>
            <li>{t('points.ruleEarn', { points: config.data.pointsPerUnit })}</li>
            <li>
              {t('points.ruleConvert', {
                cash: config.data.cashPerPoint.toFixed(2),
                min: config.data.minConvertPoints,
              })}
            </li>
            <li>{t('points.ruleExpiry')}</li>
          </ul>
        </section>
      )}
    </main>
  );
}

function MemberMall() {
  const { t, i18n } = useTranslation('promotions');
  const balance = usePointBalance();
  const config = usePointConfig();
  const history = usePointHistory();
  const columns: DataTableColumn<PointEntry>[] = [
    { key: 'time', header: t('points.time'), render: (e) => formatDateTime(e.createdAt, i18n.language) },
    { key: 'kind', header: t('points.kind'), render: (e) => t(KIND_LABELS[e.kind]) },
    { key: 'points', header: t('points.points'), align: 'end', render: (e) => e.points },
    { key: 'reference', header: t('points.description'), render: (e) => describeEntry(t, e) },
  ];
  return (
    <>
      <section aria-labelledby="points-balance-title" className="promo-content">
        <h2 id="points-balance-title">{t('points.balance')}</h2>
        {balance.isPending ? (
          <Skeleton height={32} />
        ) : balance.isError ? (
          <ErrorState onRetry={() => void balance.refetch()} />
        ) : (
          <p>
            {t('points.available', { points: balance.data.points, cash: balance.data.cashValue.toFixed(2) })}
          </p>
        )}
      </section>
      <RewardCatalogue available={balance.data?.points ?? null} />
      {config.data && balance.data && <ConvertForm config={config.data} available={balance.data.points} />}
      <DataTable
        caption={t('points.details')}
        columns={columns}
        rows={history.data}
        rowKey={(e) => String(e.id)}
        loading={history.isPending}
        error={history.isError}
        onRetry={() => void history.refetch()}
        emptyMessage={t('points.empty')}
      />
      <RedemptionHistory />
    </>
  );
}
