import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, EmptyState, ErrorState, Skeleton } from '@site/shared';
import type { LotteryIssue } from '@site/shared/schemas';
import { formatDrawTime } from '../format-time';
import { resultBadges, winningBalls } from '../model/result-format';
import { Balls } from './balls';

const short = (hex: string) => `${hex.slice(0, 10)}…`;

/** Recent results (a list of cards: fits 360 px) with sum/big-small/odd-even badges and the commitment/reveal. */
export function ResultsTable({
  results,
  loading,
  error,
  onRetry,
  timeZone,
}: {
  results: readonly LotteryIssue[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('lottery');
  if (loading) return <Skeleton height={120} />;
  if (error) return <ErrorState message={t('board.resultsError')} onRetry={onRetry} />;
  if (!results || results.length === 0) return <EmptyState message={t('board.resultsEmpty')} />;
  return (
    <ol className="lot-results" aria-label={t('board.resultsTitle')}>
      {results.map((r) => {
        const badges = resultBadges(r.outcome);
        return (
          <li key={r.issueNo} className="lot-results__item" data-issue={r.issueNo}>
            <div className="lot-row lot-row--between">
              <strong>{r.issueNo}</strong>
              <span className="lot-muted">{formatDrawTime(r.drawAt, i18n.language, timeZone)}</span>
            </div>
            <Balls
              small
              values={winningBalls(r.outcome, 20)}
              label={t('panel.previous', { issue: r.issueNo })}
            />
            {badges ? (
              <div className="lot-row">
                <span>
                  {t('table.sum')}: {badges.sum}
                </span>
                <Badge tone="info">{t(`options.${badges.size}`)}</Badge>
                <Badge tone="neutral">{t(`options.${badges.parity}`)}</Badge>
              </div>
            ) : null}
            <div className="lot-row lot-mono">
              <span title={r.seedCommit}>
                {t('table.commit')}: {short(r.seedCommit)}
              </span>
              {r.serverSeed ? (
                <span title={r.serverSeed}>
                  {t('table.seed')}: {short(r.serverSeed)}
                </span>
              ) : null}
              <Link
                to={`/lottery/verify?gameCode=${encodeURIComponent(r.gameCode)}&issue=${encodeURIComponent(r.issueNo)}`}
                aria-label={t('table.verifyIssue', { issue: r.issueNo })}
              >
                {t('table.verify')}
              </Link>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
