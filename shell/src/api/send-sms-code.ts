import { apiPost } from '@site/shared';
import { smsResultSchema, type SmsResult } from '@site/shared/schemas';

export type SmsPurpose = 'login' | 'forgot' | 'register';

/**
 * Sends an SMS code. Login and forgot-password use /wps/verification/sms/noLogin with `regType`;
 * registration has its own path. Every send carries a solved captcha (docs/security.md "Captcha").
 */
export async function sendSmsCode(
  purpose: SmsPurpose,
  mobileNum: string,
  countryDialingCode: string,
  solved: { captchaId: string; captcha: string },
): Promise<SmsResult> {
  const url = purpose === 'register' ? '/wps/verification/sms/register' : '/wps/verification/sms/noLogin';
  const body = { mobileNum: mobileNum.trim(), countryDialingCode, regType: purpose, ...solved };
  return smsResultSchema.parse(await apiPost<unknown>(url, body));
}
