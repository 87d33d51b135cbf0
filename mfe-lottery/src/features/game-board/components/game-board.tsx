import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, Skeleton, Tabs, useSessionStore } from '@site/shared';
import type { LotteryMenuGame, LotteryPlayTypeCode } from '@site/shared/schemas';
import { useLotteryMenu } from '../../../lib/api/get-lottery-menu';
import { useLotteryResults } from '../../../lib/api/get-lottery-results';
import { useServerNow } from '../../../lib/server-clock';
import { isOnSale } from '../../../lib/model/games';
import { winningBalls } from '../../../lib/model/result-format';
import { Balls } from '../../../lib/components/balls';
import { Countdown } from '../../../lib/components/countdown';
import { ResultsTable } from '../../../lib/components/results-table';
import { BetSlip } from './bet-slip';
import { MyOrders } from './my-orders';
import { TrendTable } from './trend-table';

/** The board of one game once the menu has loaded: current issue, lock overlay, slip, results, my orders. */
export function GameBoardView({
  game,
  nowServerMs,
  playType,
  onPlayType,
}: {
  game: LotteryMenuGame;
  nowServerMs: number | null;
  playType: string | null;
  onPlayType: (code: LotteryPlayTypeCode) => void;
}) {
  const { t } = useTranslation('lottery');
  const loggedIn = Boolean(useSessionStore((s) => s.token));
  const issue = game.current;
  const onSale = isOnSale(issue, nowServerMs);
  const issueKey = issue?.issueNo ?? '';
  const results = useLotteryResults(game.gameCode, issueKey, 20);
  // Keno and fast games have a sum line and digits to chart; a Vietnamese sheet has neither.
  const hasTrend = game.group === 'KENO' || game.group === 'FAST';
  const [resultsView, setResultsView] = useState<'results' | 'trend'>('results');
  const resultsList = (
    <ResultsTable
      results={results.data?.results}
      loading={results.isPending}
      error={results.isError}
      onRetry={() => void results.refetch()}
      timeZone={game.timeZone}
    />
  );
  const selected = game.playTypes.find((p) => p.code === playType) ?? game.playTypes[0];

  return (
    <div className="lot-page" data-game={game.gameCode}>
      <div className="lot-row lot-row--between">
        <h1 style={{ margin: 0 }}>{game.name}</h1>
        <Link to="/lottery">{t('board.back')}</Link>
      </div>
      <section
        className="lot-card lot-row lot-row--between"
        aria-label={t('board.issue', { issue: issueKey })}
      >
        <strong>{issue ? t('board.issue', { issue: issue.issueNo }) : '—'}</strong>
        <div>
          <div className="lot-muted">{t('board.closesIn')}</div>
          <Countdown closeAt={issue?.closeAt ?? null} nowServerMs={nowServerMs} onSale={onSale} />
        </div>
      </section>
      {/* The last draw is its own, labelled line: inside the current issue's box its numbers read as this issue's. */}
      {game.last ? (
        <section className="lot-card lot-last-draw" aria-labelledby="lot-last-draw">
          <div id="lot-last-draw" className="lot-muted">
            {t('panel.previous', { issue: game.last.issueNo })}
          </div>
          <Balls
            values={winningBalls(game.last.outcome, 20)}
            label={t('panel.previous', { issue: game.last.issueNo })}
          />
        </section>
      ) : null}
      {!onSale ? (
        <p className="lot-lock" role="status">
          {t('board.locked')}
        </p>
      ) : null}
      {selected ? (
        <section className="lot-card" aria-label={t('board.playType')}>
          <Tabs
            label={t('board.playType')}
            value={selected.code}
            onChange={onPlayType}
            tabs={game.playTypes.map((p) => ({ id: p.code, label: t(`playTypes.${p.code}`) }))}
          >
            <BetSlip
              key={`${selected.code}`}
              gameCode={game.gameCode}
              issueNo={issue?.issueNo ?? null}
              playType={selected}
              digits={game.digits}
              onSale={onSale}
              loggedIn={loggedIn}
            />
          </Tabs>
        </section>
      ) : null}
      <section className="lot-card" aria-labelledby="lot-orders">
        <h2 id="lot-orders">{t('board.ordersTitle')}</h2>
        <MyOrders gameCode={game.gameCode} issueKey={issueKey} loggedIn={loggedIn} />
      </section>
      <section className="lot-card" aria-labelledby="lot-results">
        <h2 id="lot-results">{t('board.resultsTitle')}</h2>
        {hasTrend ? (
          <Tabs
            label={t('board.resultsTitle')}
            value={resultsView}
            onChange={setResultsView}
            tabs={[
              { id: 'results', label: t('trend.resultsTab') },
              { id: 'trend', label: t('trend.title') },
            ]}
          >
            {resultsView === 'trend' ? (
              <TrendTable
                results={results.data?.results}
                loading={results.isPending}
                error={results.isError}
                onRetry={() => void results.refetch()}
              />
            ) : (
              resultsList
            )}
          </Tabs>
        ) : (
          resultsList
        )}
      </section>
    </div>
  );
}

/** /lottery?gameCode&playType: the betting board of one game (the menu gives the issue and the server clock). */
export function GameBoardPage({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('lottery');
  const [params, setParams] = useSearchParams();
  const menu = useLotteryMenu();
  const nowServerMs = useServerNow(menu.data);
  if (menu.isPending)
    return (
      <div className="lot-page" aria-busy="true">
        <Skeleton height={200} />
      </div>
    );
  if (menu.isError) return <ErrorState message={t('list.error')} onRetry={() => void menu.refetch()} />;
  const game = menu.data.games.find((g) => g.gameCode === gameCode);
  if (!game) return <EmptyState message={t('board.notFound')} />;
  return (
    <GameBoardView
      game={game}
      nowServerMs={nowServerMs}
      playType={params.get('playType')}
      onPlayType={(code) => {
        const next = new URLSearchParams(params);
        next.set('playType', code);
        setParams(next, { replace: true });
      }}
    />
  );
}
