import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@site/shared';
import { ERROR_CODES, type CaptchaResult } from '@site/shared/schemas';
import { getCaptcha } from '../api/get-captcha';
import { useThrottle } from './use-throttle';

/** docs/site-rules.md "Flows", "Limits": captcha refresh at most once per second. */
export const CAPTCHA_REFRESH_GAP_MS = 1000;

/**
 * The captcha box: hidden until `show()` (a failed login returned the captcha flag); each refresh fetches a new
 * single-use image, throttled so hammering the image does not hammer the server. The server also allows one image
 * a second per address, shared by every box on the page (a form's captcha and the SMS send's): when it says "too
 * frequent", the box asks again a second later instead of staying empty.
 */
export function useCaptcha(initiallyVisible = false) {
  const [visible, setVisible] = useState(initiallyVisible);
  const [captcha, setCaptcha] = useState<CaptchaResult | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(retry.current ?? undefined), []);
  const load = useCallback(() => {
    clearTimeout(retry.current ?? undefined);
    getCaptcha()
      .then(setCaptcha)
      .catch((e: unknown) => {
        setCaptcha(null);
        if (e instanceof ApiError && e.code === ERROR_CODES.CAPTCHA_TOO_FREQUENT)
          retry.current = setTimeout(load, CAPTCHA_REFRESH_GAP_MS);
      });
  }, []);
  const refresh = useThrottle(load, CAPTCHA_REFRESH_GAP_MS);
  const show = useCallback(() => {
    setVisible(true);
    refresh();
  }, [refresh]);
  return { visible, captcha, show, refresh };
}
