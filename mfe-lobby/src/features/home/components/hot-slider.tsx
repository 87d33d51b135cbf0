import { memo, useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Carousel } from '@site/shared';
import type { GameDto } from '@site/shared/schemas';
import { GameCard } from '../../../lib/components/game-card';

const NO_GAMES: GameDto[] = [];

/** Hot games slider ending with a 'more' slide to /hot. */
function HotSliderView({
  games,
  onPlay,
  favourites,
}: {
  games: GameDto[];
  onPlay: (g: GameDto) => void;
  favourites: { ids: ReadonlySet<number>; onToggle: (g: GameDto) => void };
}) {
  const { t } = useTranslation('lobby');
  // The slides render in a background pass React slices, not in the long task of the answer that brought them.
  const shown = useDeferredValue(games, NO_GAMES);
  return (
    <section className="lobby-hot" aria-label={t('hotGames')}>
      <div className="lobby-row-head">
        <h2>{t('hotGames')}</h2>
      </div>
      <Carousel
        className="lobby-hot__carousel"
        items={shown}
        itemKey={(g) => g.gameId}
        arrows
        renderItem={(g) => (
          <ul className="lobby-grid lobby-grid--single">
            <GameCard
              game={g}
              onPlay={onPlay}
              favourite={{ active: favourites.ids.has(g.nodeId), onToggle: favourites.onToggle }}
            />
          </ul>
        )}
        trailing={
          <Link to="/hot" className="lobby-more-slide">
            {t('more')}
          </Link>
        }
      />
    </section>
  );
}

/** Memoised: home re-renders as each of its ten queries answers, and a block re-renders only for its own. */
export const HotSlider = memo(HotSliderView);
