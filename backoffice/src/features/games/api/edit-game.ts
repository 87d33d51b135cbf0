import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminGameSchema, type AdminGameEdit } from '@site/shared/schemas/operator';
import { gameKeys } from './game-keys';

/** Enable/disable (with a reason), hot, new, featured, or its place: only the fields sent change. */
export const editGame = (input: { gameId: string; edit: AdminGameEdit }) =>
  fetchParsed(adminGameSchema, {
    method: 'PUT',
    url: `/wps/admin/games/${encodeURIComponent(input.gameId)}`,
    data: input.edit,
  });
export const useEditGame = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editGame,
    onSettled: () => void client.invalidateQueries({ queryKey: gameKeys.all() }),
  });
};
