import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, on, provideSlotHost, Slot, useSessionStore } from '@site/shared';
import { renderWithShell } from '../../test/render';
import { OverlayHost } from './overlay-host';
import { ShellSlotHost } from './slot-host';
import { buildSlotTable, SLOT_TABLE } from './slot-table';

// The MF runtime and the release manifest are the boundary here: each test says what the remote answers.
const loadRemote = jest.fn<Promise<unknown>, [string]>();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: () => undefined,
  registerPlugins: () => undefined,
}));
let released = ['mfe_lottery', 'mfe_promotions', 'mfe_member', 'mfe_agent'];
jest.mock('./remote-registry', () => ({
  ensureRemotesRegistered: async () => ({
    generatedAt: '',
    shell: null,
    remotes: Object.fromEntries(
      released.map((name) => [name, { app: name, version: '1', entry: `/${name}`, shared: {} }]),
    ),
  }),
  releasedVersion: async () => '1',
}));

beforeAll(() => {
  window.__SITE_FEDERATION__ = { entryRetries: 0, entryTimeoutMs: 2000 };
  global.fetch = jest.fn(async () => new Response('{}')) as typeof fetch;
  provideSlotHost(ShellSlotHost);
});
afterAll(() => provideSlotHost(null));
beforeEach(() => {
  loadRemote.mockReset();
  released = ['mfe_lottery', 'mfe_promotions', 'mfe_member', 'mfe_agent'];
  useSessionStore.getState().clearSession();
});

describe('slot table', () => {
  it('maps every slot to its owner module', () => {
    expect(SLOT_TABLE['lottery.panel']).toEqual({ remote: 'mfe_lottery', expose: 'widgets/panel' });
    expect(SLOT_TABLE['promotions.red-envelope']).toEqual({
      remote: 'mfe_promotions',
      expose: 'widgets/red-envelope',
    });
    expect(() => buildSlotTable()).not.toThrow();
  });
});

describe('<Slot> in the shell', () => {
  it('reserves the slot height while loading and shows the owner widget with its props', async () => {
    let answer: (module: unknown) => void = () => undefined;
    loadRemote.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderWithShell(<Slot name="lottery.panel" props={{ variant: 'home' }} />);
    const box = document.querySelector<HTMLElement>('[data-slot-box="lottery.panel"]');
    expect(box?.style.minHeight).toBe('240px');
    expect(box).toHaveAttribute('data-slot-status', 'loading');
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mfe_lottery/widgets/panel'));
    act(() => answer({ default: ({ variant }: { variant: string }) => <p>panel {variant}</p> }));
    expect(await screen.findByText('panel home')).toBeInTheDocument();
    expect(box?.style.minHeight).toBe('240px');
  });

  it('loads a members-only slot (the red envelope) not for a visitor, and once a player signs in', async () => {
    loadRemote.mockResolvedValue({ default: () => <p>red envelope</p> });
    renderWithShell(<Slot name="promotions.red-envelope" />);
    // The visitor's page: no box, and the owner remote is not asked for.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.querySelector('[data-slot-box]')).toBeNull();
    expect(loadRemote).not.toHaveBeenCalled();

    act(() => useSessionStore.getState().setSession({ token: 't', account: 'p1' }));
    expect(await screen.findByText('red envelope')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mfe_promotions/widgets/red-envelope');
  });

  it('renders nothing when the owner has no live release', async () => {
    released = ['mfe_lottery'];
    renderWithShell(<Slot name="promotions.bonus-details" />);
    await waitFor(() => expect(document.querySelector('[data-slot-box]')).toBeNull());
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('keeps a failing owner inside the slot box with a retry that loads it again', async () => {
    loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008 remoteEntry failed'));
    renderWithShell(
      <div>
        <h1>home</h1>
        <Slot name="promotions.winner-board" props={{ limit: 5 }} />
      </div>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.closest('[data-slot-box="promotions.winner-board"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
    loadRemote.mockResolvedValueOnce({ default: ({ limit }: { limit: number }) => <p>winners {limit}</p> });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('winners 5')).toBeInTheDocument();
  });
});

describe('overlay host', () => {
  const overlayModule = {
    default: ({ page, params }: { page: string; params: Record<string, string> }) => (
      <h2>
        page {page} {params.type ?? ''}
      </h2>
    ),
  };
  const logIn = (isAgent = 0) =>
    useSessionStore.getState().setSession({ token: 't', account: 'p1', isAgent });

  it('opens the owner page from the bus over the current page, and Escape goes back', async () => {
    loadRemote.mockResolvedValue(overlayModule);
    logIn();
    renderWithShell(<OverlayHost />, { route: '/live' });
    act(() =>
      emit('overlay:open', { owner: 'mfe_member', page: 'transactionHistory', params: { type: 'deposit' } }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(
      await screen.findByRole('heading', { name: 'page transactionHistory deposit' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('current path')).toHaveTextContent('/member/transactionHistory');
    expect(loadRemote).toHaveBeenCalledWith('mfe_member/overlay');
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByLabelText('current path')).toHaveTextContent('/live');
  });

  it('opens a deep link over home and closes to home', async () => {
    loadRemote.mockResolvedValue(overlayModule);
    logIn();
    renderWithShell(<OverlayHost />, { route: '/member/securityCenter' });
    expect(await screen.findByRole('heading', { name: /page securityCenter/ })).toBeInTheDocument();
    act(() => emit('overlay:close', {}));
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/$/));
  });

  it('refuses a trial account with the real-account warning', async () => {
    logIn(4);
    renderWithShell(<OverlayHost />, { route: '/live' });
    act(() => emit('overlay:open', { owner: 'mfe_member', page: 'depositv2' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Please register an account first' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('current path')).toHaveTextContent('/live');
  });

  it('asks a visitor to log in', () => {
    const requests: unknown[] = [];
    const off = on('auth:login-requested', (payload) => requests.push(payload));
    renderWithShell(<OverlayHost />, { route: '/live' });
    act(() => emit('overlay:open', { owner: 'mfe_member', page: 'depositv2' }));
    expect(requests).toHaveLength(1);
    expect(screen.getByLabelText('current path')).toHaveTextContent('/live');
    off();
  });

  it.each([0, 3])('refuses the agent centre to agent type %i', async (isAgent) => {
    logIn(isAgent);
    renderWithShell(<OverlayHost />, { route: '/live' });
    act(() => emit('overlay:open', { owner: 'mfe_agent', page: 'teamOverview' }));
    expect(await screen.findByText('Non-agents cannot log in')).toBeInTheDocument();
  });

  it('opens the agent centre for agent type 41', async () => {
    loadRemote.mockResolvedValue(overlayModule);
    logIn(41);
    renderWithShell(<OverlayHost />, { route: '/live' });
    act(() => emit('overlay:open', { owner: 'mfe_agent', page: 'teamOverview' }));
    expect(await screen.findByRole('heading', { name: /page teamOverview/ })).toBeInTheDocument();
  });
});
