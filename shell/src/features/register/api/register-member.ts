import { apiPost } from '@site/shared';
import { loginResultSchema, type LoginResult } from '@site/shared/schemas';
import { deviceHeaders } from '../../../lib/device-signature';

export type RegisterFormType = 'register' | 'registerMobile';

/**
 * POST /wps/member/register (username) or /wps/member/register/mobile (account generated). The server logs the
 * new member in and answers with the login result. The payload carries the solved captcha (always required), and
 * the device signature header lets the server limit creation per device as well as per address.
 */
export async function registerMember(
  type: RegisterFormType,
  payload: Record<string, unknown>,
): Promise<LoginResult> {
  const url = type === 'registerMobile' ? '/wps/member/register/mobile' : '/wps/member/register';
  return loginResultSchema.parse(await apiPost<unknown>(url, payload, { headers: deviceHeaders() }));
}
