import {
  KENO_SUM_LINE,
  checkSelection,
  digitSumWays,
  fastSumOddsMilli,
  payoutMinor,
  settleFactorMilli,
} from '../../src/modules/lottery/play-types';
import type { DrawOutcome } from '../../src/modules/lottery/outcome';

// Settlement rules of each play type against hand-made outcomes (docs/lottery.md "Play types").
const kenoWithSum = (target: number, upper: number): DrawOutcome => {
  // `upper` numbers from 1–40 and the rest from 41–80, adjusted to hit the sum exactly.
  const low = Array.from({ length: upper }, (_, i) => i + 1);
  const high = Array.from({ length: 20 - upper }, (_, i) => 80 - i);
  const numbers = [...low, ...high];
  let diff = target - numbers.reduce((a, b) => a + b, 0);
  for (let i = 0; i < upper && diff !== 0; i += 1) {
    const room = Math.min(40 - (upper - 1 - i) - numbers[i]!, Math.max(diff, 0));
    numbers[i]! += room;
    diff -= room;
  }
  if (diff !== 0) throw new Error('sum not reachable in this helper');
  return { kind: 'pick', numbers };
};

describe('lottery play types', () => {
  it('keno big/small against 810: tie refunded; up/down by the upper half count, 10/10 refunded', () => {
    const tie = kenoWithSum(KENO_SUM_LINE, 10);
    expect(tie.kind === 'pick' && tie.numbers.reduce((a, b) => a + b, 0)).toBe(810);
    expect(settleFactorMilli({ playType: 'KENO_BIG_SMALL', option: 'BIG' }, tie)).toBe(1000);
    expect(settleFactorMilli({ playType: 'KENO_UP_DOWN', option: 'UP' }, tie)).toBe(1000);
    const small = kenoWithSum(700, 12);
    expect(settleFactorMilli({ playType: 'KENO_BIG_SMALL', option: 'SMALL' }, small)).toBe(1950);
    expect(settleFactorMilli({ playType: 'KENO_BIG_SMALL', option: 'BIG' }, small)).toBe(0);
    expect(settleFactorMilli({ playType: 'KENO_UP_DOWN', option: 'UP' }, small)).toBe(1950);
    expect(settleFactorMilli({ playType: 'KENO_ODD_EVEN', option: 'EVEN' }, small)).toBe(1950);
  });

  it('keno pick N pays from the paytable by hits', () => {
    const drawn: DrawOutcome = { kind: 'pick', numbers: Array.from({ length: 20 }, (_, i) => i + 1) };
    expect(settleFactorMilli({ playType: 'KENO_PICK3', numbers: [1, 2, 3] }, drawn)).toBe(45_000);
    expect(settleFactorMilli({ playType: 'KENO_PICK3', numbers: [1, 2, 70] }, drawn)).toBe(2_000);
    expect(settleFactorMilli({ playType: 'KENO_PICK3', numbers: [1, 70, 71] }, drawn)).toBe(0);
    expect(payoutMinor(1_000, 45_000)).toBe(45_000);
  });

  it('VN: bao lô pays per occurrence of the tail, đề and 3 càng read the special prize, xiên needs all', () => {
    const sheet: DrawOutcome = {
      kind: 'vn',
      prizes: [
        { tier: 'G8', numbers: ['27'] },
        { tier: 'G7', numbers: ['127'] },
        { tier: 'G4', numbers: ['00011', '55512', '98765', '10001', '22222', '33333', '44444'] },
        { tier: 'DB', numbers: ['123427'] },
      ],
    };
    // 10 tickets, "27" appears 3 times: 3 × 80 / 10.
    expect(settleFactorMilli({ playType: 'VN_BAOLO2', numbers: [27] }, sheet)).toBe(24_000);
    expect(settleFactorMilli({ playType: 'VN_DE', numbers: [27] }, sheet)).toBe(70_000);
    expect(settleFactorMilli({ playType: 'VN_3CANG', numbers: [427] }, sheet)).toBe(600_000);
    expect(settleFactorMilli({ playType: 'VN_XIEN2', numbers: [27, 11] }, sheet)).toBe(15_000);
    expect(settleFactorMilli({ playType: 'VN_XIEN2', numbers: [27, 13] }, sheet)).toBe(0);
  });

  it('fast: position digit, exact sum priced from its frequency, big/small halves', () => {
    const d: DrawOutcome = { kind: 'digits', digits: '907' };
    expect(settleFactorMilli({ playType: 'FAST_POSITION', position: 3, numbers: [7] }, d)).toBe(9_800);
    expect(settleFactorMilli({ playType: 'FAST_SUM', option: '16' }, d)).toBe(fastSumOddsMilli(3, 16));
    expect(digitSumWays(3, 27)).toBe(1);
    expect(Array.from({ length: 28 }, (_, s) => digitSumWays(3, s)).reduce((a, b) => a + b, 0)).toBe(1000);
    expect(fastSumOddsMilli(3, 27)).toBe(950_000);
    expect(settleFactorMilli({ playType: 'FAST_BIG_SMALL', option: 'BIG' }, d)).toBe(1950);
  });

  it('refuses malformed selections and play types from another game family', () => {
    expect(checkSelection('KENO', { playType: 'KENO_PICK2', numbers: [1, 81] })).toMatchObject({ ok: false });
    expect(checkSelection('KENO', { playType: 'VN_DE', numbers: [1] })).toMatchObject({ ok: false });
    expect(checkSelection('FAST', { playType: 'FAST_POSITION', position: 4, numbers: [1] }, 3)).toMatchObject(
      { ok: false },
    );
    expect(checkSelection('FAST', { playType: 'FAST_SUM', option: '46' }, 5)).toMatchObject({ ok: false });
    expect(checkSelection('VN_NORTH', { playType: 'VN_XIEN3', numbers: [1, 2, 2] })).toMatchObject({
      ok: false,
    });
    expect(checkSelection('VN_NORTH', { playType: 'VN_XIEN3', numbers: [1, 2, 3] })).toEqual({ ok: true });
  });
});
