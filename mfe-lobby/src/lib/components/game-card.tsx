import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameDto } from '@site/shared/schemas';
import { Heart } from 'lucide-react';

export interface GameCardProps {
  game: GameDto;
  onPlay: (game: GameDto) => void;
  /** Present only where docs/site-rules.md "Access" offers favouriting. */
  favourite?: { active: boolean; onToggle: (game: GameDto) => void };
  busy?: boolean;
}

/**
 * One game tile. The icon sits in a fixed 1:1 box and loads lazily, so a page of 42 icons
 * neither shifts the layout nor blocks the first row.
 */
function GameCardView({ game, onPlay, favourite, busy }: GameCardProps) {
  const { t } = useTranslation('lobby');
  return (
    <li className="lobby-card">
      <button type="button" className="lobby-card__play" onClick={() => onPlay(game)} disabled={busy}>
        {/* The name comes from the visible text (WCAG label-in-name); the hidden verb makes it an action. */}
        <span className="lobby-visually-hidden">{t('playPrefix')} </span>
        <span className="lobby-card__icon">
          <img src={game.iconUrl} alt="" loading="lazy" decoding="async" width={200} height={200} />
        </span>
        <span className="lobby-card__name">{game.displayName}</span>
        {game.supportPlay === 0 ? <span className="lobby-card__badge">{t('freeTrial')}</span> : null}
        {game.isNew === 1 ? (
          <span className="lobby-card__badge lobby-card__badge--new">{t('new')}</span>
        ) : null}
      </button>
      {favourite ? (
        <button
          type="button"
          className="lobby-card__fav"
          aria-pressed={favourite.active}
          aria-label={t(favourite.active ? 'unfavourite' : 'favourite', { name: game.displayName })}
          onClick={() => favourite.onToggle(game)}
        >
          <Heart aria-hidden="true" size={16} fill={favourite.active ? 'currentColor' : 'none'} />
        </button>
      ) : null}
    </li>
  );
}

/**
 * Memoised on what it shows: a load-more appends 42 cards to hundreds, and the existing ones
 * must not re-render (the lobby bench measures the longest main-thread task).
 */
export const GameCard = memo(
  GameCardView,
  (a, b) =>
    a.game === b.game &&
    a.busy === b.busy &&
    a.onPlay === b.onPlay &&
    a.favourite?.active === b.favourite?.active &&
    a.favourite?.onToggle === b.favourite?.onToggle,
);
