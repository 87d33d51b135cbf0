import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LOAD_MORE_BUSY_MS, LOAD_MORE_DEBOUNCE_MS, useLoadMore } from './use-load-more';

function Harness({ totalPages, onLoad }: { totalPages: number; onLoad: () => void }) {
  const [page, setPage] = useState(1);
  const { request, busy } = useLoadMore(page, totalPages, () => {
    onLoad();
    setPage((p) => p + 1);
  });
  return (
    <button type="button" onClick={request} aria-busy={busy}>
      page {page}
    </button>
  );
}

describe('useLoadMore (docs/site-rules.md "Flows" paging)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('debounces clicks by 300 ms and ignores clicks while busy for 500 ms', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onLoad = jest.fn();
    render(<Harness totalPages={5} onLoad={onLoad} />);
    const button = screen.getByRole('button');
    await user.click(button);
    await user.click(button);
    act(() => jest.advanceTimersByTime(LOAD_MORE_DEBOUNCE_MS - 50));
    expect(onLoad).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    act(() => jest.advanceTimersByTime(LOAD_MORE_DEBOUNCE_MS));
    expect(onLoad).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(LOAD_MORE_BUSY_MS));
    await user.click(button);
    act(() => jest.advanceTimersByTime(LOAD_MORE_DEBOUNCE_MS));
    expect(onLoad).toHaveBeenCalledTimes(2);
    expect(button).toHaveTextContent('page 3');
  });

  it('does nothing past the last page', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onLoad = jest.fn();
    render(<Harness totalPages={1} onLoad={onLoad} />);
    await user.click(screen.getByRole('button'));
    act(() => jest.advanceTimersByTime(LOAD_MORE_DEBOUNCE_MS + LOAD_MORE_BUSY_MS));
    expect(onLoad).not.toHaveBeenCalled();
  });
});
