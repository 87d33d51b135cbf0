import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { vipSettingsSchema, type VipSettingsRequest } from '@site/shared/schemas/operator';
import { settingsKeys } from './settings-keys';

/** Replaces the vip settings (`campaigns.settings`; audited `campaign-settings.edit` with the reason). */
export const saveVipSettings = (body: VipSettingsRequest) =>
  fetchParsed(vipSettingsSchema, { method: 'PUT', url: '/wps/admin/campaigns/settings/vip', data: body });
export const useSaveVipSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveVipSettings,
    onSuccess: (saved) => client.setQueryData(settingsKeys.vip(), saved),
  });
};
