import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getQueryClient, useSessionStore } from '@site/shared';
import { whitelabel } from '../../../../test/fixtures';
import { mockHttp, ok } from '../../../../test/http-mock';
import { renderWithShell } from '../../../../test/render';
import { useShellUi } from '../../../stores/shell-ui-store';
import { AnnouncementPopup } from './announcement-popup';
import { NoticeBar } from './notice-bar';
import { NoticeModal } from './notice-modal';
import { seedSiteConfig } from '../../../../test/site-cache';

const item = (id: number, title: string) => ({
  id,
  title,
  content: `<p>Body ${id}</p>`,
  category: 'popup',
  audience: 'public',
  createdAt: '2026-01-01T00:00:00Z',
});

function api() {
  return mockHttp({
    'GET /wps/announcements': ({ params, headers }) => {
      const member = typeof headers.Authorization === 'string';
      if (params.category === 'popup')
        return ok({
          list: [item(1, member ? 'Members only news' : 'Public news')],
          page: 1,
          totalPages: 1,
          total: 1,
        });
      const page = Number(params.page);
      const all = Array.from({ length: 12 }, (_, i) => item(100 + i, `Notice ${i}`));
      const list = all.slice((page - 1) * 9, page * 9);
      return ok({ list, page, totalPages: 2, total: 12 });
    },
  });
}

/** The popup list answers `popup`; the notice lists answer nothing. */
function apiWithPopup(popup: ReturnType<typeof item>[]) {
  return mockHttp({
    'GET /wps/announcements': ({ params }) =>
      ok(
        params.category === 'popup'
          ? { list: popup, page: 1, totalPages: 1, total: popup.length }
          : { list: [], page: 1, totalPages: 1, total: 0 },
      ),
  });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useSessionStore.getState().clearSession();
  useShellUi.setState({ modal: null, afterLogin: null, loginCompleting: false });
  seedSiteConfig({ whitelabel: whitelabel({ publicityPopup: true }) });
});

describe('AnnouncementPopup rules', () => {
  it('shows the public list to a visitor and hides after closing', async () => {
    const h = api();
    renderWithShell(<AnnouncementPopup />);
    expect(await screen.findByRole('heading', { name: 'Public news' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSessionStore.getState().publicityClose).toBe(false);
    h.restore();
  });

  it('shows once per browser session: a reload does not bring it back, a new announcement does', async () => {
    const h = api();
    const first = renderWithShell(<AnnouncementPopup />);
    expect(await screen.findByRole('heading', { name: 'Public news' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    first.unmount();
    // A full page load in the same tab: the same announcement stays closed.
    const again = renderWithShell(<AnnouncementPopup />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    h.restore();
    again.unmount();
    // The operator publishes a new one: it shows.
    getQueryClient().clear(); // the next page load asks the server again
    seedSiteConfig({ whitelabel: whitelabel({ publicityPopup: true }) });
    const next = apiWithPopup([item(1, 'Public news'), item(2, 'Maintenance on Sunday')]);
    renderWithShell(<AnnouncementPopup />);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    next.restore();
  });

  it("with the operator's rule `new-only`, a closed popup stays closed in a later session; a new one shows", async () => {
    seedSiteConfig({ whitelabel: whitelabel({ publicityPopup: true }, { popupRepeat: 'new-only' }) });
    const h = api();
    const first = renderWithShell(<AnnouncementPopup />);
    expect(await screen.findByRole('heading', { name: 'Public news' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    first.unmount();
    // A new browser session (a new tab): sessionStorage is empty, the close is remembered.
    sessionStorage.clear();
    const later = renderWithShell(<AnnouncementPopup />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    h.restore();
    later.unmount();
    // The default rule would show it again in that new session.
    sessionStorage.clear();
    getQueryClient().clear();
    seedSiteConfig({ whitelabel: whitelabel({ publicityPopup: true }) });
    const again = api();
    renderWithShell(<AnnouncementPopup />);
    expect(await screen.findByRole('heading', { name: 'Public news' })).toBeInTheDocument();
    again.restore();
  });

  it('shows the logged-in list to a member and remembers the close in the session', async () => {
    const h = api();
    useSessionStore.getState().setSession({ token: 't' });
    renderWithShell(<AnnouncementPopup />);
    expect(await screen.findByRole('heading', { name: 'Members only news' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(useSessionStore.getState().publicityClose).toBe(true);
    h.restore();
  });

  it('stays hidden for a member who already closed it this session', async () => {
    const h = api();
    useSessionStore.getState().setSession({ token: 't', publicityClose: true });
    renderWithShell(<AnnouncementPopup />);
    await waitFor(() => expect(h.callsTo('GET /wps/announcements')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    h.restore();
  });

  it.each(['/register', '/register.html', '/help'])('never shows on %s', async (route) => {
    const h = api();
    renderWithShell(<AnnouncementPopup />, { route });
    await waitFor(() => expect(h.callsTo('GET /wps/announcements')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    h.restore();
  });

  it('marks its decision on the page: pending until the list answers, then open or none, pending again while a login completes', async () => {
    const marker = () => document.documentElement.dataset.announcementPopup;
    const h = apiWithPopup([]);
    renderWithShell(<AnnouncementPopup />);
    expect(marker()).toBe('pending');
    await waitFor(() => expect(marker()).toBe('none'));
    act(() => useShellUi.getState().setLoginCompleting(true));
    expect(marker()).toBe('pending');
    act(() => {
      useShellUi.getState().setAfterLogin({ firstTime: true });
      useSessionStore.getState().setSession({ token: 't' });
    });
    act(() => useShellUi.getState().setLoginCompleting(false));
    await waitFor(() => expect(marker()).toBe('open'));
    expect(screen.getByRole('dialog', { name: 'Welcome!' })).toBeInTheDocument();
    h.restore();
  });

  it('needs the publicity flag', async () => {
    seedSiteConfig({ whitelabel: whitelabel({ publicityPopup: false }) });
    const h = api();
    renderWithShell(<AnnouncementPopup />);
    await waitFor(() => expect(h.callsTo('GET /wps/announcements')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    h.restore();
  });
});

describe('Notice bar and modal', () => {
  it('opens the modal at the clicked index and pages by 9', async () => {
    const h = api();
    renderWithShell(
      <>
        <NoticeBar />
        <NoticeModal />
      </>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notice 3' }));
    expect(await screen.findByRole('heading', { name: 'Notice 3' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Notice list' }).querySelectorAll('li')).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Notice 9' })).toBeInTheDocument();
    expect(h.callsTo('GET /wps/announcements').at(-1)?.url).toBe('/wps/announcements');
    h.restore();
  });

  it('opens directly on page 2 for an index past the first page', async () => {
    const h = api();
    useShellUi.setState({ modal: { kind: 'notice', index: 10 } });
    renderWithShell(<NoticeModal />);
    expect(await screen.findByRole('heading', { name: 'Notice 10' })).toBeInTheDocument();
    h.restore();
  });
});
