import { apiPost } from '@site/shared';
import { loginResultSchema, type LoginResult } from '@site/shared/schemas';
import { deviceHeaders } from '../../../lib/device-signature';

/** POST /wps/session/login/freeplay: a fresh trial account (isAgent 4) that plays with play money only. */
export async function loginFreeplay(): Promise<LoginResult> {
  return loginResultSchema.parse(
    await apiPost<unknown>('/wps/session/login/freeplay', { platform: 'W' }, { headers: deviceHeaders() }),
  );
}
