import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { Slot, useSessionStore } from '@site/shared';
import { RemoteOutlet } from '../federation';
import { LoginPanel } from '../features/auth';
import { HelpOverlay } from '../features/help';
import { RegisterForm } from '../features/register';

/** /login: the guard's target; a logged-in player has nothing to do here and goes home. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  if (loggedIn) return <Navigate to="/" replace />;
  return (
    <section className="auth-page" aria-labelledby="login-page-title">
      <h1 id="login-page-title">{t('login_title')}</h1>
      <LoginPanel />
      <Link to="/register">{t('register')}</Link>
    </section>
  );
}

/**
 * /register and /register.html: title, new-player promotions, (tabs +) form, link home (docs/site-rules.md "Screens"). The promotions
 * are the promotions remote's widget, composed by slot name: registration never depends on that remote loading.
 */
export function RegisterPage() {
  const { t } = useTranslation('register');
  return (
    <section className="auth-page register-page" aria-labelledby="register-page-title">
      <h1 id="register-page-title">{t('page_title')}</h1>
      <Slot name="promotions.new-player-slider" />
      <RegisterForm mode="page" />
      <Link to="/">{t('back_home')}</Link>
    </section>
  );
}

/**
 * /help: home underneath, the help centre over it. The lobby remote renders home for any path it does not own
 * (its `*` route); a `<Routes location="/">` override is not possible under the /help route (react-router requires
 * the override to start with the matched base).
 */
export function HelpOverHome() {
  return (
    <>
      <RemoteOutlet remote="mfe_lobby" />
      <HelpOverlay />
    </>
  );
}
