import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, ErrorState, Spinner, emit } from '@site/shared';
import { launchGame } from '../../../lib/api/launch-game';
import { useBalanceBridge } from '../hooks/use-balance-bridge';

/**
 * `/game` (and `/seamless`): the vendor's page in an iframe. Opened from a tile the launch URL
 * comes in the navigation state; on a reload the page launches again from `gameId`. The launch URL carries a
 * one-time ticket, so it is taken out of the history entry at once: the browser keeps `history.state` across a
 * reload, and reusing it would open the vendor with a spent ticket.
 */
export function GamePage({ variant = 'game' }: { variant?: 'game' | 'seamless' }) {
  const { t, i18n } = useTranslation('lobby');
  const [params] = useSearchParams();
  const location = useLocation();
  const gameId = params.get('gameId') ?? '';
  const trial = params.get('trial') === '1';
  const navigate = useNavigate();
  const given = (location.state as { url?: string } | null)?.url ?? null;
  const [url, setUrl] = useState<string | null>(given);
  const launchedFromTile = useRef(given !== null);
  const [error, setError] = useState<string | null>(null);
  useBalanceBridge(!trial);

  useEffect(() => {
    if (given)
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [given, navigate, location.pathname, location.search]);

  useEffect(() => {
    if (launchedFromTile.current || !gameId) return;
    let alive = true;
    launchGame({ gameId, trial, language: i18n.language })
      .then((r) => alive && setUrl(r.game_url))
      .catch((err: unknown) => {
        if (!alive) return;
        if (err instanceof ApiError && err.code === 'NOT_LOGGED_IN')
          emit('auth:login-requested', { reason: 'launch' });
        setError(err instanceof ApiError ? err.message : t('launchError'));
      });
    return () => {
      alive = false;
    };
  }, [gameId, trial, i18n.language, t]);

  // Back where the player came from inside the site (the lobby row they picked it from), else to home.
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/');
  };
  const name = gameName(url);
  const bar = (
    <div className="lobby-game__bar">
      <Button variant="secondary" className="lobby-game__back" onClick={back}>
        <span aria-hidden="true" className="lobby-game__back-arrow">
          ‹
        </span>{' '}
        {t('backToLobby')}
      </Button>
      {name ? <h1 className="lobby-game__title">{name}</h1> : null}
    </div>
  );
  if (!gameId) return <ErrorState message={t('noGameChosen')} />;
  if (error)
    return (
      <section className="lobby-game">
        {bar}
        <ErrorState message={error} />
      </section>
    );
  if (!url) return <Spinner label={t('loading')} />;
  return (
    <section
      className={`lobby-game lobby-game--${variant}`}
      data-sidebar={variant === 'seamless' ? 'mini' : undefined}
    >
      {bar}
      <iframe
        className="lobby-game-frame"
        src={url}
        title={t('gameFrame', { name: name ?? t('game') })}
        allow="fullscreen; autoplay"
      />
    </section>
  );
}

/** The game's name from its launch URL (the platform passes the catalogue name to the vendor); never its id. */
function gameName(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url, window.location.origin).searchParams.get('name');
  } catch {
    return null;
  }
}
