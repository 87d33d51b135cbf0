import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, TextField } from '@site/shared';
import { forgotByPhone } from '../api/forgot-password';
import { sendSmsCode } from '../../../api/send-sms-code';
import { useCompleteLogin } from '../../../hooks/use-complete-login';
import { errorText } from '../../../lib/error-text';
import {
  DEFAULT_DIALING_CODE,
  DIALING_CODE_PATTERN,
  MOBILE_PATTERN,
  SMS_CODE_PATTERN,
} from '../../../lib/mobile';
import { SmsCodeButton } from '../../../components/sms-code-button';

const formSchema = z
  .object({
    countryDialingCode: z.string().trim().regex(DIALING_CODE_PATTERN, 'dialing_code_invalid'),
    mobileNum: z.string().trim().regex(MOBILE_PATTERN, 'mobile_invalid'),
    verificationCode: z.string().trim().regex(SMS_CODE_PATTERN, 'code_invalid'),
    newPassword: z.string().min(1, 'new_password_required'),
    confirmNewPassword: z.string().min(1, 'confirm_password_required'),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: 'password_mismatch',
    path: ['confirmNewPassword'],
  });
type Fields = z.infer<typeof formSchema>;

/** Forgot password by phone: SMS code (countdown until the code expires), new password, then auto-login → home. */
export function ForgotByPhoneForm() {
  const { t } = useTranslation('auth');
  const completeLogin = useCompleteLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Fields>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      countryDialingCode: DEFAULT_DIALING_CODE,
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (key?: string) => (key ? t(key) : undefined);

  const onSubmit = async (fields: Fields) => {
    setServerError(null);
    try {
      await completeLogin(await forgotByPhone(fields), 'sms');
    } catch (e) {
      setServerError(errorText(t, e));
    }
  };

  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className="auth-form"
      aria-label={t('forgot_by_phone')}
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
            mode="until-expiry"
            canSend={() => form.trigger(['mobileNum', 'countryDialingCode'])}
            send={(solved) =>
              sendSmsCode('forgot', form.getValues('mobileNum'), form.getValues('countryDialingCode'), solved)
            }
          />
        }
      />
      <TextField
        label={t('new_password')}
        type="password"
        revealable
        requiredMark
        placeholder={t('new_password')}
        autoComplete="new-password"
        error={message(errors.newPassword?.message)}
        {...form.register('newPassword')}
      />
      <TextField
        label={t('confirm_password')}
        type="password"
        revealable
        requiredMark
        placeholder={t('confirm_password')}
        autoComplete="new-password"
        error={message(errors.confirmNewPassword?.message)}
        {...form.register('confirmNewPassword')}
      />
      {serverError ? (
        <p role="alert" className="auth-form__error">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" busy={isSubmitting}>
        {t('common:submit')}
      </Button>
    </form>
  );
}
