import { apiPost } from '@site/shared';
import { loginResultSchema, type LoginResult } from '@site/shared/schemas';

/**
 * POST /wps/member/password/email (JSON, captcha required): the server answers the same whether or not the pair
 * exists; when it matches, it mails a single-use reset link valid 10 minutes and changes nothing yet.
 */
export async function forgotByEmail(input: {
  username: string;
  email: string;
  captcha: string;
  captchaId: string;
}): Promise<void> {
  await apiPost<unknown>('/wps/member/password/email', {
    username: input.username.trim(),
    email: input.email.trim(),
    captcha: input.captcha.trim(),
    captchaId: input.captchaId,
  });
}

/** POST /wps/member/password/reset: the link's token and the new password; every session of the member ends. */
export async function resetPassword(input: {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<void> {
  await apiPost<unknown>('/wps/member/password/reset', input);
}

export interface ForgotByPhoneInput {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /wps/member/password/verification: resets by SMS code and logs the member in (docs/site-rules.md "Flows"). */
export async function forgotByPhone(input: ForgotByPhoneInput): Promise<LoginResult> {
  return loginResultSchema.parse(await apiPost<unknown>('/wps/member/password/verification', input));
}
