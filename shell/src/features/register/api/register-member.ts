import { apiPost } from '@site/shared';
import { loginResultSchema, type LoginResult } from '@site/shared/schemas';

export type RegisterFormType = 'register' | 'registerMobile';

/**
 * POST /wps/member/register (username) or /wps/member/register/mobile (account generated). The server logs the
 * new member in and answers with the login result.
 */
export async function registerMember(type: RegisterFormType, payload: Record<string, unknown>): Promise<LoginResult> {
  const url = type === 'registerMobile' ? '/wps/member/register/mobile' : '/wps/member/register';
  return loginResultSchema.parse(await apiPost<unknown>(url, payload));
}
