import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminSettingsSchema, type FeatureFlag } from '@site/shared/schemas';
import { siteKeys } from './site-keys';

/** Turns one feature flag on or off, with the reason the audit trail keeps. */
export const setFlag = (input: { flag: FeatureFlag; value: boolean; reason: string }) =>
  fetchParsed(adminSettingsSchema, {
    method: 'PUT',
    url: `/wps/admin/system/flags/${input.flag}`,
    data: { value: input.value, reason: input.reason },
  });
export const useSetFlag = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setFlag,
    onSettled: () => void client.invalidateQueries({ queryKey: siteKeys.overview() }),
  });
};
