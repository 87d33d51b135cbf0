import type { LotteryIssue } from '@site/shared/schemas';
import { buildTrend } from './trend';

const base = { gameCode: 'G', drawAt: '2026-11-23T10:00:00.000Z', seedCommit: 'c', serverSeed: 's' };
const fast = (issueNo: string, digits: string) =>
  ({ ...base, issueNo, outcome: { kind: 'digits', digits } }) as unknown as LotteryIssue;
const keno = (issueNo: string, numbers: number[]) =>
  ({ ...base, issueNo, outcome: { kind: 'pick', numbers } }) as unknown as LotteryIssue;
const undrawn = (issueNo: string) =>
  ({ ...base, issueNo, outcome: null, serverSeed: null }) as unknown as LotteryIssue;

describe('lottery trend', () => {
  it('reads sum, big/small and odd/even of each drawn fast issue, newest first, and skips undrawn ones', () => {
    const trend = buildTrend([undrawn('4'), fast('3', '987'), fast('2', '986'), fast('1', '012')]);
    expect(trend.rows.map((r) => [r.issueNo, r.sum, r.size, r.parity])).toEqual([
      ['3', 24, 'BIG', 'EVEN'],
      ['2', 23, 'BIG', 'ODD'],
      ['1', 3, 'SMALL', 'ODD'],
    ]);
    expect(trend.counts).toEqual({ BIG: 2, SMALL: 1, TIE: 0, ODD: 2, EVEN: 1 });
    expect(trend.sizeStreak).toEqual({ value: 'BIG', length: 2 });
    expect(trend.parityStreak).toEqual({ value: 'EVEN', length: 1 });
  });

  it('counts per position how many issues each digit has been missing (the window length when never seen)', () => {
    const trend = buildTrend([fast('3', '987'), fast('2', '986'), fast('1', '012')]);
    expect(trend.missing).toHaveLength(3);
    expect(trend.missing[0]?.[9]).toBe(0);
    expect(trend.missing[0]?.[0]).toBe(2);
    expect(trend.missing[2]?.[6]).toBe(1);
    expect(trend.missing[1]?.[5]).toBe(3);
  });

  it("gives keno its up/down side, with 10 and 10 a tie, and the 810 sum line's tie", () => {
    const up = Array.from({ length: 20 }, (_, i) => i + 1); // all from 1–40, sum 210
    const even = [
      ...Array.from({ length: 10 }, (_, i) => i + 31),
      ...Array.from({ length: 10 }, (_, i) => i + 41),
    ]; // sum 810
    const trend = buildTrend([keno('2', up), keno('1', even)]);
    expect(trend.rows.map((r) => [r.upDown, r.size])).toEqual([
      ['UP', 'SMALL'],
      ['TIE', 'TIE'],
    ]);
    expect(trend.missing).toEqual([]);
  });
});
