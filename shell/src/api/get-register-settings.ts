import { queryOptions } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { registerSettingsSchema, type RegisterSettings } from '@site/shared/schemas';

/** GET /wps/system/setting/register: per-field rules (pattern ids 0–20) and which registration modes exist. */
export function getRegisterSettings(): Promise<RegisterSettings> {
  return fetchParsed(registerSettingsSchema, { method: 'GET', url: '/wps/system/setting/register' });
}

/** The operator changes these rarely; the register form and the reset-password page read one entry. */
export const registerSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.site('system', 'register-settings'),
    queryFn: getRegisterSettings,
    staleTime: 10 * 60_000,
  });
