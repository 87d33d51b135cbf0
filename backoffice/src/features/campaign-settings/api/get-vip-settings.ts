import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { vipSettingsSchema } from '@site/shared/schemas/operator';
import { settingsKeys } from './settings-keys';

/** The VIP levels 0–5: name and the lifetime valid bets that reach each (`promotions.read`). */
export const getVipSettings = () =>
  fetchParsed(vipSettingsSchema, { method: 'GET', url: '/wps/admin/campaigns/settings/vip' });
export const vipSettingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.vip(), queryFn: getVipSettings, staleTime: 30_000 });
export const useVipSettings = () => useQuery(vipSettingsQuery());
