import type { LotteryGroup } from './lottery-games';
import type { DrawOutcome } from './outcome';

// Play types and odds as configuration (docs/lottery.md "Play types", odds recorded in docs/decisions.md).
// Odds are integer thousandths of the stake RETURNED on a win (decimal odds, stake included): 1950 = 1.95×.
// Settlement of one selection: payout = floor(stakeMinor × factorMilli / 1000), where factorMilli is 0 for a loss,
// 1000 for a refund (tie) and odds × hits for a win.

export type PlayTypeCode =
  // Vietnamese regional lottery
  | 'VN_BAOLO2'
  | 'VN_BAOLO3'
  | 'VN_DE'
  | 'VN_3CANG'
  | 'VN_XIEN2'
  | 'VN_XIEN3'
  | 'VN_XIEN4'
  // keno
  | 'KENO_PICK1'
  | 'KENO_PICK2'
  | 'KENO_PICK3'
  | 'KENO_PICK4'
  | 'KENO_PICK5'
  | 'KENO_BIG_SMALL'
  | 'KENO_ODD_EVEN'
  | 'KENO_UP_DOWN'
  // fast 3-digit / 5-digit
  | 'FAST_POSITION'
  | 'FAST_SUM'
  | 'FAST_BIG_SMALL';

export interface PlayTypeDef {
  code: PlayTypeCode;
  groups: readonly LotteryGroup[];
  /** Fixed odds (thousandths) where one figure applies; paytables below otherwise. */
  oddsMilli?: number;
}

/** Keno pick N: hits → odds (thousandths of the stake returned). Misses not listed pay nothing. */
export const KENO_PAYTABLE: Record<number, Record<number, number>> = {
  1: { 1: 3_600 },
  2: { 2: 15_000 },
  3: { 2: 2_000, 3: 45_000 },
  4: { 2: 1_000, 3: 8_000, 4: 120_000 },
  5: { 3: 4_000, 4: 25_000, 5: 500_000 },
};

export const EVEN_MONEY_MILLI = 1_950;
/** Keno sum of the 20 numbers against this line: above = big, below = small, equal = refund. */
export const KENO_SUM_LINE = 810;

const VN: LotteryGroup[] = ['VN_SOUTH', 'VN_CENTRAL', 'VN_NORTH'];
const FAST: LotteryGroup[] = ['FAST'];
const KENO: LotteryGroup[] = ['KENO'];

export const PLAY_TYPES: readonly PlayTypeDef[] = [
  { code: 'VN_BAOLO2', groups: VN, oddsMilli: 80_000 },
  { code: 'VN_BAOLO3', groups: VN, oddsMilli: 600_000 },
  { code: 'VN_DE', groups: VN, oddsMilli: 70_000 },
  { code: 'VN_3CANG', groups: VN, oddsMilli: 600_000 },
  { code: 'VN_XIEN2', groups: VN, oddsMilli: 15_000 },
  { code: 'VN_XIEN3', groups: VN, oddsMilli: 60_000 },
  { code: 'VN_XIEN4', groups: VN, oddsMilli: 200_000 },
  { code: 'KENO_PICK1', groups: KENO },
  { code: 'KENO_PICK2', groups: KENO },
  { code: 'KENO_PICK3', groups: KENO },
  { code: 'KENO_PICK4', groups: KENO },
  { code: 'KENO_PICK5', groups: KENO },
  { code: 'KENO_BIG_SMALL', groups: KENO, oddsMilli: EVEN_MONEY_MILLI },
  { code: 'KENO_ODD_EVEN', groups: KENO, oddsMilli: EVEN_MONEY_MILLI },
  { code: 'KENO_UP_DOWN', groups: KENO, oddsMilli: EVEN_MONEY_MILLI },
  { code: 'FAST_POSITION', groups: FAST, oddsMilli: 9_800 },
  { code: 'FAST_SUM', groups: FAST },
  { code: 'FAST_BIG_SMALL', groups: FAST, oddsMilli: EVEN_MONEY_MILLI },
];

