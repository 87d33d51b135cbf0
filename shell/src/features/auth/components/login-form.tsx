import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, TextField } from '@site/shared';
import type { TwoFactorChallenge } from '@site/shared/schemas';
import { useShellUi } from '../../../stores/shell-ui-store';
import { login } from '../api/login';
import { useCaptcha } from '../../../hooks/use-captcha';
import { useCompleteLogin } from '../../../hooks/use-complete-login';
import { errorText } from '../../../lib/error-text';
import { forgetRememberedLogin, readRememberedLogin, saveRememberedLogin } from '../lib/remember-cookie';
import { CaptchaBox } from '../../../components/captcha-box';
import { TwoFactorStep } from './two-factor-step';

const formSchema = z.object({
  username: z.string().trim().min(1, 'username_required'),
  password: z.string().trim().min(1, 'password_required'),
  captcha: z.string().trim(),
  remember: z.boolean(),
});
type LoginFields = z.infer<typeof formSchema>;

/** Username/password login (docs/site-rules.md "Flows"): captcha only after a failure says so; 2FA step for a new IP. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const remembered = readRememberedLogin();
  const captcha = useCaptcha();
  const completeLogin = useCompleteLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const form = useForm<LoginFields>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      username: remembered?.username ?? '',
      password: '',
      captcha: '',
      remember: Boolean(remembered?.username),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (fields: LoginFields) => {
    if (captcha.visible && !fields.captcha) {
      form.setError('captcha', { message: 'captcha_required' });
      return;
    }
    setServerError(null);
    const outcome = await login({
      type: 'username',
      username: fields.username,
      password: fields.password,
      ...(captcha.visible && captcha.captcha
        ? { captcha: fields.captcha, captchaId: captcha.captcha.captchaId }
        : {}),
    });
    if (fields.remember) saveRememberedLogin({ username: fields.username });
    else forgetRememberedLogin();
    if (outcome.kind === 'ok') return completeLogin(outcome.result, 'username');
    if (outcome.kind === 'two-factor') return setChallenge(outcome.challenge);
    setServerError(errorText(t, outcome.error));
    form.setValue('captcha', '');
    // A captcha is single use: any failure while it is shown needs a fresh image.
    if (outcome.captcha || captcha.visible) captcha.show();
  };

  if (challenge)
    return <TwoFactorStep challenge={challenge} onDone={(r) => void completeLogin(r, 'username')} />;

  const message = (key?: string) => (key ? t(key) : undefined);
  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className="auth-form"
      aria-label={t('login_title')}
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
        label={t('password')}
        placeholder={t('password')}
        requiredMark
        type="password"
        revealable
        autoComplete="current-password"
        error={message(errors.password?.message)}
        {...form.register('password')}
      />
      {captcha.visible ? (
        <CaptchaBox
          captcha={captcha.captcha}
          onRefresh={captcha.refresh}
          error={message(errors.captcha?.message)}
          {...form.register('captcha')}
        />
      ) : null}
      <div className="auth-form__row">
        <label className="ui-check">
          <input type="checkbox" {...form.register('remember')} /> {t('remember_me')}
        </label>
        <button
          type="button"
          className="ui-link"
          onClick={() => useShellUi.getState().open({ kind: 'forgot-password' })}
        >
          {t('forgot_password')}
        </button>
      </div>
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
