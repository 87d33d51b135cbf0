import { useTranslation } from 'react-i18next';
import { formatAmount } from '@site/shared';
import type { WinnerEntry } from '@site/shared/schemas';

/** Winner ranking ticker (limit 20) from real settled rounds. */
export function WinnerTicker({ winners }: { winners: WinnerEntry[] }) {
  const { t } = useTranslation('lobby');
  return (
    <section aria-label={t('winners')}>
      <h2>{t('winners')}</h2>
      {winners.length === 0 ? (
        <p>{t('noWinners')}</p>
      ) : (
        <ol className="lobby-ticker">
          {winners.map((w, i) => (
            <li key={`${w.vo.gameId}-${i}`}>
              {t('winnerLine', { name: w.vo.customerName, game: w.vo.gameName, amount: formatAmount(w.vo.winAmount) })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
