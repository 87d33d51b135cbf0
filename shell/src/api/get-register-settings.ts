import { apiGet } from '@site/shared';
import { registerSettingsSchema, type RegisterSettings } from '@site/shared/schemas';

/** GET /wps/system/setting/register: per-field rules (pattern ids 0–20) and which registration modes exist. */
export async function getRegisterSettings(): Promise<RegisterSettings> {
  return registerSettingsSchema.parse(await apiGet<unknown>('/wps/system/setting/register'));
}
