import type { LotteryPlayTypeCode, LotterySelectionBody } from '@site/shared/schemas';

// The bet slip's pure rules: what a play type asks for, how many bets a pick makes, and the selections sent to
// POST /lgw/lottery/orders. One selection = one bet at the unit stake.

/** The server takes at most this many selections per slip. */
export const MAX_BETS_PER_SLIP = 50;

export type PickInput =
  /** Pick numbers from a grid; every `size`-combination of the picked numbers is one bet. */
  | { kind: 'grid'; min: number; max: number; pad: number; size: number; maxPicked: number }
  /** Type numbers of `pad` digits; each is one bet. */
  | { kind: 'typed'; pad: number; maxValue: number }
  /** Choose sides (each chosen side is one bet). */
  | { kind: 'option'; options: readonly string[] }
  /** A digit position, then digits 0–9 (each digit one bet). */
  | { kind: 'position'; positions: number }
  /** Exact digit sums (each one bet). */
  | { kind: 'sum'; maxSum: number };

/** What the board shows for a play type (`digits`: a fast game's digit count). */
export function pickInput(playType: LotteryPlayTypeCode, digits: number): PickInput {
  const pick = /^KENO_PICK(\d)$/.exec(playType);
  if (pick) return { kind: 'grid', min: 1, max: 80, pad: 2, size: Number(pick[1]), maxPicked: 10 };
  const xien = /^VN_XIEN(\d)$/.exec(playType);
  if (xien) return { kind: 'grid', min: 0, max: 99, pad: 2, size: Number(xien[1]), maxPicked: 10 };
  switch (playType) {
    case 'VN_BAOLO2':
    case 'VN_DE':
      return { kind: 'grid', min: 0, max: 99, pad: 2, size: 1, maxPicked: MAX_BETS_PER_SLIP };
    case 'VN_BAOLO3':
    case 'VN_3CANG':
      return { kind: 'typed', pad: 3, maxValue: 999 };
    case 'KENO_BIG_SMALL':
    case 'FAST_BIG_SMALL':
      return { kind: 'option', options: ['BIG', 'SMALL'] };
    case 'KENO_ODD_EVEN':
      return { kind: 'option', options: ['ODD', 'EVEN'] };
    case 'KENO_UP_DOWN':
      return { kind: 'option', options: ['UP', 'DOWN'] };
    case 'FAST_POSITION':
      return { kind: 'position', positions: digits };
    case 'FAST_SUM':
      return { kind: 'sum', maxSum: 9 * digits };
    default:
      return { kind: 'option', options: [] };
  }
}

/** n choose k (small numbers: at most 10 picked). */
export function combinations(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Every k-combination of `items`, in order. */
export function combine<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of combine(items.slice(i + 1), k - 1)) out.push([item, ...rest]);
  });
  return out;
}

export interface Picks {
  numbers: number[];
  options: string[];
  position: number;
}

export const EMPTY_PICKS: Picks = { numbers: [], options: [], position: 1 };

/** How many bets the picks make for a play type. */
export function betCount(input: PickInput, picks: Picks): number {
  switch (input.kind) {
    case 'grid':
      return combinations(picks.numbers.length, input.size);
    case 'typed':
    case 'position':
      return picks.numbers.length;
    case 'option':
    case 'sum':
      return picks.options.length;
  }
}

/** Stake of the whole slip in minor units (no float drift): bets × unit × issues chased. */
export function totalStakeMinor(bets: number, unitAmount: number, chase: number): number {
  return bets * Math.round(unitAmount * 100) * chase;
}

/** The selections one slip sends: one per bet at the unit stake. */
export function buildSelections(
  playType: LotteryPlayTypeCode,
  input: PickInput,
  picks: Picks,
  amount: number,
): LotterySelectionBody[] {
  const sorted = [...picks.numbers].sort((a, b) => a - b);
  switch (input.kind) {
    case 'grid':
      return combine(sorted, input.size).map((numbers) => ({ playType, numbers, amount }));
    case 'typed':
      return sorted.map((n) => ({ playType, numbers: [n], amount }));
    case 'position':
      return sorted.map((n) => ({ playType, numbers: [n], position: picks.position, amount }));
    case 'option':
    case 'sum':
      return picks.options.map((option) => ({ playType, option, amount }));
  }
}

/** Toggles `value` in `list`, refusing to grow past `max`. */
export function toggle<T>(list: readonly T[], value: T, max = Infinity): T[] {
  if (list.includes(value)) return list.filter((x) => x !== value);
  return list.length >= max ? [...list] : [...list, value];
}

/** A fresh client order key (the server's idempotency key for one slip): URL-safe, 8–64 characters. */
export function newClientKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `slip-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
