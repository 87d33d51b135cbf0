import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@site/shared';
import type { SmsResult } from '@site/shared/schemas';
import { useSmsCountdown } from '../hooks/use-sms-countdown';

interface SmsCodeButtonProps {
  send: () => Promise<SmsResult>;
  mode?: 'per-minute' | 'until-expiry';
  /** Checked before sending (e.g. the mobile number is valid); return false to block. */
  canSend?: () => boolean | Promise<boolean>;
}

/** "Send code" with countdown and 1000 ms throttle; a failed send shows the server message with OK (SPEC §8). */
export function SmsCodeButton({ send, mode = 'per-minute', canSend }: SmsCodeButtonProps) {
  const { t } = useTranslation('auth');
  const sms = useSmsCountdown(async () => {
    if (canSend && !(await canSend())) return null;
    return send();
  }, mode);
  return (
    <>
      <button type="button" className="ui-button ui-button--secondary sms-button" disabled={sms.disabled} onClick={sms.press}>
        {sms.secondsLeft > 0 ? t('sms_resend_in', { seconds: sms.secondsLeft }) : t('sms_send')}
      </button>
      <ConfirmDialog
        open={Boolean(sms.error)}
        title={t('sms_failed_title')}
        message={sms.error?.message ?? ''}
        onConfirm={sms.clearError}
      />
    </>
  );
}
