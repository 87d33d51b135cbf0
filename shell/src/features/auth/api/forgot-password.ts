import { apiPost } from '@site/shared';
import { loginResultSchema, type LoginResult } from '@site/shared/schemas';

/** POST /wps/member/password/email: the server answers the same whether or not the pair exists. */
export async function forgotByEmail(username: string, email: string): Promise<void> {
  await apiPost<unknown>('/wps/member/password/email', { username: username.trim(), email: email.trim() });
}

export interface ForgotByPhoneInput {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /wps/member/password/verification: resets by SMS code and logs the member in (SPEC §4). */
export async function forgotByPhone(input: ForgotByPhoneInput): Promise<LoginResult> {
  return loginResultSchema.parse(await apiPost<unknown>('/wps/member/password/verification', input));
}
