import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { formatAmount, useNearViewport } from '@site/shared';
import { winnersQuery } from '../api/get-winners';
import { FAR_BLOCK_MARGIN } from '../model/near-view';

/**
 * Winner ranking (limit 20) from real settled rounds: whole lines that wrap at words, never cut mid-word. Far down
 * home, it asks for its answer when it comes near view, as the category rows do (docs/performance.md "Main thread");
 * until then it keeps a height, so nothing below moves on screen.
 */
function WinnerTickerView() {
  const { t, i18n } = useTranslation('lobby');
  const [box, near] = useNearViewport<HTMLElement>(FAR_BLOCK_MARGIN);
  const winners = useQuery({ ...winnersQuery(i18n.language), enabled: near });
  const list = winners.data?.list;
  return (
    <section ref={box} aria-label={t('winners')} className={list ? undefined : 'lobby-winners--waiting'}>
      <h2>{t('winners')}</h2>
      {!list ? null : list.length === 0 ? (
        <p>{t('noWinners')}</p>
      ) : (
        <ol className="lobby-winners">
          {list.map((w, i) => (
            <li key={`${w.vo.gameId}-${i}`} className="lobby-winners__line">
              {t('winnerLine', {
                name: w.vo.customerName,
                game: w.vo.gameName,
                amount: formatAmount(w.vo.winAmount),
              })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Memoised: home re-renders as each of its queries answers, and a block re-renders only for its own. */
export const WinnerTicker = memo(WinnerTickerView);
