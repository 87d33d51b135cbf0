import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { getQueryClient, useSessionStore } from '@site/shared';
import type { LoginResult } from '@site/shared/schemas';
import { useShellUi } from '../stores/shell-ui-store';
import { memberInfoQuery } from '../api/get-member-info';
import { runAfterLogin, type LoginType } from '../lib/after-login';

/** Loads member info fresh into the query cache and mirrors the label badge into the session (kept across reloads). */
export async function refreshMemberInfo(): Promise<void> {
  const info = await getQueryClient().fetchQuery({ ...memberInfoQuery(), staleTime: 0 });
  useSessionStore
    .getState()
    .setSession({ nickname: info.nickname, isAgent: info.isAgent, memberLabel: info.memberLabel[0] ?? null });
}

/** Binds the docs/site-rules.md "Flows" after-login sequence to the router and the shell stores. */
export function useCompleteLogin(): (result: LoginResult, type: LoginType) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    (result, type) => {
      useShellUi.getState().setLoginCompleting(true);
      return runAfterLogin(result, type, {
        navigateHome: () => navigate('/'),
        closePopup: () => useShellUi.getState().close(),
        openForcedPasswordChange: () => useShellUi.getState().open({ kind: 'change-password', forced: true }),
        loadMemberInfo: refreshMemberInfo,
        showAfterLoginModal: (firstTime) => useShellUi.getState().setAfterLogin({ firstTime }),
      }).finally(() => useShellUi.getState().setLoginCompleting(false));
    },
    [navigate],
  );
}
