import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminSettingsSchema, type AdminStatusRequest } from '@site/shared/schemas';
import { siteKeys } from './site-keys';

/** Normal, maintenance (with an end time) or blocked countries; the reason goes to the audit trail. */
export const setStatus = (body: AdminStatusRequest) =>
  fetchParsed(adminSettingsSchema, { method: 'PUT', url: '/wps/admin/system/status', data: body });
export const useSetStatus = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setStatus,
    onSettled: () => void client.invalidateQueries({ queryKey: siteKeys.overview() }),
  });
};
