import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount, DateRangePicker, ErrorState, Skeleton, datePresetRange } from '@site/shared';
import { SITE_TIME_ZONE } from '../../../lib/site-time-zone';
import { useTeamOverview } from '../api/get-team-overview';

const PRESETS = ['today', 'last_7_days', 'last_30_days'] as const;

/** Team overview: size, new and active members, deposits, withdrawals, valid bets and profit for a date range. */
export function TeamOverview() {
  const { t } = useTranslation('agent');
  const [range, setRange] = useState(() => datePresetRange('today', SITE_TIME_ZONE));
  const q = useTeamOverview(range.from, range.to);
  const counts = [
    ['teamSize', q.data?.teamSize],
    ['newMembers', q.data?.newMembers],
    ['activeMembers', q.data?.activeMembers],
  ] as const;
  const money = [
    ['deposits', q.data?.depositsMinor],
    ['withdrawals', q.data?.withdrawalsMinor],
    ['validBets', q.data?.validBetMinor],
    ['profit', q.data?.profitMinor],
  ] as const;
  return (
    <div className="agent-page">
      <DateRangePicker
        legend={t('overview.range')}
        value={range}
        onChange={setRange}
        presets={PRESETS}
        timeZone={SITE_TIME_ZONE}
      />
      {q.isError ? (
        <ErrorState onRetry={() => void q.refetch()} />
      ) : (
        <dl className="agent-stats" aria-busy={q.isLoading}>
          {counts.map(([key, value]) => (
            <div key={key} className="agent-stat">
              <dt>{t(`overview.${key}`)}</dt>
              <dd data-testid={`overview-${key}`}>{value === undefined ? <Skeleton /> : value}</dd>
            </div>
          ))}
          {money.map(([key, value]) => (
            <div key={key} className="agent-stat">
              <dt>{t(`overview.${key}`)}</dt>
              <dd data-testid={`overview-${key}`}>
                {value === undefined ? <Skeleton /> : <Amount value={value} minor />}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
