import { lotteryPlaceOrderSchema } from '@site/shared/schemas';
import {
  betCount,
  buildSelections,
  combinations,
  newClientKey,
  pickInput,
  toggle,
  totalStakeMinor,
} from './slip';

describe('bet slip rules', () => {
  it('keno pick N: every N-combination of the picked numbers is one bet', () => {
    const input = pickInput('KENO_PICK2', 0);
    const picks = { numbers: [40, 3, 17], options: [], position: 1 };
    expect(betCount(input, picks)).toBe(3);
    expect(buildSelections('KENO_PICK2', input, picks, 2).map((s) => s.numbers)).toEqual([
      [3, 17],
      [3, 40],
      [17, 40],
    ]);
    expect(combinations(10, 5)).toBe(252);
  });

  it('xiên 3 over 4 numbers makes 4 bets; đề makes one bet per number', () => {
    expect(betCount(pickInput('VN_XIEN3', 0), { numbers: [1, 2, 3, 4], options: [], position: 1 })).toBe(4);
    expect(betCount(pickInput('VN_DE', 0), { numbers: [1, 2, 3, 4], options: [], position: 1 })).toBe(4);
    expect(pickInput('VN_3CANG', 0)).toEqual({ kind: 'typed', pad: 3, maxValue: 999 });
  });

  it('sides, positions and sums are one bet each, with the fields the server checks', () => {
    expect(
      buildSelections(
        'KENO_ODD_EVEN',
        pickInput('KENO_ODD_EVEN', 0),
        { numbers: [], options: ['ODD'], position: 1 },
        5,
      ),
    ).toEqual([{ playType: 'KENO_ODD_EVEN', option: 'ODD', amount: 5 }]);
    const position = pickInput('FAST_POSITION', 3);
    expect(position).toEqual({ kind: 'position', positions: 3 });
    expect(
      buildSelections('FAST_POSITION', position, { numbers: [7, 1], options: [], position: 2 }, 1),
    ).toEqual([
      { playType: 'FAST_POSITION', numbers: [1], position: 2, amount: 1 },
      { playType: 'FAST_POSITION', numbers: [7], position: 2, amount: 1 },
    ]);
    expect(pickInput('FAST_SUM', 5)).toEqual({ kind: 'sum', maxSum: 45 });
  });

  it('totals in minor units without float drift, and keys that pass the order schema', () => {
    expect(totalStakeMinor(3, 0.1, 1)).toBe(30);
    expect(totalStakeMinor(7, 1.15, 3)).toBe(2415);
    const key = newClientKey();
    expect(key).not.toBe(newClientKey());
    const slip = {
      gameCode: 'KENO_1M',
      issueNo: '20261123-0001',
      clientKey: key,
      selections: buildSelections(
        'KENO_PICK1',
        pickInput('KENO_PICK1', 0),
        { numbers: [5], options: [], position: 1 },
        1,
      ),
    };
    expect(lotteryPlaceOrderSchema.safeParse(slip).success).toBe(true);
  });

  it('toggle adds, removes and refuses past the maximum', () => {
    expect(toggle([1, 2], 2)).toEqual([1]);
    expect(toggle([1, 2], 3, 2)).toEqual([1, 2]);
    expect(toggle([1], 3, 2)).toEqual([1, 3]);
  });
});
