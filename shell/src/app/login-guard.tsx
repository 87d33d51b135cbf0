import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSessionStore } from '@site/shared';
import { useFlag } from '../hooks/use-whitelabel';
import { guardRedirect } from './layout-rules';

/** docs/site-rules.md "Routes" guard: with 'login required for home' on, a visitor without a token goes to /login (open paths aside). */
export function LoginGuard() {
  const { pathname } = useLocation();
  const loginRequired = useFlag('loginRequiredForHome');
  const hasToken = useSessionStore((s) => Boolean(s.token));
  const target = guardRedirect(pathname, loginRequired, hasToken);
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
