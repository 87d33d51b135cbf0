import { apiPost } from '@site/shared';
import { loginResultSchema, type LoginResult } from '@site/shared/schemas';

/** POST /wps/session/login/2fa: the SMS code sent for a login from a new IP. */
export async function verifyTwoFactor(challengeId: string, verificationCode: string): Promise<LoginResult> {
  const value = await apiPost<unknown>('/wps/session/login/2fa', {
    challengeId,
    verificationCode: verificationCode.trim(),
  });
  return loginResultSchema.parse(value);
}
