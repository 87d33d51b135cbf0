import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, ConfirmDialog, Modal } from '@site/shared';
import { ERROR_CODES, type SmsResult } from '@site/shared/schemas';
import { useCaptcha } from '../hooks/use-captcha';
import { useSmsCountdown } from '../hooks/use-sms-countdown';
import { errorText } from '../lib/error-text';
import { CaptchaBox } from './captcha-box';

/** The solved captcha every SMS send carries (docs/security.md "Captcha"). */
export interface SolvedCaptcha {
  captchaId: string;
  captcha: string;
}

interface SmsCodeButtonProps {
  send: (solved: SolvedCaptcha) => Promise<SmsResult>;
  mode?: 'per-minute' | 'until-expiry';
  /** Checked before sending (e.g. the mobile number is valid); return false to block. */
  canSend?: () => boolean | Promise<boolean>;
}

const CAPTCHA_CODES = new Set<string>([ERROR_CODES.INVALID_CAPTCHA, ERROR_CODES.CAPTCHA_REQUIRED]);

/**
 * "Send code" with countdown and 1000 ms throttle. Every send first asks for a captcha in a small dialog: each SMS
 * costs money and reaches a phone, so a script must not be able to trigger them. A wrong captcha keeps the dialog
 * open with a new image; any other failure shows the server message with OK (docs/site-rules.md "Errors").
 */
export function SmsCodeButton({ send, mode = 'per-minute', canSend }: SmsCodeButtonProps) {
  const { t } = useTranslation('auth');
  const captcha = useCaptcha(true);
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState('');
  const [captchaError, setCaptchaError] = useState<string | null>(null);

  const sms = useSmsCountdown(async () => {
    if (!captcha.captcha) return null;
    try {
      const result = await send({ captchaId: captcha.captcha.captchaId, captcha: answer.trim() });
      setAsking(false);
      return result;
    } catch (e) {
      if (e instanceof ApiError && CAPTCHA_CODES.has(e.code)) {
        setCaptchaError(errorText(t, e));
        setAnswer('');
        captcha.refresh();
        return null;
      }
      setAsking(false);
      throw e;
    }
  }, mode);

  const ask = async () => {
    if (sms.disabled) return;
    if (canSend && !(await canSend())) return;
    setAnswer('');
    setCaptchaError(null);
    captcha.refresh();
    setAsking(true);
  };

  // The dialog is portalled, but React still bubbles its submit to the form around the button: stop it here.
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!answer.trim()) return setCaptchaError(t('captcha_required'));
    setCaptchaError(null);
    sms.press();
  };

  return (
    <>
      <button
        type="button"
        className="ui-button ui-button--secondary sms-button"
        disabled={sms.disabled}
        onClick={() => void ask()}
      >
        {sms.secondsLeft > 0 ? t('sms_resend_in', { seconds: sms.secondsLeft }) : t('sms_send')}
      </button>
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title={t('sms_captcha_title')}
        className="sms-captcha"
      >
        <form onSubmit={submit} noValidate className="auth-form" aria-label={t('sms_captcha_title')}>
          <p className="auth-form__hint">{t('sms_captcha_hint')}</p>
          <CaptchaBox
            captcha={captcha.captcha}
            onRefresh={captcha.refresh}
            error={captchaError ?? undefined}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            data-autofocus=""
          />
          <Button type="submit" busy={sms.sending}>
            {t('sms_send')}
          </Button>
        </form>
      </Modal>
      <ConfirmDialog
        open={Boolean(sms.error)}
        title={t('sms_failed_title')}
        message={sms.error?.message ?? ''}
        onConfirm={sms.clearError}
      />
    </>
  );
}
