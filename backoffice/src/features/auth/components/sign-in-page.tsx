import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button, TextField } from '@site/shared';
import { useMe } from '../../../lib/api/get-me';
import { dropDeskAnswers, type SignInState } from '../../../lib/hooks/use-session-expiry';
import { errorText } from '../../../lib/model/error-text';
import { useStartSignIn, useVerifySignIn } from '../api/sign-in';

/** Sign-in in two steps: account and password, then the 6-digit code of the authenticator app. */
export function SignInPage() {
  const { t } = useTranslation('bo');
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const start = useStartSignIn();
  const verify = useVerifySignIn();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const ticket = start.data?.ticket;
  const state = location.state as SignInState | null;
  const from = state?.from ?? '/';
  const client = useQueryClient();
  const expired = Boolean(state?.expired);
  useEffect(() => {
    if (expired) dropDeskAnswers(client);
  }, [expired, client]);

  // After an ended session the cached "me" may outlive it for a moment: only a fresh sign-in leaves this page then.
  if (me.data && !state?.expired) return <Navigate to={from} replace />;

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    start.mutate({ account: account.trim(), password });
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!ticket) return;
    verify.mutate({ ticket, code: code.trim() }, { onSuccess: () => navigate(from, { replace: true }) });
  };

  return (
    <main className="bo-auth">
      <section className="bo-auth__card" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">{t('auth.title')}</h1>
        {state?.expired && !ticket ? (
          <p className="bo-warning" role="status" data-testid="session-expired">
            {t('auth.expired')}
          </p>
        ) : null}
        {!ticket ? (
          <form onSubmit={submitPassword} className="bo-form">
            <TextField
              label={t('auth.account')}
              autoComplete="username"
              value={account}
              onChange={(event) => setAccount(event.target.value)}
              required
            />
            <TextField
              label={t('auth.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
            {start.error ? (
              <p className="bo-error" role="alert">
                {errorText(t, start.error)}
              </p>
            ) : null}
            <Button type="submit" busy={start.isPending}>
              {t('auth.continue')}
            </Button>
          </form>
        ) : (
          <form onSubmit={submitCode} className="bo-form">
            <p>{t('auth.codeHint')}</p>
            <TextField
              label={t('auth.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}|[A-Za-z0-9-]{8,20}"
              maxLength={20}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              required
              autoFocus
            />
            {verify.error ? (
              <p className="bo-error" role="alert">
                {errorText(t, verify.error)}
              </p>
            ) : null}
            <Button type="submit" busy={verify.isPending}>
              {t('auth.signIn')}
            </Button>
            <Button variant="ghost" onClick={() => start.reset()}>
              {t('auth.back')}
            </Button>
          </form>
        )}
      </section>
    </main>
  );
}
