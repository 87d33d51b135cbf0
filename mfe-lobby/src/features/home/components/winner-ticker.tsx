import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@site/shared';
import type { WinnerEntry } from '@site/shared/schemas';

/** Winner ranking (limit 20) from real settled rounds: whole lines that wrap at words, never cut mid-word. */
function WinnerTickerView({ winners }: { winners: WinnerEntry[] }) {
  const { t } = useTranslation('lobby');
  return (
    <section aria-label={t('winners')}>
      <h2>{t('winners')}</h2>
      {winners.length === 0 ? (
        <p>{t('noWinners')}</p>
      ) : (
        <ol className="lobby-winners">
          {winners.map((w, i) => (
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

/** Memoised: home re-renders as each of its ten queries answers, and a block re-renders only for its own. */
export const WinnerTicker = memo(WinnerTickerView);
