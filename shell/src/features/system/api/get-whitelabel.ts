import { apiGet } from '@site/shared';
import { whitelabelSchema, type Whitelabel } from '@site/shared/schemas';

/** GET /wps/system/whitelabel: flags, modules, resources, service links; the server wants the current host. */
export async function getWhitelabel(host: string = window.location.host): Promise<Whitelabel> {
  const value = await apiGet<unknown>('/wps/system/whitelabel', { params: { url: host } });
  return whitelabelSchema.parse(value);
}
