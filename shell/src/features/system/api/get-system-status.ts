import { apiGet } from '@site/shared';
import { systemStatusSchema, type SystemStatus } from '@site/shared/schemas';

/** GET /wps/system/status: 0 normal, 1 maintenance, 2 region-restricted (with the visitor's IP and country). */
export async function getSystemStatus(): Promise<SystemStatus> {
  return systemStatusSchema.parse(await apiGet<unknown>('/wps/system/status'));
}
