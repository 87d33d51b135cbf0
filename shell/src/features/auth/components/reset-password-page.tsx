import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, ConfirmDialog, TextField, useSessionStore } from '@site/shared';
import { buildFieldSchema, fieldMessageOf, type FieldMessage } from '@site/shared/schemas';
import { registerSettingsQuery } from '../../../api/get-register-settings';
import { errorText } from '../../../lib/error-text';
import { resetPassword } from '../api/forgot-password';
import { messageText } from '../../register';

interface Fields {
  newPassword: string;
  confirmNewPassword: string;
}

let rememberedToken: string | null = null;

/**
 * Takes the reset token out of `?token=` and out of the address bar and history at once (history.replaceState), so
 * it is not left in history, bookmarks or a shared screen. It is kept in memory for the page's life: the page may
 * mount again (layout and guard settling) after the URL no longer has it.
 */
function takeTokenFromUrl(): string | null {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    rememberedToken = fromUrl;
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return rememberedToken;
}

/** Forgets a remembered token (after a reset, and between tests). */
export function forgetResetToken(): void {
  rememberedToken = null;
}

/**
 * /reset-password?token=…: the page the reset mail links to (issue 16). A new password and its confirmation, with
 * the operator's password rule; on success every session of the account has ended, so this browser signs out too.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [token] = useState(takeTokenFromUrl);
  const rule = useQuery(registerSettingsQuery()).data?.rules.password;
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<Fields>({ defaultValues: { newPassword: '', confirmNewPassword: '' } });
  const { isSubmitting } = form.formState;

  const check = (fields: Fields) => {
    const found: Partial<Record<keyof Fields, string>> = {};
    if (!fields.newPassword) found.newPassword = t('new_password_required');
    else if (rule) {
      const issue = buildFieldSchema({ ...rule, enabled: true, required: true }, 'password').safeParse(
        fields.newPassword,
      ).error?.issues[0];
      if (issue)
        found.newPassword = messageText(
          t,
          fieldMessageOf(issue as { message: string; params?: Record<string, unknown> }) as FieldMessage,
        );
    }
    if (!fields.confirmNewPassword) found.confirmNewPassword = t('confirm_password_required');
    else if (fields.confirmNewPassword !== fields.newPassword)
      found.confirmNewPassword = t('password_mismatch');
    return found;
  };

  const onSubmit = async (fields: Fields) => {
    setServerError(null);
    const found = check(fields);
    setErrors(found);
    if (Object.keys(found).length > 0 || !token) return;
    try {
      await resetPassword({ token, ...fields });
      forgetResetToken();
      // The server ended every session of the account, this one included.
      useSessionStore.getState().clearSession();
      form.reset();
      setDone(true);
    } catch (e) {
      setServerError(errorText(t, e));
    }
  };

  return (
    <section className="auth-page" aria-labelledby="reset-password-title">
      <h1 id="reset-password-title">{t('reset_title')}</h1>
      {token ? (
        <form
          onSubmit={form.handleSubmit(onSubmit)}
          noValidate
          className="auth-form"
          aria-label={t('reset_title')}
        >
          <p className="auth-form__notice">{t('reset_help')}</p>
          <TextField
            label={t('new_password')}
            type="password"
            revealable
            requiredMark
            placeholder={t('new_password')}
            autoComplete="new-password"
            error={errors.newPassword}
            {...form.register('newPassword')}
          />
          <TextField
            label={t('confirm_password')}
            type="password"
            revealable
            requiredMark
            placeholder={t('confirm_password')}
            autoComplete="new-password"
            error={errors.confirmNewPassword}
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
      ) : (
        <p role="alert">{t('reset_link_missing')}</p>
      )}
      <Link to="/login">{t('login')}</Link>
      <ConfirmDialog
        open={done}
        title={t('reset_done_title')}
        message={t('reset_done_body')}
        onConfirm={() => navigate('/login', { replace: true })}
      />
    </section>
  );
}
