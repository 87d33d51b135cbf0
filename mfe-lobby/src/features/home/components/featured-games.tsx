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
      <h2>{t('featured.title')}</h2>
      <div className="lobby-featured">
        {FEATURED_GAMES.map((g) => (
          <button key={g.gameId} type="button" onClick={() => onPlay(g)}>
            <img src={`/wps/assets/games/${g.gameId}-large.svg`} alt="" width={200} height={200} loading="lazy" />
            <span>{t(g.nameKey)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}

/** Memoised: home re-renders as each of its ten queries answers, and a block re-renders only for its own. */
export const FeaturedGames = memo(FeaturedGamesView);
