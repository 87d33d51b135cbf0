import { useEffect } from 'react';
import {
  apiPost,
  followSessionBalance,
  getQueryClient,
  on,
  refreshBalance,
  useSessionStore,
  whitelabelQuery,
} from '@site/shared';
import { loginResultSchema } from '@site/shared/schemas';
import { refreshMemberInfo } from '../hooks/use-complete-login';
import { useMemberStore } from '../stores/member-store';
import { useShellUi } from '../stores/shell-ui-store';
import { useSiteConfig } from '../stores/site-config-store';
import { getSystemStatus } from '../features/system';
import { announceStartLanguage } from './shell-i18n';
import { RESET_PASSWORD_PATH } from './layout-rules';

/**
 * Trades a one-time `?token=` ticket from the URL for a session (SPEC §4 "a token in the URL query"). Not on the
 * password-reset page: its `?token=` is the reset link's secret, which that page takes and sends only to the reset call.
 */
async function exchangeUrlTicket(): Promise<void> {
  const url = new URL(window.location.href);
  const ticket = url.searchParams.get('token');
  if (!ticket || url.pathname === RESET_PASSWORD_PATH) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  const r = loginResultSchema.parse(await apiPost<unknown>('/wps/session/exchange', { ticket }));
  useSessionStore.getState().setSession({ token: r.token, account: r.account, username: r.account, customerId: String(r.customerId), nickname: r.nickname, isAgent: r.isAgent });
}

/**
 * Start-up: whitelabel (flags, default language; the site-config store is its synchronous view for flags) and system status, URL ticket, then member info and balance
 * for a restored session. Also wires the bus requests the shell answers (login popup, expired session).
 */
export function useSiteBootstrap(): void {
  useEffect(() => {
    const config = useSiteConfig.getState();
    // Through the page's query cache: the lobby's download block reads the same entry, one request per page.
    getQueryClient()
      .fetchQuery(whitelabelQuery())
      .then((w) => {
        config.setWhitelabel(w);
        useSessionStore.getState().setSession({ merchant: w.merchantCode });
        announceStartLanguage(w.defaultLanguage);
      })
      .catch(() => {
        config.setLoadError('whitelabel');
        announceStartLanguage();
      });
    getSystemStatus().then(config.setStatus, () => undefined);
    exchangeUrlTicket()
      .catch(() => undefined)
      .finally(() => {
        if (!useSessionStore.getState().token) return;
        refreshMemberInfo().catch(() => undefined);
        refreshBalance().catch(() => undefined);
      });

    const offLogin = on('auth:login-requested', () => useShellUi.getState().open({ kind: 'auth', tab: 'login' }));
    const offExpired = on('session:expired', () => {
      useMemberStore.getState().reset();
      useShellUi.getState().open({ kind: 'auth', tab: 'login' });
    });
    // A login elsewhere in the app (popup, register, forgot-by-phone) loads the balance for the header.
    const offSession = useSessionStore.subscribe((s, prev) => {
      if (s.token && s.token !== prev.token) refreshBalance().catch(() => undefined);
    });
    // Server-side balance changes (deposits, later wins, salaries) pushed to this tab while someone is logged in.
    const stopBalancePush = followSessionBalance();
    return () => {
      stopBalancePush();
      offLogin();
      offExpired();
      offSession();
    };
  }, []);
}
