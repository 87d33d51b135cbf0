import { act, render, screen } from '@testing-library/react';
import { APPS, APP_NAMES, REMOTES, SINGLETONS } from './apps.cjs';
import {
  AGENT_PAGES,
  MEMBER_PAGES,
  OVERLAYS,
  overlayFromUrl,
  overlayUrl,
  type OverlayRequest,
} from './overlays';
import { Slot, provideSlotHost, type SlotHost } from './slot';
import { SLOTS, SLOT_NAMES, slotModule, type SlotProps } from './slots';

describe('apps registry', () => {
  it('lists the shell first and each app, remote name and path prefix once', () => {
    expect(APP_NAMES[0]).toBe('shell');
    expect(new Set(APP_NAMES).size).toBe(APP_NAMES.length);
    const remotes = REMOTES.map((entry) => entry.remote);
    expect(new Set(remotes).size).toBe(remotes.length);
    const prefixes = REMOTES.flatMap((entry) => entry.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const entry of REMOTES) expect(entry.remote).toBe(entry.app.replace(/-/g, '_'));
  });

  it('defines the singletons once, React first', () => {
    expect(SINGLETONS.slice(0, 2)).toEqual(['react', 'react-dom']);
    expect(new Set(SINGLETONS).size).toBe(SINGLETONS.length);
  });

  it('declares every contract slot at its owner and no slot the contract does not know', () => {
    const declared = APPS.flatMap((entry) => entry.slots.map((slot) => [slot, entry.remote] as const));
    expect(declared.map(([slot]) => slot).sort()).toEqual([...SLOT_NAMES].sort());
    for (const [slot, remote] of declared) expect(SLOTS[slot as keyof typeof SLOTS].owner).toBe(remote);
  });

  it('gives each overlay owner its overlay path in the registry', () => {
    for (const [owner, spec] of Object.entries(OVERLAYS)) {
      expect(`/${REMOTES.find((entry) => entry.remote === owner)?.overlay}`).toBe(spec.path);
    }
  });
});

describe('slot contract', () => {
  it('names a widget module per slot after the dot', () => {
    expect(slotModule('lottery.panel')).toBe('widgets/panel');
    expect(slotModule('promotions.new-player-slider')).toBe('widgets/new-player-slider');
  });

  it('types props per slot (a wrong prop is a compile error)', () => {
    const ok: SlotProps<'lottery.panel'> = { variant: 'home' };
    // @ts-expect-error 'sidebar' is not a lottery.panel variant
    const wrong: SlotProps<'lottery.panel'> = { variant: 'sidebar' };
    expect([ok, wrong]).toHaveLength(2);
    // @ts-expect-error lottery.panel needs its props
    expect(<Slot name="lottery.panel" />).toBeTruthy();
    // @ts-expect-error no such slot
    expect(<Slot name="lottery.nothing" />).toBeTruthy();
  });

  it('renders nothing without a host and the host once the shell provides one', () => {
    const { container } = render(<Slot name="lottery.panel" props={{ variant: 'lobby' }} />);
    expect(container).toBeEmptyDOMElement();
    const host: SlotHost = ({ name, props }) => <p>{`${name} ${JSON.stringify(props)}`}</p>;
    act(() => provideSlotHost(host));
    expect(screen.getByText('lottery.panel {"variant":"lobby"}')).toBeInTheDocument();
    act(() => provideSlotHost(null));
  });
});

describe('overlay contract', () => {
  it('round-trips every page through its URL', () => {
    const requests: OverlayRequest[] = [
      ...MEMBER_PAGES.map((page) => ({ owner: 'mfe_member' as const, page, params: {} })),
      ...AGENT_PAGES.map((page) => ({ owner: 'mfe_agent' as const, page, params: {} })),
    ];
    for (const request of requests) expect(overlayFromUrl(overlayUrl(request))).toEqual(request);
  });

  it('keeps params in the query string', () => {
    const url = overlayUrl({ owner: 'mfe_member', page: 'transactionHistory', params: { type: 'deposit' } });
    expect(url).toBe('/member/transactionHistory?type=deposit');
    expect(overlayFromUrl('/member/transactionHistory', '?type=deposit')?.params).toEqual({
      type: 'deposit',
    });
  });

  it('is not an overlay for unknown pages or other paths', () => {
    expect(overlayFromUrl('/member/nothing')).toBeNull();
    expect(overlayFromUrl('/member')).toBeNull();
    expect(overlayFromUrl('/members/depositv2')).toBeNull();
  });
});
