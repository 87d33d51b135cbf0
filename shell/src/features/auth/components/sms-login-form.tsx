import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, TextField } from '@site/shared';
import { login } from '../api/login';
import { sendSmsCode } from '../../../api/send-sms-code';
import { useCompleteLogin } from '../../../hooks/use-complete-login';
import { errorText } from '../../../lib/error-text';
import {
  DEFAULT_DIALING_CODE,
  DIALING_CODE_PATTERN,
  MOBILE_PATTERN,
  SMS_CODE_PATTERN,
} from '../../../lib/mobile';
import { readRememberedLogin, saveRememberedLogin } from '../lib/remember-cookie';
import { SmsCodeButton } from '../../../components/sms-code-button';

const formSchema = z.object({
  countryDialingCode: z.string().trim().regex(DIALING_CODE_PATTERN, 'dialing_code_invalid'),
  mobileNum: z.string().trim().regex(MOBILE_PATTERN, 'mobile_invalid'),
  verificationCode: z.string().trim().regex(SMS_CODE_PATTERN, 'code_invalid'),
});
type SmsLoginFields = z.infer<typeof formSchema>;

/** Mobile + SMS code login (only offered when the SMS-login module is on). */
export function SmsLoginForm() {
  const { t } = useTranslation('auth');
  const remembered = readRememberedLogin();
  const completeLogin = useCompleteLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<SmsLoginFields>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      countryDialingCode: remembered?.countryDialingCode ?? DEFAULT_DIALING_CODE,
      mobileNum: remembered?.mobileNum ?? '',
      verificationCode: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (fields: SmsLoginFields) => {
    setServerError(null);
    const outcome = await login({ type: 'sms', ...fields });
    if (outcome.kind === 'ok') {
      saveRememberedLogin({
        ...readRememberedLogin(),
        mobileNum: fields.mobileNum,
        countryDialingCode: fields.countryDialingCode,
      });
      return completeLogin(outcome.result, 'sms');
    }
    setServerError(outcome.kind === 'failed' ? errorText(t, outcome.error) : t('common:error_unknown'));
  };

  const message = (key?: string) => (key ? t(key) : undefined);
  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className="auth-form"
      aria-label={t('sms_login_title')}
    >
      <div className="auth-form__phone">
        <TextField
          label={t('dialing_code')}
          inputMode="tel"
          error={message(errors.countryDialingCode?.message)}
          {...form.register('countryDialingCode')}
        />
        <TextField
          label={t('mobile')}
          placeholder={t('mobile')}
          requiredMark
          inputMode="tel"
          autoComplete="tel-national"
          error={message(errors.mobileNum?.message)}
          {...form.register('mobileNum')}
        />
      </div>
      <TextField
        label={t('verification_code')}
        placeholder={t('verification_code')}
        requiredMark
        inputMode="numeric"
        autoComplete="one-time-code"
        error={message(errors.verificationCode?.message)}
        {...form.register('verificationCode')}
        addon={
          <SmsCodeButton
            canSend={() => form.trigger(['mobileNum', 'countryDialingCode'])}
            send={(solved) =>
              sendSmsCode('login', form.getValues('mobileNum'), form.getValues('countryDialingCode'), solved)
            }
          />
        }
      />
      {serverError ? (
        <p role="alert" className="auth-form__error">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" busy={isSubmitting}>
        {t('login')}
      </Button>
    </form>
  );
}
