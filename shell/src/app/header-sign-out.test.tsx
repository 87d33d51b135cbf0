import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@site/shared';
import { whitelabel } from '../../test/fixtures';
import { mockHttp, ok } from '../../test/http-mock';
import { renderWithShell } from '../../test/render';
import { SignOutButton } from '../features/auth';
import { Header } from '../features/header';
import { seedSiteConfig } from '../../test/site-cache';

/** The header's avatar menu with the auth feature's sign-out item, composed as ShellLayout composes them. */
describe('sign out from the avatar menu', () => {
  it('confirms inside the open menu and signs out', async () => {
    const h = mockHttp({ 'DELETE /wps/session/logout': () => ok(null) });
    seedSiteConfig({ whitelabel: whitelabel() });
    useSessionStore.getState().setSession({ token: 't', account: 'demo', nickname: 'Demo Player' });
    renderWithShell(<Header signOut={<SignOutButton className="avatar-menu__item" />} />, { route: '/live' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Demo Player/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument());
    expect(h.callsTo('DELETE /wps/session/logout')).toHaveLength(1);
    expect(useSessionStore.getState().token).toBeNull();
    h.restore();
  });
});
