import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@site/shared';
import { mockHttp, ok } from '../../../../test/http-mock';
import { loginResult, memberInfo, whitelabel } from '../../../../test/fixtures';
import { renderWithShell } from '../../../../test/render';
import { useShellUi } from '../../../stores/shell-ui-store';
import { FreePlayButton } from './free-play-button';
import { seedSiteConfig } from '../../../../test/site-cache';

beforeEach(() => {
  useSessionStore.getState().clearSession();
  useShellUi.setState({ modal: { kind: 'auth', tab: 'login' }, afterLogin: null });
});

describe('FreePlayButton', () => {
  it('is absent when the free-play flag is off', () => {
    seedSiteConfig({ whitelabel: whitelabel({ freePlay: false }) });
    renderWithShell(<FreePlayButton />);
    expect(screen.queryByRole('button', { name: 'Free play' })).not.toBeInTheDocument();
  });

  it('signs in a trial account and runs the after-login sequence', async () => {
    seedSiteConfig({ whitelabel: whitelabel({ freePlay: true }) });
    const http = mockHttp({
      'POST /wps/session/login/freeplay': () =>
        ok(loginResult({ token: 'tok-trial', account: 'trial_ab12', isAgent: 4 })),
      'GET /wps/member/info': () => ok(memberInfo({ account: 'trial_ab12', isAgent: 4 })),
    });
    renderWithShell(<FreePlayButton />, { route: '/live' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(useShellUi.getState().afterLogin).not.toBeNull());
    expect(http.callsTo('POST /wps/session/login/freeplay')).toHaveLength(1);
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-trial', isAgent: 4 });
    expect(useShellUi.getState().modal).toBeNull();
    http.restore();
  });
});
