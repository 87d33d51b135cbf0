import { memo, useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, useNearViewport } from '@site/shared';
import type { GameDto } from '@site/shared/schemas';
import { gameListQuery } from '../../../lib/api/get-game-list';
import { GameCard } from '../../../lib/components/game-card';
import { homeRowParams } from '../hooks/use-home-data';
import { FAR_BLOCK_MARGIN } from '../model/near-view';

const NO_GAMES: GameDto[] = [];

/** One home row per category with a 'see more' link to its lobby. */
function CategoryRowView({
  routeKey,
  gameType,
  onPlay,
  favourites,
}: {
  routeKey: string;
  gameType: string;
  onPlay: (g: GameDto) => void;
  favourites?: { ids: ReadonlySet<number>; onToggle: (g: GameDto) => void };
}) {
  const { t } = useTranslation('lobby');
  const title = t(`pages.${routeKey}`);
  // A row asks for its twelve games and renders their cards when it comes near view: on a phone most of home's rows
  // are screens away, and their answers and cards were most of home's work at start (docs/performance.md "Main
  // thread").
  const [box, near] = useNearViewport<HTMLElement>(FAR_BLOCK_MARGIN);
  const list = useQuery({ ...gameListQuery(homeRowParams(gameType)), enabled: near });
  // The cards render in a background pass React slices, not in the long task of the answer that brought them.
  const shown = useDeferredValue(list.data?.games ?? NO_GAMES, NO_GAMES);
  // Until its cards show, the grid keeps a height below any real row's (lobby.css), also after the row came near:
  // an empty near row would pull the rows below it near too, and they would all load at start.
  const waiting = shown.length === 0 && !list.isError && list.data?.games.length !== 0;
  return (
    <section ref={box} aria-label={title} className={waiting ? 'lobby-row--far' : undefined}>
      <div className="lobby-row-head">
        <h2>{title}</h2>
        <Link to={`/${routeKey}`} aria-label={t('seeMoreOf', { name: title })}>
          {t('seeMore')}
        </Link>
      </div>
      {list.isError ? (
        <ErrorState message={t('loadError')} onRetry={() => void list.refetch()} />
      ) : (
        <ul className="lobby-grid">
          {shown.map((g) => (
            <GameCard
              key={g.gameId}
              game={g}
              onPlay={onPlay}
              favourite={
                favourites
                  ? { active: favourites.ids.has(g.nodeId), onToggle: favourites.onToggle }
                  : undefined
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Memoised: home re-renders as each of its queries answers, and a block re-renders only for its own. */
export const CategoryRow = memo(CategoryRowView);
