import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { rebateSettingsSchema, type RebateSettingsRequest } from '@site/shared/schemas/operator';
import { settingsKeys } from './settings-keys';

/** Replaces the rebate settings (`campaigns.settings`; audited `campaign-settings.edit` with the reason). */
export const saveRebateSettings = (body: RebateSettingsRequest) =>
  fetchParsed(rebateSettingsSchema, {
    method: 'PUT',
    url: '/wps/admin/campaigns/settings/rebate',
    data: body,
  });
export const useSaveRebateSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRebateSettings,
    onSuccess: (saved) => client.setQueryData(settingsKeys.rebate(), saved),
  });
};
