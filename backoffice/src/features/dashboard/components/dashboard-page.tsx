import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, Skeleton } from '@site/shared';
import type { Dashboard, DashboardPeriod } from '@site/shared/schemas/operator';
import { PageHeader } from '../../../lib/components/page-header';
import { dateTime, money } from '../../../lib/model/format';
import { useDashboard } from '../api/get-dashboard';

const MONEY_FIGURES = ['deposits', 'withdrawals', 'netCash', 'bets', 'ggr'] as const;
const COUNT_FIGURES = ['newMembers', 'activeMembers'] as const;

function PeriodCard({
  title,
  period,
  currency,
}: {
  title: string;
  period: DashboardPeriod;
  currency: string;
}) {
  const { t, i18n } = useTranslation('bo');
  return (
    <section className="bo-card" aria-label={title}>
      <h2>{title}</h2>
      <dl className="bo-figures">
        {MONEY_FIGURES.map((key) => (
          <div
            key={key}
            className={key === 'netCash' || key === 'ggr' ? 'bo-figure bo-figure--key' : 'bo-figure'}
          >
            <dt>{t(`dashboard.${key}`)}</dt>
            <dd data-figure={key}>{money(period[key], currency, i18n.language)}</dd>
          </div>
        ))}
        {COUNT_FIGURES.map((key) => (
          <div key={key} className="bo-figure">
            <dt>{t(`dashboard.${key}`)}</dt>
            <dd data-figure={key}>{period[key]}</dd>
          </div>
        ))}
      </dl>
      <p className="bo-muted">
        {t('dashboard.counts', { deposits: period.depositCount, withdrawals: period.withdrawalCount })}
      </p>
    </section>
  );
}

function Queues({ pending }: { pending: Dashboard['pending'] }) {
  const { t } = useTranslation('bo');
  const queues = [
    { key: 'withdrawals', to: '/withdrawals', value: pending.withdrawals },
    { key: 'deposits', to: '/deposits?status=pending', value: pending.deposits },
    { key: 'promotionApplications', to: '/promotions', value: pending.promotionApplications },
    { key: 'pointRedemptions', to: '/redemptions', value: pending.pointRedemptions },
  ] as const;
  return (
    <section className="bo-card" aria-labelledby="queues-title">
      <h2 id="queues-title">{t('dashboard.queues')}</h2>
      <ul className="bo-queues">
        {queues.map((queue) => (
          <li key={queue.key}>
            <Link to={queue.to}>
              <span>{t(`dashboard.queue.${queue.key}`)}</span>
              <strong data-queue={queue.key}>{queue.value}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Today and the last 7 days, and the queues waiting for staff: the first screen after sign-in. */
export function DashboardPage() {
  const { t, i18n } = useTranslation('bo');
  const dashboard = useDashboard();
  return (
    <>
      <PageHeader title={t('nav.dashboard')}>
        {dashboard.data ? (
          <span className="bo-muted">
            {t('dashboard.asOf', { time: dateTime(dashboard.data.generatedAt, i18n.language) })}
          </span>
        ) : null}
      </PageHeader>
      {dashboard.error ? (
        <ErrorState onRetry={() => void dashboard.refetch()} />
      ) : !dashboard.data ? (
        <div className="bo-grid">
          <Skeleton height={260} />
          <Skeleton height={260} />
        </div>
      ) : (
        <div className="bo-grid">
          <PeriodCard
            title={t('dashboard.today')}
            period={dashboard.data.today}
            currency={dashboard.data.currency}
          />
          <PeriodCard
            title={t('dashboard.last7Days')}
            period={dashboard.data.last7Days}
            currency={dashboard.data.currency}
          />
          <Queues pending={dashboard.data.pending} />
        </div>
      )}
    </>
  );
}
