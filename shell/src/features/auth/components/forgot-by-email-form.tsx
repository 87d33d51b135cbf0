import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, ConfirmDialog, TextField } from '@site/shared';
import { forgotByEmail } from '../api/forgot-password';
import { errorText } from '../../../lib/error-text';

const formSchema = z.object({
  username: z.string().trim().min(1, 'username_required'),
  email: z.string().trim().min(1, 'email_required').email('email_invalid'),
});
type Fields = z.infer<typeof formSchema>;

/** Forgot password by e-mail: success shows a confirmation, then the modal closes (SPEC §4). */
export function ForgotByEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Fields>({ resolver: zodResolver(formSchema), defaultValues: { username: '', email: '' } });
  const { errors, isSubmitting } = form.formState;
  const message = (key?: string) => (key ? t(key) : undefined);

  const onSubmit = async (fields: Fields) => {
    setServerError(null);
    try {
      await forgotByEmail(fields.username, fields.email);
      setSent(true);
    } catch (e) {
      setServerError(errorText(t, e));
    }
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="auth-form" aria-label={t('forgot_by_email')}>
      <TextField label={t('username')} placeholder={t('username')} requiredMark autoComplete="username" error={message(errors.username?.message)} {...form.register('username')} />
      <TextField label={t('email')} placeholder={t('email')} requiredMark type="email" autoComplete="email" error={message(errors.email?.message)} {...form.register('email')} />
      {serverError ? <p role="alert" className="auth-form__error">{serverError}</p> : null}
      <Button type="submit" busy={isSubmitting}>
        {t('common:submit')}
      </Button>
      <ConfirmDialog open={sent} title={t('forgot_email_sent_title')} message={t('forgot_email_sent_body')} onConfirm={onDone} />
    </form>
  );
}
