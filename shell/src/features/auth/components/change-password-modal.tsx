import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { Button, Modal, TextField, refreshBalance } from '@site/shared';
import { useShellUi } from '../../../stores/shell-ui-store';
import { changePassword } from '../api/change-password';
import { refreshMemberInfo } from '../../../hooks/use-complete-login';
import { errorText } from '../../../lib/error-text';

const formSchema = z
  .object({
    oldPassword: z.string().min(1, 'old_password_required'),
    newPassword: z.string().min(1, 'new_password_required'),
    confirmNewPassword: z.string().min(1, 'confirm_password_required'),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: 'password_mismatch',
    path: ['confirmNewPassword'],
  });
type Fields = z.infer<typeof formSchema>;

/**
 * Change password (docs/site-rules.md "Flows", "Input rules"). In forced mode (weak default or expired password right after login) it cannot be
 * dismissed. Success: reload member info, close, go home.
 */
export function ChangePasswordModal() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const modal = useShellUi((s) => s.modal);
  const close = useShellUi((s) => s.close);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Fields>({
    resolver: zodResolver(formSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  if (modal?.kind !== 'change-password') return null;
  const { errors, isSubmitting } = form.formState;
  const message = (key?: string) => (key ? t(key) : undefined);

  const onSubmit = async (fields: Fields) => {
    setServerError(null);
    try {
      await changePassword(fields);
      await refreshMemberInfo().catch(() => undefined);
      // Until the forced change the server refused the balance (403 PASSWORD_CHANGE_REQUIRED): fetch it now.
      if (modal.forced) await refreshBalance().catch(() => undefined);
      form.reset();
      close();
      navigate('/');
    } catch (e) {
      setServerError(errorText(t, e));
    }
  };

  return (
    <Modal
      open
      onClose={close}
      dismissible={!modal.forced}
      closeOnOutsideClick={!modal.forced}
      title={t('change_password_title')}
    >
      {modal.forced ? <p className="auth-form__notice">{t('password_change_forced')}</p> : null}
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        className="auth-form"
        aria-label={t('change_password_title')}
      >
        <TextField
          label={t('old_password')}
          type="password"
          revealable
          requiredMark
          placeholder={t('old_password')}
          autoComplete="current-password"
          error={message(errors.oldPassword?.message)}
          {...form.register('oldPassword')}
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
    </Modal>
  );
}
