import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { FEATURE_FLAGS } from '@site/shared/schemas';
import { boI18n } from '../../../app/i18n';
import { fakeApi } from '../../../test-utils/fake-api';
import { SitePage } from './site-page';

const site = {
  status: { mode: 'normal' },
  flags: [
    { flag: 'socialLogin', enabled: true, parent: null },
    { flag: 'socialLoginGoogle', enabled: false, parent: 'socialLogin' },
  ],
  registerRules: {
    username: {
      enabled: true,
      required: true,
      acceptedPattern: '*',
      patternId: 1,
      minLength: 4,
      maxLength: 16,
    },
  },
};
const staff = (permissions: string[]) => ({
  id: 1,
  account: 'a',
  displayName: 'A',
  role: 'owner',
  permissions,
});

function renderSite() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={boI18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SitePage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('Site screen', () => {
  it('names each flag with what it does, under its module; a read-only role gets no button', async () => {
    fakeApi((call) => {
      if (call.url === '/wps/staff/me') return { value: staff(['system.read']) };
      if (call.url === '/wps/admin/system/site') return { value: site };
      return undefined;
    });
    renderSite();
    expect(await screen.findByText('Sign-in with a Google account.')).toBeInTheDocument();
    expect(screen.getByText(/under Social sign-in/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Turn/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save status' })).toBeNull();
  });

  it('turns a flag on with the reason the audit keeps', async () => {
    const calls = fakeApi((call) => {
      if (call.url === '/wps/staff/me') return { value: staff(['system.read', 'system.manage']) };
      if (call.url === '/wps/admin/system/site') return { value: site };
      if (call.url === '/wps/admin/system/flags/socialLoginGoogle')
        return {
          value: {
            flags: Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])),
            status: { mode: 'normal' },
          },
        };
      return undefined;
    });
    renderSite();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on “Google”' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'launch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/wps/admin/system/flags/socialLoginGoogle')?.body).toEqual({
        value: true,
        reason: 'launch',
      }),
    );
  }, 20_000);
});
