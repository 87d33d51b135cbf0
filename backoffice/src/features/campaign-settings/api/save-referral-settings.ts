import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { referralSettingsSchema, type ReferralSettingsRequest } from '@site/shared/schemas/operator';
import { settingsKeys } from './settings-keys';

/** Replaces the referral settings (`campaigns.settings`; audited `campaign-settings.edit` with the reason). */
export const saveReferralSettings = (body: ReferralSettingsRequest) =>
  fetchParsed(referralSettingsSchema, {
    method: 'PUT',
    url: '/wps/admin/campaigns/settings/referral',
    data: body,
  });
export const useSaveReferralSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveReferralSettings,
    onSuccess: (saved) => client.setQueryData(settingsKeys.referral(), saved),
  });
};
