import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminGameVendorSchema, type AdminGameVendorEdit } from '@site/shared/schemas/operator';
import { gameKeys } from './game-keys';

/** A whole vendor in or out of the lobby, in maintenance (with the players' message) or back. */
export const editGameVendor = (input: { vendor: string; edit: AdminGameVendorEdit }) =>
  fetchParsed(adminGameVendorSchema, {
    method: 'PUT',
    url: `/wps/admin/games/vendors/${encodeURIComponent(input.vendor)}`,
    data: input.edit,
  });
export const useEditGameVendor = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editGameVendor,
    onSettled: () => void client.invalidateQueries({ queryKey: gameKeys.all() }),
  });
};
