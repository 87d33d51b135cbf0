import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@site/shared';
import type { CaptchaResult } from '@site/shared/schemas';

interface CaptchaBoxProps extends React.InputHTMLAttributes<HTMLInputElement> {
  captcha: CaptchaResult | null;
  onRefresh: () => void;
  error?: string;
}

/**
 * Captcha answer field with the image as a refresh button (the hook throttles refreshes to one per second). The image
 * carries its captcha id so end-to-end tests can read the answer of the image actually shown from the development
 * endpoint: a reopened dialog may keep an unused image instead of fetching a new one.
 */
export const CaptchaBox = forwardRef<HTMLInputElement, CaptchaBoxProps>(function CaptchaBox(
  { captcha, onRefresh, error, ...input },
  ref,
) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      ref={ref}
      label={t('captcha')}
      placeholder={t('captcha')}
      requiredMark
      autoComplete="off"
      inputMode="text"
      error={error}
      {...input}
      addon={
        <button type="button" className="captcha-image" onClick={onRefresh} aria-label={t('captcha_refresh')}>
          {captcha ? (
            <img src={captcha.image} alt="" width={100} height={36} data-captcha-id={captcha.captchaId} />
          ) : (
            <span>…</span>
          )}
        </button>
      }
    />
  );
});
