import { useCallback, useEffect, useState } from 'react';
import { emit, isTrialAccount, useSessionStore } from '@site/shared';
import type { GameDto } from '@site/shared/schemas';
import { changeFavourite, fetchFavouriteIds } from '../games-api';

/**
 * The member's favourite node ids and a toggle that applies the role rules: visitors get the
 * login popup, trial accounts the real-account warning (via `onRealAccountRequired`).
 */
export function useFavourites(onRealAccountRequired: () => void) {
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const member = Boolean(token) && !isTrialAccount(isAgent);

  useEffect(() => {
    if (!member) {
      setIds(new Set());
      return;
    }
    let alive = true;
    fetchFavouriteIds()
      .then((list) => alive && setIds(new Set(list)))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [member, token]);

  const toggle = useCallback(
    async (game: GameDto) => {
      if (!token) {
        emit('auth:login-requested', { reason: 'favourite' });
        return;
      }
      if (isTrialAccount(isAgent)) {
        onRealAccountRequired();
        return;
      }
      const list = await changeFavourite(game, !ids.has(game.nodeId));
      setIds(new Set(list));
    },
    [token, isAgent, ids, onRealAccountRequired],
  );

  const onToggle = useCallback((game: GameDto) => void toggle(game).catch(() => undefined), [toggle]);
  return { ids, onToggle };
}
