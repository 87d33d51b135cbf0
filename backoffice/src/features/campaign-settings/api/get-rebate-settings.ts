import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { rebateSettingsSchema } from '@site/shared/schemas/operator';
import { settingsKeys } from './settings-keys';

/** The rebate rates per game group and VIP level, the minimum claim and the window (`promotions.read`). */
export const getRebateSettings = () =>
  fetchParsed(rebateSettingsSchema, { method: 'GET', url: '/wps/admin/campaigns/settings/rebate' });
export const rebateSettingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.rebate(), queryFn: getRebateSettings, staleTime: 30_000 });
export const useRebateSettings = () => useQuery(rebateSettingsQuery());
