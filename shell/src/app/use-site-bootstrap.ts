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
import { forgetMemberInfo } from '../api/get-member-info';
import { useShellUi } from '../stores/shell-ui-store';
import { systemStatusQuery } from '../features/system';
import { announceStartLanguage } from './shell-i18n';
import { RESET_PASSWORD_PATH } from './layout-rules';

/**
 * Trades a one-time `?token=` ticket from the URL for a session (docs/site-rules.md "Flows"). Not on the
 * password-reset page: its `?token=` is the reset link's secret, which that page takes and sends only to the reset call.
 */
async function exchangeUrlTicket(): Promise<void> {
  const url = new URL(window.location.href);
  const ticket = url.searchParams.get('token');
  if (!ticket || url.pathname === RESET_PASSWORD_PATH) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  const r = loginResultSchema.parse(await apiPost<unknown>('/wps/session/exchange', { ticket }));
  useSessionStore.getState().setSession({
    token: r.token,
    account: r.account,
    username: r.account,
    customerId: String(r.customerId),
    nickname: r.nickname,
    isAgent: r.isAgent,
  });
}

/**
 * Start-up: whitelabel (flags, default language) and system status into the page's query cache, the URL ticket, then
 * member info and balance for a restored session. Also wires the bus requests the shell answers (login popup, expired session).
 */
export function useSiteBootstrap(): void {
  useEffect(() => {
    // Through the page's query cache: the lobby's download block reads the same entry, one request per page.
    getQueryClient()
      .fetchQuery(whitelabelQuery())
      .then((w) => {
        useSessionStore.getState().setSession({ merchant: w.merchantCode });
        announceStartLanguage(w.defaultLanguage);
      })
      .catch(() => announceStartLanguage());
    void getQueryClient().prefetchQuery(systemStatusQuery());
    exchangeUrlTicket()
      .catch(() => undefined)
      .finally(() => {
        if (!useSessionStore.getState().token) return;
        refreshMemberInfo().catch(() => undefined);
        refreshBalance().catch(() => undefined);
      });

    const offLogin = on('auth:login-requested', () =>
      useShellUi.getState().open({ kind: 'auth', tab: 'login' }),
    );
    const offExpired = on('session:expired', () => {
      forgetMemberInfo();
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
