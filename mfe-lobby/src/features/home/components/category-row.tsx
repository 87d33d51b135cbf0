import { memo, useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { GameDto } from '@site/shared/schemas';
import { GameCard } from '../../../components/game-card';

const NO_GAMES: GameDto[] = [];

/** One home row per category with a 'see more' link to its lobby. */
function CategoryRowView({ routeKey, games, onPlay, favourites }: {
  routeKey: string;
  games: GameDto[];
  onPlay: (g: GameDto) => void;
  favourites?: { ids: ReadonlySet<number>; onToggle: (g: GameDto) => void };
}) {
  const { t } = useTranslation('lobby');
  const title = t(`pages.${routeKey}`);
  // The cards render in a background pass React slices, not in the long task of the answer that brought them.
  const shown = useDeferredValue(games, NO_GAMES);
  return (
    <section aria-label={title}>
      <div className="lobby-row-head">
        <h2>{title}</h2>
        <Link to={`/${routeKey}`} aria-label={t('seeMoreOf', { name: title })}>
          {t('seeMore')}
        </Link>
      </div>
      <ul className="lobby-grid">
        {shown.map((g) => (
          <GameCard key={g.gameId} game={g} onPlay={onPlay} favourite={favourites ? { active: favourites.ids.has(g.nodeId), onToggle: favourites.onToggle } : undefined} />
        ))}
      </ul>
    </section>
  );
}

/** Memoised: home re-renders as each of its ten queries answers, and a block re-renders only for its own. */
export const CategoryRow = memo(CategoryRowView);
