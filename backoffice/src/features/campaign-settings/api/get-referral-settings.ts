import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { referralSettingsSchema } from '@site/shared/schemas/operator';
import { settingsKeys } from './settings-keys';

/** The referrer's commission in basis points of the invited members' valid bets (`promotions.read`). */
export const getReferralSettings = () =>
  fetchParsed(referralSettingsSchema, { method: 'GET', url: '/wps/admin/campaigns/settings/referral' });
export const referralSettingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.referral(), queryFn: getReferralSettings, staleTime: 30_000 });
export const useReferralSettings = () => useQuery(referralSettingsQuery());
