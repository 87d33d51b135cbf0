import { parseWithdrawalsArgs } from '../../src/modules/withdrawals/withdrawals-cli';

describe('pnpm admin withdrawals', () => {
  it('parses pending, approve and reject (a reason is required)', () => {
    expect(parseWithdrawalsArgs(['pending'])).toEqual({ kind: 'pending' });
    expect(parseWithdrawalsArgs(['approve', '12', '--as', 'anna'])).toEqual({
      kind: 'approve',
      id: 12,
      actor: 'anna',
    });
    expect(parseWithdrawalsArgs(['reject', '12', '--reason', 'Name mismatch', '--as', 'anna'])).toEqual({
      kind: 'reject',
      id: 12,
      actor: 'anna',
      reason: 'Name mismatch',
    });
    expect(() => parseWithdrawalsArgs(['reject', '12'])).toThrow(/reason/);
    expect(() => parseWithdrawalsArgs(['approve', 'x'])).toThrow(/Usage/);
    expect(() => parseWithdrawalsArgs([])).toThrow(/Usage/);
  });

  it('parses the receipt disputes queue and a forced receipt', () => {
    expect(parseWithdrawalsArgs(['disputes'])).toEqual({ kind: 'disputes' });
    expect(parseWithdrawalsArgs(['force-receipt', '7', '--as', 'ben'])).toEqual({
      kind: 'force-receipt',
      id: 7,
      actor: 'ben',
    });
    expect(() => parseWithdrawalsArgs(['force-receipt'])).toThrow(/Usage/);
  });
});
