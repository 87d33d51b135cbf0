import { act, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@site/shared';
import type { SystemStatus } from '@site/shared/schemas';
import { whitelabel } from '../../test/fixtures';
import { mockHttp, ok } from '../../test/http-mock';
import { renderWithShell } from '../../test/render';
import { AppRoutes } from './app-routes';
import { SystemGate } from './system-gate';
import { seedSiteConfig } from '../../test/site-cache';

const status = (patch: Partial<SystemStatus>): SystemStatus => ({
  status: 0,
  maintenance: false,
  maintenanceEnd: null,
  regionRestriction: false,
  ip: '203.0.113.9',
  country: 'FR',
  ...patch,
});

function api() {
  return mockHttp({
    'GET /wps/system/setting/register': () =>
      ok({
        rules: {},
        usernameRegistration: true,
        mobileRegistration: false,
        smsVerification: false,
        nationalityOccupationIncome: false,
        ageLimit: 18,
      }),
    'GET /wps/system/dropdown': () => ok([]),
    'GET /wps/system/helpCenter': () => ok([{ id: 1, title: 'Deposits', content: '<p>How</p>' }]),
    'GET /wps/system/banners': () => ok([]),
    'GET /wps/announcements': () => ok({ list: [], page: 1, totalPages: 1, total: 0 }),
    'GET /wps/games/vendors': () => ok([]),
  });
}

function renderAt(route: string) {
  return renderWithShell(
    <SystemGate>
      <AppRoutes />
    </SystemGate>,
    { route },
  );
}

beforeEach(() => {
  useSessionStore.getState().clearSession();
  seedSiteConfig({ whitelabel: whitelabel(), status: status({}), registerSettings: null });
});

describe('routes', () => {
  it('gives unknown paths a real not-found page', async () => {
    const h = api();
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    h.restore();
  });

  it.each(['/register', '/register.html'])(
    '%s renders the registration page with the w_reg banner',
    async (route) => {
      const h = api();
      renderAt(route);
      expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
      await waitFor(() => expect(h.callsTo('GET /wps/system/banners')[0]).toBeDefined());
      expect(await screen.findByRole('img', { name: 'Join us' })).toBeInTheDocument();
      h.restore();
    },
  );

  it('/helpmc is a standalone page without the shell chrome', async () => {
    const h = api();
    renderAt('/helpmc');
    expect(await screen.findByRole('heading', { name: 'Help centre', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Deposits' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    h.restore();
  });

  it('/down shows both install guides', async () => {
    const h = api();
    renderAt('/down');
    expect(await screen.findByRole('heading', { name: 'Install on iOS' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Install on Android' })).toBeInTheDocument();
    h.restore();
  });
});

describe('the page\'s first-screen frame (docs/performance.md "First screen in the page")', () => {
  const addFrame = () => {
    const frame = document.createElement('div');
    frame.id = 'boot-frame';
    document.body.prepend(frame);
  };

  it('is taken away by a page that shows no banner', async () => {
    const h = api();
    addFrame();
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.getElementById('boot-frame')).toBeNull();
    h.restore();
  });

  it('is taken away by the maintenance page', async () => {
    const h = api();
    seedSiteConfig({
      whitelabel: whitelabel(),
      status: status({ status: 1, maintenance: true }),
      registerSettings: null,
    });
    addFrame();
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeInTheDocument();
    expect(document.getElementById('boot-frame')).toBeNull();
    h.restore();
  });
});

describe('before the whitelabel call answers', () => {
  it('renders the chrome without looping on empty config', async () => {
    const h = api();
    seedSiteConfig({ whitelabel: null, status: null });
    renderAt('/down');
    expect(await screen.findByRole('heading', { name: 'Install on iOS' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    h.restore();
  });
});

describe('login-required guard', () => {
  it('sends a visitor from home to /login when the flag is on', async () => {
    const h = api();
    seedSiteConfig({ whitelabel: whitelabel({ loginRequiredForHome: true }) });
    renderAt('/');
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent('/login'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    h.restore();
  });

  it('lets a visitor open /register under the flag', async () => {
    const h = api();
    seedSiteConfig({ whitelabel: whitelabel({ loginRequiredForHome: true }) });
    renderAt('/register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    h.restore();
  });

  it('lets a member with a token stay on /live', async () => {
    const h = api();
    seedSiteConfig({ whitelabel: whitelabel({ loginRequiredForHome: true }) });
    useSessionStore.getState().setSession({ token: 't' });
    renderAt('/down');
    expect(await screen.findByRole('heading', { name: 'App download', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('current path')).toHaveTextContent('/down');
    h.restore();
  });
});

describe('system status', () => {
  it('replaces the site with the maintenance page (status 1)', async () => {
    const h = api();
    seedSiteConfig({
      status: status({ status: 1, maintenance: true, maintenanceEnd: '2030-01-01T10:00:00Z' }),
    });
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'System maintenance' })).toBeInTheDocument();
    expect(screen.getByText(/Expected to end at/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    h.restore();
  });

  it('replaces the site with the blocked page showing IP and country (status 2)', async () => {
    const h = api();
    seedSiteConfig({ status: status({ status: 2, regionRestriction: true }) });
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByText('203.0.113.9')).toBeInTheDocument();
    expect(screen.getByText('FR')).toBeInTheDocument();
    // The cache tells its observers on the next tick, as when the status query answers.
    act(() => seedSiteConfig({ status: status({}) }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Access restricted' })).not.toBeInTheDocument(),
    );
    h.restore();
  });
});
