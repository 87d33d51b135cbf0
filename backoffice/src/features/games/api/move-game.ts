import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminGameSchema } from '@site/shared/schemas/operator';
import { gameKeys } from './game-keys';

/** One place up or down within its category (409 GAME_ORDER_EDGE at either end). */
export const moveGame = (input: { gameId: string; direction: 'up' | 'down' }) =>
  fetchParsed(adminGameSchema, {
    method: 'POST',
    url: `/wps/admin/games/${encodeURIComponent(input.gameId)}/move`,
    data: { direction: input.direction },
  });
export const useMoveGame = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveGame,
    onSettled: () => void client.invalidateQueries({ queryKey: gameKeys.all() }),
  });
};