export function findPlayType(code: string): PlayTypeDef | undefined {
  return PLAY_TYPES.find((p) => p.code === code);
}

/**
 * One selection on a slip. `numbers` are the picked numbers (keno 1–80; VN as 2/3-digit strings' numeric value);
 * `option` the side for two-way bets (BIG/SMALL, ODD/EVEN, UP/DOWN) or the exact sum; `position` 1-based digit
 * position for FAST_POSITION.
 */
export interface Selection {
  playType: PlayTypeCode;
  numbers?: number[];
  option?: string;
  position?: number;
}

export type SelectionCheck = { ok: true } | { ok: false; reason: string };

const XIEN_SIZE: Partial<Record<PlayTypeCode, number>> = { VN_XIEN2: 2, VN_XIEN3: 3, VN_XIEN4: 4 };

/** Whether a selection is well-formed for a game of `group` (`digits`: the fast game's digit count). */
export function checkSelection(group: LotteryGroup, s: Selection, digits = 0): SelectionCheck {
  const def = findPlayType(s.playType);
  if (!def || !def.groups.includes(group)) return { ok: false, reason: 'play type not offered by this game' };
  const nums = s.numbers ?? [];
  const distinct = new Set(nums).size === nums.length;
  const all = (lo: number, hi: number): boolean =>
    nums.every((n) => Number.isInteger(n) && n >= lo && n <= hi);
  const pick = /^KENO_PICK(\d)$/.exec(s.playType);
  if (pick) {
    return nums.length === Number(pick[1]) && distinct && all(1, 80)
      ? { ok: true }
      : { ok: false, reason: 'pick distinct numbers 1–80' };
  }
  switch (s.playType) {
    case 'VN_BAOLO2':
    case 'VN_DE':
      return nums.length === 1 && all(0, 99) ? { ok: true } : { ok: false, reason: 'one number 00–99' };
    case 'VN_BAOLO3':
    case 'VN_3CANG':
      return nums.length === 1 && all(0, 999) ? { ok: true } : { ok: false, reason: 'one number 000–999' };
    case 'VN_XIEN2':
    case 'VN_XIEN3':
    case 'VN_XIEN4':
      return nums.length === XIEN_SIZE[s.playType] && distinct && all(0, 99)
        ? { ok: true }
        : { ok: false, reason: 'distinct numbers 00–99' };
    case 'KENO_BIG_SMALL':
    case 'FAST_BIG_SMALL':
      return s.option === 'BIG' || s.option === 'SMALL'
        ? { ok: true }
        : { ok: false, reason: 'BIG or SMALL' };
    case 'KENO_ODD_EVEN':
      return s.option === 'ODD' || s.option === 'EVEN' ? { ok: true } : { ok: false, reason: 'ODD or EVEN' };
    case 'KENO_UP_DOWN':
      return s.option === 'UP' || s.option === 'DOWN' ? { ok: true } : { ok: false, reason: 'UP or DOWN' };
    case 'FAST_POSITION':
      return Number.isInteger(s.position) &&
        s.position! >= 1 &&
        s.position! <= digits &&
        nums.length === 1 &&
        all(0, 9)
        ? { ok: true }
        : { ok: false, reason: 'a position and one digit 0–9' };
    case 'FAST_SUM': {
      const sum = Number(s.option);
      return /^\d+$/.test(s.option ?? '') && sum <= 9 * digits
        ? { ok: true }
        : { ok: false, reason: 'a digit sum' };
    }
    default:
      return { ok: false, reason: 'unknown play type' };
  }
}

/** How many of the 10^digits results have digit sum `sum` (FAST_SUM odds follow from it). */
export function digitSumWays(digits: number, sum: number): number {
  let ways = [1];
  for (let d = 0; d < digits; d += 1) {
    const next = new Array<number>(ways.length + 9).fill(0);
    ways.forEach((w, s) => {
      for (let x = 0; x <= 9; x += 1) next[s + x]! += w;
    });
    ways = next;
  }
  return ways[sum] ?? 0;
}

