import { act, render } from '@testing-library/react';
import { useServerNow } from './server-clock';
import type { ClockSample } from './api/get-lottery-menu';

function Clock({ sample, id, ticking }: { sample: ClockSample; id: string; ticking?: boolean }) {
  const now = useServerNow(sample, { ticking });
  return <span data-testid={id}>{now}</span>;
}

describe('useServerNow', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('ticks every clock on the page from one interval, and stops it when the last clock goes', () => {
    const setIntervalSpy = jest.spyOn(globalThis, 'setInterval');
    const clearIntervalSpy = jest.spyOn(globalThis, 'clearInterval');
    // The server said 2026-01-01T00:00:00Z when the device read 1,000,000, and the answer took no time to come.
    const sample: ClockSample = {
      serverTime: '2026-01-01T00:00:00.000Z',
      receivedAt: 1_000_000,
      roundTripMs: 0,
    };
    const view = render(
      <>
        <Clock sample={sample} id="a" />
        <Clock sample={sample} id="b" />
        <Clock sample={sample} id="c" />
      </>,
    );
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    const start = Number(view.getByTestId('a').textContent);
    expect(start).toBe(Date.parse('2026-01-01T00:00:00.000Z'));
    act(() => jest.advanceTimersByTime(3_000));
    for (const id of ['a', 'b', 'c']) expect(Number(view.getByTestId(id).textContent)).toBe(start + 3_000);
    view.unmount();
    expect(clearIntervalSpy).toHaveBeenCalledTimes(1);
    setIntervalSpy.mockRestore();
    clearIntervalSpy.mockRestore();
  });

  it('a clock that is not ticking stays at the time of its render and starts no interval', () => {
    const setIntervalSpy = jest.spyOn(globalThis, 'setInterval');
    const sample: ClockSample = {
      serverTime: '2026-01-01T00:00:00.000Z',
      receivedAt: 1_000_000,
      roundTripMs: 0,
    };
    const view = render(<Clock sample={sample} id="still" ticking={false} />);
    expect(setIntervalSpy).not.toHaveBeenCalled();
    const start = Number(view.getByTestId('still').textContent);
    act(() => jest.advanceTimersByTime(5_000));
    expect(Number(view.getByTestId('still').textContent)).toBe(start);
    // Ticking again (its card scrolled back into view), it shows the time now.
    view.rerender(<Clock sample={sample} id="still" ticking />);
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1_000));
    expect(Number(view.getByTestId('still').textContent)).toBe(Date.parse('2026-01-01T00:00:06.000Z'));
    setIntervalSpy.mockRestore();
  });
});
