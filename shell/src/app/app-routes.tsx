import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Spinner } from '@site/shared';
import { OverlayHost, overlayBackground } from '../federation';
import { layoutForPath, RESET_PASSWORD_PATH } from './layout-rules';
import { aliasTarget } from './path-aliases';
import { LoginGuard } from './login-guard';
import { RemoteRoute } from './remote-route';
import { ShellLayout } from './shell-layout';
import { TabBar } from '../features/tab-bar';

// Pages most visitors never open load on demand, keeping the home page's first load small.
const LoginPage = lazy(() => import('./pages').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./pages').then((m) => ({ default: m.RegisterPage })));
const ResetPasswordPage = lazy(() =>
  import('../features/auth').then((m) => ({ default: m.ResetPasswordPage })),
);
const HelpOverHome = lazy(() => import('./pages').then((m) => ({ default: m.HelpOverHome })));
const HelpPage = lazy(() => import('../features/help').then((m) => ({ default: m.HelpPage })));
const DownloadPage = lazy(() => import('../features/download').then((m) => ({ default: m.DownloadPage })));

/** `/slots` and the other natural paths redirect to their lobby (path-aliases.ts); anything else is a remote's. */
function AliasOrRemote() {
  const { pathname, search, hash } = useLocation();
  const target = aliasTarget(pathname);
  return target ? <Navigate to={`${target}${search}${hash}`} replace /> : <RemoteRoute />;
}

/**
 * The shell's routes (docs/site-rules.md "Routes"). Shell-owned pages are listed; everything else goes to the remote that owns the
 * path (route-table.ts) or to the not-found page. The home aliases `/`, `/index`, `/index.html`, `/home` are
 * lobby paths.
 */
export function AppRoutes() {
  const location = useLocation();
  // An overlay URL (/member/<page>, /agent/<page>) renders the page it was opened over, or home
  // for a deep link; the overlay host draws the overlay on top (federation/overlay-host.tsx).
  const background = overlayBackground(location);
  const page = background ?? location;
  return (
    <Suspense fallback={<Spinner />}>
      <Routes location={page}>
        <Route element={<LoginGuard />}>
          <Route path="/helpmc" element={<HelpPage />} />
          <Route element={<ShellLayout />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/register.html" element={<RegisterPage />} />
            <Route path={RESET_PASSWORD_PATH} element={<ResetPasswordPage />} />
            <Route path="/help" element={<HelpOverHome />} />
            <Route path="/down" element={<DownloadPage />} />
            <Route path="*" element={<AliasOrRemote />} />
          </Route>
        </Route>
      </Routes>
      <OverlayHost />
      {/* Outside the background routes: it reads the real URL, to mark an open overlay's page and stay above it.
          Pages without the header go without it: the page under an overlay decides. */}
      {layoutForPath(page.pathname).header ? <TabBar /> : null}
    </Suspense>
  );
}
