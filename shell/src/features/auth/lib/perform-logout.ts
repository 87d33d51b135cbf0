import { useSessionStore } from '@site/shared';
import { forgetMemberInfo } from '../../../api/get-member-info';
import { useShellUi } from '../../../stores/shell-ui-store';
import { logout } from '../api/logout';

/**
 * docs/site-rules.md "Flows" logout, after the player confirmed: call logout, clear session storage, restore the merchant keys,
 * go home, reset login/agent/VIP state. A failing logout call (token already expired) still signs out locally.
 */
export async function performLogout(navigateHome: () => void): Promise<void> {
  const { merchant } = useSessionStore.getState();
  await logout().catch(() => undefined);
  useSessionStore.getState().clearSession();
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage disabled: the store is already cleared in memory.
  }
  if (merchant) useSessionStore.getState().setSession({ merchant });
  forgetMemberInfo();
  const ui = useShellUi.getState();
  ui.close();
  ui.setAfterLogin(null);
  navigateHome();
}
