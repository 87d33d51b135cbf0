import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { QRCodeSVG } from 'qrcode.react';
import { Button, ErrorState, Spinner, TextField } from '@site/shared';
import { errorText } from '../../../lib/model/error-text';
import { useCompleteEnrolment, useEnrolment } from '../api/enrol';

const MIN_PASSWORD = 12;

/**
 * The one-time enrolment link (`/bo/enrol?token=…`): scan the QR code (or type the secret), choose a password,
 * prove the app with its first code; the recovery codes are shown once, here.
 */
export function EnrolPage() {
  const { t } = useTranslation('bo');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const info = useEnrolment(token);
  const complete = useCompleteEnrolment();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const mismatch = confirm !== '' && confirm !== password;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD || mismatch) return;
    complete.mutate({ token, password, code: code.trim() });
  };

  let body;
  if (!token) body = <ErrorState message={t('enrol.noToken')} />;
  else if (info.isPending) body = <Spinner />;
  else if (info.error) body = <ErrorState message={errorText(t, info.error)} />;
  else if (complete.data)
    body = (
      <div className="bo-form">
        <p role="status">{t('enrol.done')}</p>
        <p>{t('enrol.recoveryHint')}</p>
        <ul className="bo-recovery" aria-label={t('enrol.recoveryCodes')}>
          {complete.data.recoveryCodes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ul>
        <Link className="ui-button ui-button--primary" to="/sign-in">
          {t('enrol.toSignIn')}
        </Link>
      </div>
    );
  else
    body = (
      <form className="bo-form" onSubmit={submit}>
        <p>{t('enrol.intro', { account: info.data.account })}</p>
        <div className="bo-qr">
          <QRCodeSVG value={info.data.otpauthUrl} size={184} marginSize={2} title={t('enrol.qrTitle')} />
        </div>
        <p>
          {t('enrol.secret')} <code data-testid="totp-secret">{info.data.secret}</code>
        </p>
        <TextField
          label={t('enrol.password')}
          type="password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <TextField
          label={t('enrol.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={mismatch ? t('enrol.mismatch') : undefined}
          required
        />
        <TextField
          label={t('enrol.firstCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          required
        />
        {complete.error ? (
          <p className="bo-error" role="alert">
            {errorText(t, complete.error)}
          </p>
        ) : null}
        <Button type="submit" busy={complete.isPending}>
          {t('enrol.submit')}
        </Button>
      </form>
    );

  return (
    <main className="bo-auth">
      <section className="bo-auth__card" aria-labelledby="enrol-title">
        <h1 id="enrol-title">{t('enrol.title')}</h1>
        {body}
      </section>
    </main>
  );
}
