import { memo } from 'react';
import { useTranslation } from 'react-i18next';

/** The two featured card-game tiles; each starts its game through the launch rules. */
export const FEATURED_GAMES = [
  { gameId: 'KY-PVP-0001', supportPlay: 0, nameKey: 'featured.holdem' },
  { gameId: 'KY-PVP-0002', supportPlay: 1, nameKey: 'featured.blackjack' },
] as const;

function FeaturedGamesView({ onPlay }: { onPlay: (g: { gameId: string; supportPlay: number }) => void }) {
  const { t } = useTranslation('lobby');
  return (
    <section aria-label={t('featured.title')}>
      <div className="lobby-row-head">
        <h2>{t('featured.title')}</h2>
      </div>
      {/* The same tile as every other row: artwork in its square, the name under it, inside the card. */}
      <ul className="lobby-grid">
        {FEATURED_GAMES.map((g) => (
          <li key={g.gameId} className="lobby-card">
            <button type="button" className="lobby-card__play" onClick={() => onPlay(g)}>
              <span className="lobby-card__icon">
                <img
                  src={`/wps/assets/games/${g.gameId}-large.svg`}
                  alt=""
                  width={200}
                  height={200}
                  loading="lazy"
                  decoding="async"
                />
              </span>
              <span className="lobby-card__name">{t(g.nameKey)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Memoised: home re-renders as each of its ten queries answers, and a block re-renders only for its own. */
export const FeaturedGames = memo(FeaturedGamesView);
