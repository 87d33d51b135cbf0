import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@site/shared';
import { memberInfo } from '../../../../test/fixtures';
import { mockHttp, ok } from '../../../../test/http-mock';
import { renderWithShell } from '../../../../test/render';
import { SignOutButton } from './sign-out-button';
import { seedMemberInfo, cachedMemberInfo } from '../../../../test/site-cache';

beforeEach(() => {
  useSessionStore.getState().setSession({ token: 't', account: 'a1', isAgent: 1, merchant: 'M1' });
  seedMemberInfo(memberInfo());
});

describe('SignOutButton', () => {
  it('does nothing when the player cancels', async () => {
    const http = mockHttp({ 'DELETE /wps/session/logout': () => ok(null) });
    renderWithShell(<SignOutButton />, { route: '/live' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Are you sure you want to sign out?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(http.calls).toHaveLength(0);
    expect(useSessionStore.getState().token).toBe('t');
    http.restore();
  });

  it('after confirmation: logout call, session cleared, merchant kept, member reset, home', async () => {
    const http = mockHttp({ 'DELETE /wps/session/logout': () => ok(null) });
    renderWithShell(<SignOutButton />, { route: '/live' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/$/));
    expect(useSessionStore.getState().token).toBeNull();
    expect(http.callsTo('DELETE /wps/session/logout')).toHaveLength(1);
    expect(useSessionStore.getState().merchant).toBe('M1');
    expect(useSessionStore.getState().isAgent).toBe(0);
    expect(cachedMemberInfo()).toBeUndefined();
    expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/$/);
    http.restore();
  });
});
