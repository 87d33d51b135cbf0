import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameDto } from '@site/shared/schemas';
import { GameGrid } from '../../components/game-grid';
import { LaunchNoticeDialog } from '../../components/launch-notice';
import { useFavourites, useGameLauncher } from '../../lib/play';

export interface CollectionPageProps {
  title: string;
  /** Loads the whole collection; re-run when `deps` change. */
  load: () => Promise<GameDto[]>;
  deps: unknown[];
  favouritable: boolean;
  /** Shown instead of the grid (e.g. the login prompt on /fav for visitors). */
  blocked?: React.ReactNode;
}

/** /hot, /fav and /providers: one titled grid with its states, favourites and launch rules. */
export function CollectionPage({ title, load, deps, favouritable, blocked }: CollectionPageProps) {
  const { t } = useTranslation('lobby');
  const [games, setGames] = useState<GameDto[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { launch, notice, clearNotice, launching } = useGameLauncher();
  const [realAccount, setRealAccount] = useState(false);
  const favourites = useFavourites(useCallback(() => setRealAccount(true), []));

  useEffect(() => {
    if (blocked) return undefined;
    let alive = true;
    setLoading(true);
    setError(false);
    load()
      .then((list) => alive && setGames(list))
      .catch(() => alive && setError(true))
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` is the caller's list
  }, [...deps, attempt, Boolean(blocked)]);

  return (
    <section className="lobby-page" aria-label={title}>
      <h1>{title}</h1>
      {blocked ?? (
        <GameGrid
          label={t('gamesOf', { name: title })}
          games={games}
          loading={loading}
          error={error}
          onRetry={() => setAttempt((n) => n + 1)}
          onPlay={(g) => void launch(g)}
          launching={launching}
          favourites={favouritable ? favourites : undefined}
        />
      )}
      <LaunchNoticeDialog notice={realAccount ? { kind: 'realAccount' } : notice} onClose={() => (realAccount ? setRealAccount(false) : clearNotice())} onPlay={(g) => void launch(g)} />
    </section>
  );
}
