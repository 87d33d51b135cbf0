import { apiGet } from '@site/shared';
import { captchaResultSchema, type CaptchaResult } from '@site/shared/schemas';

/** GET /wps/captcha: a single-use image (data URL) and its id to send back with the answer. */
export async function getCaptcha(): Promise<CaptchaResult> {
  return captchaResultSchema.parse(await apiGet<unknown>('/wps/captcha'));
}
