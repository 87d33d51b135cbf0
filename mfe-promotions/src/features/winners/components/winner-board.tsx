import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount, EmptyState, ErrorState, Skeleton } from '@site/shared';
import type { WinnerBoard } from '@site/shared/schemas';
import { useWinners } from '../api/get-winners';
import './winner-board.css';

type WinnerBoardEntry = WinnerBoard['entries'][number];

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 minutes ago" in the interface language, by the browser's own Intl (no strings to translate). */
export function timeAgo(iso: string, language: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  return format.format(0, 'minute');
}

function Row({ entry, language }: { entry: WinnerBoardEntry; language: string }) {
  return (
    <li className="winner-board__row">
      <span className="winner-board__who">
        <strong>{entry.account}</strong>
        <span className="winner-board__game">{entry.gameName}</span>
      </span>
      <span className="winner-board__what">
        <Amount value={entry.amount} currency={entry.currency} />
        <time dateTime={entry.at}>{timeAgo(entry.at, language)}</time>
      </span>
    </li>
  );
}

/** The winner board: masked player, game, amount won and when; loading, empty and error states in its own box. */
export function WinnerBoard({ limit }: { limit: number }) {
  const { t, i18n } = useTranslation('promotions');
  const board = useWinners(limit);
  // A page may place the slot twice (home and a game page): ids stay unique.
  const titleId = useId();
  return (
    <section className="winner-board" aria-labelledby={titleId} aria-busy={board.isPending}>
      <h2 id={titleId}>{t('widgets.winner-board')}</h2>
      {board.isPending ? (
        <div className="winner-board__loading">
          <span className="ui-visually-hidden" role="status">
            {t('winners.loading')}
          </span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={32} />
          ))}
        </div>
      ) : board.isError ? (
        <ErrorState message={t('winners.error')} onRetry={() => void board.refetch()} />
      ) : board.data.entries.length === 0 ? (
        <EmptyState message={t('winners.empty')} />
      ) : (
        // The list scrolls inside its box: focusable, so a keyboard can scroll it too (axe scrollable-region-focusable).
        <ol className="winner-board__list" tabIndex={0} aria-labelledby={titleId}>
          {board.data.entries.map((entry, i) => (
            <Row key={`${entry.at}-${entry.account}-${i}`} entry={entry} language={i18n.language} />
          ))}
        </ol>
      )}
    </section>
  );
}
