import { useSessionStore } from '@site/shared';
import type { LoginResult } from '@site/shared/schemas';

export type LoginType = 'username' | 'sms' | 'freeplay';

export interface AfterLoginDeps {
  navigateHome: () => void;
  closePopup: () => void;
  openForcedPasswordChange: () => void;
  loadMemberInfo: () => Promise<void>;
  showAfterLoginModal: (firstTime: boolean) => void;
}

/**
 * docs/site-rules.md "Flows", in this exact order: store user info and token; first-login action; close the popup;
 * go home; then either the forced change-password modal (weak default or expired password — the server folds
 * both into `passwordExpired`, honouring the expiry-enforcement flag — and never for SMS logins, which used no
 * password) or member info followed by the after-login modal.
 */
export async function runAfterLogin(
  result: LoginResult,
  type: LoginType,
  deps: AfterLoginDeps,
): Promise<void> {
  useSessionStore.getState().setSession({
    token: result.token,
    account: result.account,
    username: result.account,
    customerId: String(result.customerId),
    nickname: result.nickname,
    isAgent: result.isAgent,
    publicityClose: false,
  });
  // First-login action: the after-login modal greets a first-time player instead of only listing notices.
  const firstTime = result.firstTimeLogin;
  deps.closePopup();
  deps.navigateHome();
  if (result.passwordExpired && type === 'username') {
    deps.openForcedPasswordChange();
    return;
  }
  await deps.loadMemberInfo().catch(() => undefined);
  deps.showAfterLoginModal(firstTime);
}
