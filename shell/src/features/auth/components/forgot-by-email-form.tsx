import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, ConfirmDialog, TextField } from '@site/shared';
import { forgotByEmail } from '../api/forgot-password';
import { errorText } from '../../../lib/error-text';
import { CaptchaBox } from '../../../components/captcha-box';
import { useCaptcha } from '../../../hooks/use-captcha';

const formSchema = z.object({
  username: z.string().trim().min(1, 'username_required'),
  email: z.string().trim().min(1, 'email_required').email('email_invalid'),
  captcha: z.string().trim().min(1, 'captcha_required'),
});
type Fields = z.infer<typeof formSchema>;

/**
 * Forgot password by e-mail (docs/site-rules.md "Flows", issue 16): username, e-mail and a captcha. The answer is the same whether or
 * not they match, so the confirmation only says a link was sent if they do; the password changes only when the
 * owner opens the link.
 */
export function ForgotByEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const captcha = useCaptcha(true);
  const form = useForm<Fields>({
    resolver: zodResolver(formSchema),
    defaultValues: { username: '', email: '', captcha: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (key?: string) => (key ? t(key) : undefined);
  const { refresh } = captcha;
  useEffect(() => refresh(), [refresh]);

  const onSubmit = async (fields: Fields) => {
    setServerError(null);
    if (!captcha.captcha) return refresh();
    try {
      await forgotByEmail({ ...fields, captchaId: captcha.captcha.captchaId });
      setSent(true);
    } catch (e) {
      setServerError(errorText(t, e));
    }
    // A captcha is single use: the next try needs a fresh image.
    form.setValue('captcha', '');
    refresh();
  };

  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className="auth-form"
      aria-label={t('forgot_by_email')}
    >
      <TextField
        label={t('username')}
        placeholder={t('username')}
        requiredMark
        autoComplete="username"
        error={message(errors.username?.message)}
        {...form.register('username')}
      />
      <TextField
        label={t('email')}
        placeholder={t('email')}
        requiredMark
        type="email"
        autoComplete="email"
        error={message(errors.email?.message)}
        {...form.register('email')}
      />
      <CaptchaBox
        captcha={captcha.captcha}
        onRefresh={refresh}
        error={message(errors.captcha?.message)}
        {...form.register('captcha')}
      />
      {serverError ? (
        <p role="alert" className="auth-form__error">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" busy={isSubmitting}>
        {t('common:submit')}
      </Button>
      <ConfirmDialog
        open={sent}
        title={t('forgot_email_sent_title')}
        message={t('forgot_email_sent_body')}
        onConfirm={onDone}
      />
    </form>
  );
}
