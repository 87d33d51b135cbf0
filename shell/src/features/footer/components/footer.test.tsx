import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@site/shared';
import { whitelabel } from '../../../../test/fixtures';
import { mockHttp, ok } from '../../../../test/http-mock';
import { renderWithShell } from '../../../../test/render';
import { useShellUi } from '../../../stores/shell-ui-store';
import { Footer } from './footer';
import { seedSiteConfig } from '../../../../test/site-cache';

function api() {
  return mockHttp({
    'GET /wps/system/helpCenter': () => ok([{ id: 3, title: 'How to deposit', content: '<p>x</p>' }]),
    'GET /wps/games/vendors': () =>
      ok([
        {
          gameType: 'RNG',
          vendors: [
            {
              vassalage: 'PG',
              accountTypeName: 'PG',
              displayName: 'PG Soft',
              maintenance: false,
              isGame: '',
              gameClassify: [],
            },
          ],
        },
      ]),
    'PUT /wps/feedback': () => ok(null),
  });
}

beforeEach(() => {
  useSessionStore.getState().clearSession();
  useShellUi.setState({ modal: null });
  seedSiteConfig({ whitelabel: whitelabel() });
});

describe('Footer', () => {
  it('lists help topics linking to /help#topic, provider logos and the copyright of this year', async () => {
    const h = api();
    renderWithShell(<Footer />);
    expect(await screen.findByRole('link', { name: 'How to deposit' })).toHaveAttribute(
      'href',
      '/help#topic-3',
    );
    expect(await screen.findByRole('img', { name: 'PG Soft' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
    h.restore();
  });

  it('asks a visitor to log in before giving feedback', async () => {
    const h = api();
    renderWithShell(<Footer />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Feedback and complaints' }));
    expect(useShellUi.getState().modal).toEqual({ kind: 'auth', tab: 'login' });
    h.restore();
  });

  it('refuses more than 140 characters and sends a valid message', async () => {
    const h = api();
    useSessionStore.getState().setSession({ token: 't' });
    renderWithShell(<Footer />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Feedback and complaints' }));
    const box = screen.getByLabelText('Your feedback');
    await user.click(box);
    await user.paste('x'.repeat(141));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please limit your content to 140 characters');
    expect(h.callsTo('PUT /wps/feedback')).toHaveLength(0);
    await user.clear(box);
    await user.paste('Great site');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(h.callsTo('PUT /wps/feedback')).toHaveLength(1));
    expect(h.callsTo('PUT /wps/feedback')[0]?.body).toEqual({ content: 'Great site' });
    expect(await screen.findByText('Thank you, we have received your feedback.')).toHaveAttribute(
      'role',
      'status',
    );
    h.restore();
  });
});
