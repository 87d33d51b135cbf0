import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import {
  ConfirmDialog,
  emit,
  Modal,
  on,
  OVERLAYS,
  overlayFromUrl,
  overlayUrl,
  Skeleton,
  Spinner,
  isAgentAccount,
  isTrialAccount,
  useSessionStore,
  type OverlayModuleProps,
  type OverlayOwner,
  type OverlayRequest,
} from '@site/shared';
import { readFederationSettings } from './federation-config';
import { loadRemoteModule } from './load-remote-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { AREA_NAMES, RemoteFallback } from './remote-fallback';
import { reportFailure, useRemoteModule } from './use-remote-module';

/** What every overlay owner exposes: `./overlay`, default export `OverlayModule<owner>`. */
export const EXPOSED_OVERLAY = 'overlay';

/** `location.state` of an overlay URL opened in the app: the page it was opened over. */
export interface OverlayLocationState {
  overlayBackground?: Location;
}

export type OverlayRefusal = 'login' | 'trial' | 'non-agent';

/** docs/site-rules.md "Access": who may open which overlay. `null` means allowed. */
export function overlayRefusal(
  owner: OverlayOwner,
  session: { loggedIn: boolean; isAgent: number },
): OverlayRefusal | null {
  if (!session.loggedIn) return 'login';
  if (isTrialAccount(session.isAgent)) return 'trial';
  if (OVERLAYS[owner].access === 'agent' && !isAgentAccount(session.isAgent)) return 'non-agent';
  return null;
}

/** The page under an overlay: where it was opened from, or home for a deep link. */
export function overlayBackground(location: Location): Location | null {
  if (!overlayFromUrl(location.pathname, location.search)) return null;
  const state = location.state as OverlayLocationState | null;
  return (
    state?.overlayBackground ?? { pathname: '/', search: '', hash: '', state: null, key: 'overlay-home' }
  );
}

/**
 * What the overlay shows while its owner's module loads: the page's shape at once (a title bar and a few rows) so a
 * deep link shows the centre immediately, not an empty box with a spinner (docs/performance.md "Deep links").
 */
function OverlaySkeleton() {
  return (
    <div className="overlay-skeleton" aria-busy="true">
      <Spinner size="small" />
      <Skeleton width="45%" height={28} />
      <Skeleton height={44} />
      <Skeleton height={44} />
      <Skeleton width="70%" height={44} />
    </div>
  );
}

function OverlayContent({
  request,
  close,
  navigate,
}: { request: OverlayRequest } & Pick<OverlayModuleProps, 'close' | 'navigate'>) {
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteModule<OverlayModuleProps>(request.owner, EXPOSED_OVERLAY, attempt, {
    place: 'overlay',
  });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // 'absent' is never the answer here (only slots ask for it); a spinner would be right for it too.
  if (state.status === 'loading' || state.status === 'absent') return <OverlaySkeleton />;
  if (state.status === 'failed')
    return <RemoteFallback remote={request.owner} stage={state.stage} onRetry={retry} />;
  const { Module: Overlay } = state;
  return (
    <RemoteErrorBoundary
      key={attempt}
      onError={(error) => reportFailure(request.owner, error, 'overlay')}
      fallback={(reset) => <RemoteFallback remote={request.owner} stage="render" onRetry={reset} />}
    >
      <Overlay page={request.page} params={request.params ?? {}} close={close} navigate={navigate} />
    </RemoteErrorBoundary>
  );
}

/** Loads the overlay modules this session may open once the browser is idle, so opening is instant. */
function usePreloadOverlays(loggedIn: boolean, isAgent: number) {
  useEffect(() => {
    if (!loggedIn) return;
    const owners = (Object.keys(OVERLAYS) as OverlayOwner[]).filter(
      (owner) => !overlayRefusal(owner, { loggedIn, isAgent }),
    );
    const preload = () =>
      owners.forEach(
        (owner) =>
          void loadRemoteModule(owner, EXPOSED_OVERLAY, readFederationSettings()).catch(() => undefined),
      );
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, 1000);
    return () => clearTimeout(timer);
  }, [loggedIn, isAgent]);
}

/**
 * The shell's overlay layer (docs/architecture.md "Overlays"): opens `overlay:open` requests in the
 * docs/site-rules.md "Screens" modal wrapper (outside click, drag, scroll lock, focus trap, Escape), keeps the URL at
 * `/member/<page>` (back closes it, a deep link opens it over home) and refuses with the login
 * popup, the real-account warning or 'Non-agents cannot log in' (docs/site-rules.md "Access").
 */
export function OverlayHost() {
  const { t } = useTranslation('federation');
  const location = useLocation();
  const navigateTo = useNavigate();
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const isAgent = useSessionStore((s) => s.isAgent);
  const [refusal, setRefusal] = useState<OverlayRefusal | null>(null);
  const request = overlayFromUrl(location.pathname, location.search);
  const openedInApp = Boolean((location.state as OverlayLocationState | null)?.overlayBackground);
  usePreloadOverlays(loggedIn, isAgent);

  const refuse = useCallback((reason: OverlayRefusal) => {
    if (reason === 'login') emit('auth:login-requested', { reason: 'overlay' });
    else setRefusal(reason);
  }, []);

  const isOpen = request !== null;
  const close = useCallback(() => {
    if (!isOpen) return;
    if (openedInApp) navigateTo(-1);
    else navigateTo('/', { replace: true });
  }, [isOpen, openedInApp, navigateTo]);

  const open = useCallback(
    (next: OverlayRequest) => {
      const reason = overlayRefusal(next.owner, { loggedIn, isAgent });
      if (reason) {
        refuse(reason);
        return;
      }
      const background = overlayBackground(location) ?? location;
      // Switching pages inside an open overlay replaces the entry, so one back always closes it.
      navigateTo(overlayUrl(next), {
        replace: Boolean(request),
        state: { overlayBackground: background } satisfies OverlayLocationState,
      });
    },
    [loggedIn, isAgent, refuse, location, request, navigateTo],
  );

  useEffect(() => on('overlay:open', open), [open]);
  useEffect(
    () =>
      on('overlay:close', ({ owner }) => {
        if (!owner || owner === request?.owner) close();
      }),
    [close, request?.owner],
  );

  // A deep link the session may not open: home, plus the refusal.
  const deepLinkRefusal = request ? overlayRefusal(request.owner, { loggedIn, isAgent }) : null;
  useEffect(() => {
    if (!deepLinkRefusal) return;
    navigateTo('/', { replace: true });
    refuse(deepLinkRefusal);
  }, [deepLinkRefusal, navigateTo, refuse]);

  const refusalDialog = (
    <ConfirmDialog
      open={refusal !== null}
      title={
        refusal === 'trial'
          ? t('common:real_account_required')
          : t('overlay.agent_only_title', { defaultValue: 'Agent centre' })
      }
      message={
        refusal === 'trial'
          ? t('header:trial_warning')
          : t('overlay.non_agent', { defaultValue: 'Non-agents cannot log in' })
      }
      onConfirm={() => setRefusal(null)}
    />
  );
  if (!request || deepLinkRefusal) return refusalDialog;
  return (
    <>
      <Modal
        open
        onClose={close}
        title={t(`area.${request.owner}`, { defaultValue: AREA_NAMES[request.owner] })}
        className="overlay-modal"
      >
        <div data-overlay={request.owner} data-overlay-page={request.page}>
          <OverlayContent
            request={request}
            close={close}
            navigate={(page, params) => open({ owner: request.owner, page, params } as OverlayRequest)}
          />
        </div>
      </Modal>
      {refusalDialog}
    </>
  );
}
