import { useTranslation } from 'react-i18next';
import { Badge, EmptyState, ErrorState, Skeleton } from '@site/shared';
import type { LotteryIssue } from '@site/shared/schemas';
import { buildTrend } from '../model/trend';

/**
 * The trend of the last draws (what players read before betting a side): per issue the digits, sum, big/small,
 * odd/even and keno's up/down, the current streaks and counts, and for digit games how long each digit has been
 * missing per position. Tables scroll inside their card, so the page still fits 360 px.
 */
export function TrendTable({
  results,
  loading,
  error,
  onRetry,
}: {
  results: readonly LotteryIssue[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('lottery');
  if (loading) return <Skeleton height={120} />;
  if (error) return <ErrorState message={t('board.resultsError')} onRetry={onRetry} />;
  const trend = buildTrend(results ?? []);
  if (trend.rows.length === 0) return <EmptyState message={t('board.resultsEmpty')} />;
  const positions = trend.missing.length;
  const keno = trend.rows.some((r) => r.upDown !== null);
  const side = (value: string) => t(`options.${value}`);
  return (
    <div className="lot-trend">
      <p className="lot-row">
        <span>{t('trend.summary', { count: trend.rows.length })}</span>
        <Badge tone="info">
          {side('BIG')} {trend.counts.BIG}
        </Badge>
        <Badge tone="info">
          {side('SMALL')} {trend.counts.SMALL}
        </Badge>
        <Badge tone="neutral">
          {side('ODD')} {trend.counts.ODD}
        </Badge>
        <Badge tone="neutral">
          {side('EVEN')} {trend.counts.EVEN}
        </Badge>
      </p>
      {trend.sizeStreak && trend.parityStreak ? (
        <p className="lot-muted" data-testid="trend-streaks">
          {t('trend.streak', { count: trend.sizeStreak.length, side: side(trend.sizeStreak.value) })} ·{' '}
          {t('trend.streak', { count: trend.parityStreak.length, side: side(trend.parityStreak.value) })}
        </p>
      ) : null}
      <div style={{ overflowX: 'auto' }}>
        <table className="lot-table" aria-label={t('trend.title')}>
          <thead>
            <tr>
              <th scope="col">{t('table.issue')}</th>
              {Array.from({ length: positions }, (_, i) => (
                <th scope="col" key={i}>
                  {t('board.positionN', { n: i + 1 })}
                </th>
              ))}
              <th scope="col">{t('table.sum')}</th>
              <th scope="col">{t('trend.size')}</th>
              <th scope="col">{t('trend.parity')}</th>
              {keno ? <th scope="col">{t('trend.upDown')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {trend.rows.map((row) => (
              <tr key={row.issueNo} data-issue={row.issueNo}>
                <td>{row.issueNo}</td>
                {row.digits.map((d, i) => (
                  <td key={i} className="lot-mono">
                    {d}
                  </td>
                ))}
                <td>{row.sum}</td>
                <td>{side(row.size)}</td>
                <td>{side(row.parity)}</td>
                {keno ? <td>{row.upDown ? side(row.upDown) : ''}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {positions > 0 ? (
        <div style={{ overflowX: 'auto' }}>
          <table className="lot-table" aria-label={t('trend.missing')}>
            <thead>
              <tr>
                <th scope="col">{t('trend.digit')}</th>
                {Array.from({ length: 10 }, (_, d) => (
                  <th scope="col" key={d}>
                    {d}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {trend.missing.map((counts, position) => (
                <tr key={position}>
                  <th scope="row">{t('board.positionN', { n: position + 1 })}</th>
                  {counts.map((n, d) => (
                    <td key={d} className="lot-mono">
                      {n}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
