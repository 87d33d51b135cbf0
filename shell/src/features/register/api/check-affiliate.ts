import { apiPost } from '@site/shared';

/** POST /wps/agent/affiliate: resolves when the invitation (affiliate) code belongs to an agent, rejects otherwise. */
export async function checkAffiliate(code: string, domain: string = window.location.host): Promise<void> {
  await apiPost<unknown>('/wps/agent/affiliate', { code: code.trim(), domain });
}
