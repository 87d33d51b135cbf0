import { memo, useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '@site/shared';
import type { GameDto } from '@site/shared/schemas';
import { GameCard } from '../../../lib/components/game-card';

const NO_GAMES: GameDto[] = [];
const ROW_NEAR_MARGIN = '600px';

/** One home row per category with a 'see more' link to its lobby. */
function CategoryRowView({
  routeKey,
  games,
  onPlay,
  favourites,
}: {
  routeKey: string;
  games: GameDto[];
  onPlay: (g: GameDto) => void;
  favourites?: { ids: ReadonlySet<number>; onToggle: (g: GameDto) => void };
}) {
  const { t } = useTranslation('lobby');
  const title = t(`pages.${routeKey}`);
  // A row's twelve cards render when it comes near view: on a phone most of home's six rows are screens away, and
  // their cards made the largest commits of home's start (docs/performance.md "Main thread"). Until then the grid
  // keeps a height below any real row's, so what is below moves only while it is off screen.
  const [box, near] = useNearViewport<HTMLElement>(ROW_NEAR_MARGIN);
  // The cards render in a background pass React slices, not in the long task of the answer that brought them.
  const shown = useDeferredValue(near ? games : NO_GAMES, NO_GAMES);
  return (
    <section ref={box} aria-label={title} className={near ? undefined : 'lobby-row--far'}>
      <div className="lobby-row-head">
        <h2>{title}</h2>
        <Link to={`/${routeKey}`} aria-label={t('seeMoreOf', { name: title })}>
          {t('seeMore')}
        </Link>
      </div>
      <ul className="lobby-grid">
        {shown.map((g) => (
          <GameCard
            key={g.gameId}
            game={g}
            onPlay={onPlay}
            favourite={
              favourites ? { active: favourites.ids.has(g.nodeId), onToggle: favourites.onToggle } : undefined
            }
          />
        ))}
      </ul>
    </section>
  );
}

/** Memoised: home re-renders as each of its ten queries answers, and a block re-renders only for its own. */
export const CategoryRow = memo(CategoryRowView);
