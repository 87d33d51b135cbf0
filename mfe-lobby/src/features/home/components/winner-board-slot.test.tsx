import { act, render, screen } from '@testing-library/react';
import { provideSlotHost, type SlotHost } from '@site/shared';
import { WinnerBoardSlot } from './winner-board-slot';

const FakeHost: SlotHost = ({ name }) => <p>widget {name}</p>;

describe('WinnerBoardSlot', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => provideSlotHost(FakeHost));
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    provideSlotHost(null);
  });

  it('keeps its box empty at the slot height until the board comes near view, then renders the slot', () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    globalThis.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      report = (entries) => callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver);
      return { observe: jest.fn(), disconnect: jest.fn() } as unknown as IntersectionObserver;
    }) as unknown as typeof IntersectionObserver;
    const { container } = render(<WinnerBoardSlot />);
    expect(screen.queryByText(/widget/)).toBeNull();
    expect(container.querySelector<HTMLElement>('[data-slot="winner-board"]')?.style.minHeight).toBe('200px');
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('widget promotions.winner-board')).toBeInTheDocument();
  });
});
