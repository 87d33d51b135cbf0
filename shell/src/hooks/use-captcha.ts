import { useCallback, useState } from 'react';
import type { CaptchaResult } from '@site/shared/schemas';
import { getCaptcha } from '../api/get-captcha';
import { useThrottle } from './use-throttle';

/** SPEC §4/§9: captcha refresh at most once per second. */
export const CAPTCHA_REFRESH_GAP_MS = 1000;

/**
 * The captcha box: hidden until `show()` (a failed login returned the captcha flag); each refresh fetches a new
 * single-use image, throttled so hammering the image does not hammer the server.
 */
export function useCaptcha(initiallyVisible = false) {
  const [visible, setVisible] = useState(initiallyVisible);
  const [captcha, setCaptcha] = useState<CaptchaResult | null>(null);
  const load = useCallback(() => {
    getCaptcha()
      .then(setCaptcha)
      .catch(() => setCaptcha(null));
  }, []);
  const refresh = useThrottle(load, CAPTCHA_REFRESH_GAP_MS);
  const show = useCallback(() => {
    setVisible(true);
    refresh();
  }, [refresh]);
  return { visible, captcha, show, refresh };
}
