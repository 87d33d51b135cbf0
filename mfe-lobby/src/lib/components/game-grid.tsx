import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Spinner } from '@site/shared';
import type { GameDto } from '@site/shared/schemas';
import { GameCard } from './game-card';

export interface GameGridProps {
  games: GameDto[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  onPlay: (game: GameDto) => void;
  favourites?: { ids: ReadonlySet<number>; onToggle: (game: GameDto) => void };
  launching?: string | null;
  label: string;
}

/** The grid with its loading, empty and error states (a list being appended keeps its rows). */
export function GameGrid({
  games,
  loading,
  error,
  onRetry,
  onPlay,
  favourites,
  launching,
  label,
}: GameGridProps) {
  const { t } = useTranslation('lobby');
  if (error && games.length === 0) return <ErrorState message={t('loadError')} onRetry={onRetry} />;
  if (!loading && games.length === 0) return <EmptyState message={t('noGames')} />;
  return (
    <div className="lobby-grid-wrap">
      <ul className="lobby-grid" aria-label={label}>
        {games.map((game) => (
          <GameCard
            key={game.gameId}
            game={game}
            onPlay={onPlay}
            busy={launching === game.gameId}
            favourite={
              favourites
                ? { active: favourites.ids.has(game.nodeId), onToggle: favourites.onToggle }
                : undefined
            }
          />
        ))}
      </ul>
      {/* Only the first load shows a spinner: while appending, the pager says busy, so nothing
          above or below the rows changes height (no layout shift). */}
      {loading && games.length === 0 ? <Spinner label={t('loading')} /> : null}
    </div>
  );
}
