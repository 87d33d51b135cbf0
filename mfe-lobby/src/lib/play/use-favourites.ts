import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { emit, isTrialAccount, queryKeys, useSessionStore } from '@site/shared';
import type { GameDto } from '@site/shared/schemas';
import { changeFavourite } from '../api/change-favourite';
import { favouriteIdsQuery } from '../api/get-favourite-ids';

const NO_IDS: ReadonlySet<number> = new Set();
/** Module-level so TanStack Query keeps its result between renders (an inline select runs, and makes a new set, on each). */
const toIdSet = (list: number[]): ReadonlySet<number> => new Set(list);

/**
 * The member's favourite node ids and a toggle that applies the role rules: visitors get the
 * login popup, trial accounts the real-account warning (via `onRealAccountRequired`).
 */
export function useFavourites(onRealAccountRequired: () => void) {
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const member = Boolean(token) && !isTrialAccount(isAgent);
  const client = useQueryClient();
  const idsQuery = useQuery({
    ...favouriteIdsQuery(),
    enabled: member,
    select: toIdSet,
  });
  const ids = member ? (idsQuery.data ?? NO_IDS) : NO_IDS;

  const change = useMutation({
    mutationFn: ({ game, add }: { game: GameDto; add: boolean }) => changeFavourite(game, add),
    onSuccess: (list) => {
      // The answer is the new id list; the favourites page lists are stale now.
      client.setQueryData(favouriteIdsQuery().queryKey, list);
      void client.invalidateQueries({ queryKey: queryKeys.user('games', 'favourites') });
    },
  });

  const onToggle = useCallback(
    (game: GameDto) => {
      if (!token) {
        emit('auth:login-requested', { reason: 'favourite' });
        return;
      }
      if (isTrialAccount(isAgent)) {
        onRealAccountRequired();
        return;
      }
      change.mutate({ game, add: !ids.has(game.nodeId) });
    },
    // `change.mutate` is stable; the whole mutation object is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [token, isAgent, ids, onRealAccountRequired, change.mutate],
  );
  return useMemo(() => ({ ids, onToggle }), [ids, onToggle]);
}