/** FAST_SUM odds: 95 % of the fair price of that exact sum, in thousandths. */
export function fastSumOddsMilli(digits: number, sum: number): number {
  const ways = digitSumWays(digits, sum);
  return ways === 0 ? 0 : Math.floor((950 * 10 ** digits) / ways);
}

/** Last `n` digits of each VN ticket that has at least `n` digits. */
function vnTails(outcome: Extract<DrawOutcome, { kind: 'vn' }>, n: number): number[] {
  return outcome.prizes
    .flatMap((p) => p.numbers)
    .filter((t) => t.length >= n)
    .map((t) => Number(t.slice(-n)));
}

function vnSpecial(outcome: Extract<DrawOutcome, { kind: 'vn' }>): string {
  return outcome.prizes.find((p) => p.tier === 'DB')!.numbers[0]!;
}

/**
 * The settlement factor of one selection (thousandths of the stake returned): 0 loss, 1000 refund, more a win.
 * Bao lô pays per occurrence of the number among the tails: its price is one ticket per eligible prize
 * (docs/lottery.md), so the odds are divided by the number of eligible tickets.
 */
export function settleFactorMilli(s: Selection, outcome: DrawOutcome): number {
  const def = findPlayType(s.playType)!;
  const nums = s.numbers ?? [];
  if (outcome.kind === 'vn') {
    const odds = def.oddsMilli!;
    switch (s.playType) {
      case 'VN_BAOLO2':
      case 'VN_BAOLO3': {
        const tails = vnTails(outcome, s.playType === 'VN_BAOLO2' ? 2 : 3);
        const hits = tails.filter((t) => t === nums[0]).length;
        return Math.floor((odds * hits) / tails.length);
      }
      case 'VN_DE':
        return Number(vnSpecial(outcome).slice(-2)) === nums[0] ? odds : 0;
      case 'VN_3CANG':
        return Number(vnSpecial(outcome).slice(-3)) === nums[0] ? odds : 0;
      default: {
        const tails = new Set(vnTails(outcome, 2));
        return nums.every((n) => tails.has(n)) ? odds : 0;
      }
    }
  }
  if (outcome.kind === 'pick') {
    const drawn = new Set(outcome.numbers);
    const pick = /^KENO_PICK(\d)$/.exec(s.playType);
    if (pick) return KENO_PAYTABLE[Number(pick[1])]![nums.filter((n) => drawn.has(n)).length] ?? 0;
    const sum = outcome.numbers.reduce((a, b) => a + b, 0);
    const odds = def.oddsMilli!;
    if (s.playType === 'KENO_BIG_SMALL') {
      if (sum === KENO_SUM_LINE) return 1000;
      return (sum > KENO_SUM_LINE ? 'BIG' : 'SMALL') === s.option ? odds : 0;
    }
    if (s.playType === 'KENO_ODD_EVEN') return (sum % 2 === 1 ? 'ODD' : 'EVEN') === s.option ? odds : 0;
    // Up/down: how many of the 20 come from the upper half 1–40 against the lower half 41–80; 10/10 is refunded.
    const up = outcome.numbers.filter((n) => n <= 40).length;
    if (up === 10) return 1000;
    return (up > 10 ? 'UP' : 'DOWN') === s.option ? odds : 0;
  }
  const digits = outcome.digits.split('').map(Number);
  const sum = digits.reduce((a, b) => a + b, 0);
  if (s.playType === 'FAST_POSITION') return digits[s.position! - 1] === nums[0] ? def.oddsMilli! : 0;
  if (s.playType === 'FAST_SUM') return Number(s.option) === sum ? fastSumOddsMilli(digits.length, sum) : 0;
  // The digit-sum distribution is symmetric around 4.5 × digits, so big/small split it in equal halves: no tie.
  return (sum * 2 > 9 * digits.length ? 'BIG' : 'SMALL') === s.option ? def.oddsMilli! : 0;
}

export function payoutMinor(stakeMinor: number, factorMilli: number): number {
  return Math.floor((stakeMinor * factorMilli) / 1000);
}
