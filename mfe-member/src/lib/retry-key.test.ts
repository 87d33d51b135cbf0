import { renderHook } from '@testing-library/react';
import { ApiError } from '@site/shared';
import { useRetryKey } from './retry-key';

describe('useRetryKey', () => {
  it('keeps the key after a lost answer or a 5xx, so the retry asks about the same move', () => {
    const { result } = renderHook(() => useRetryKey());
    const first = result.current.take();
    result.current.settle(new ApiError(0, 'NETWORK_ERROR', 'no answer'));
    expect(result.current.take()).toBe(first);
    result.current.settle(new ApiError(503, 'UNAVAILABLE', 'try later'));
    expect(result.current.take()).toBe(first);
    result.current.settle(new Error('timeout'));
    expect(result.current.take()).toBe(first);
  });

  it('starts a new key after success or a refusal', () => {
    const { result } = renderHook(() => useRetryKey());
    const first = result.current.take();
    result.current.settle();
    const second = result.current.take();
    expect(second).not.toBe(first);
    result.current.settle(new ApiError(422, 'INSUFFICIENT_BALANCE', 'not enough'));
    expect(result.current.take()).not.toBe(second);
  });
});
