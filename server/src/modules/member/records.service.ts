import {
  ERROR_CODES,
  minorToDecimal,
  type AccountRecordsResult,
  type BetRecordsResult,
  type PersonalProfit,
  type RecordsQuery,
} from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { findLotteryGame } from '../lottery/lottery-games';
import { LOTTERY_VENDOR } from '../lottery/lottery.repository';
import {
  pageAccountEntries,
  pageBets,
  profitByDayAndGameType,
  summariseAccountEntries,
  summariseBets,
} from './records.repository';

const DAY_MS = 86_400_000;
/** A custom range may span at most this many days. */
const MAX_RANGE_DAYS = 90;

/**
 * The date range of a records query: a preset (today, last 7 or last 30 days — UTC days), or explicit from/to.
 * Without either: the last 7 days.
 */
export function resolveRange(query: RecordsQuery, now = new Date()): { from: Date; to: Date } {
  if (query.from || query.to) {
    const to = query.to ? new Date(query.to) : now;
    const from = query.from ? new Date(query.from) : new Date(to.getTime() - 7 * DAY_MS);
    if (from >= to || to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) {
      throw new AppError(
        400,
        ERROR_CODES.VALIDATION_FAILED,
        `Choose a range of at most ${MAX_RANGE_DAYS} days`,
        {
          issues: [{ path: 'from', message: `Choose a range of at most ${MAX_RANGE_DAYS} days` }],
        },
      );
    }
    return { from, to };
  }
  const startOfToday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const days = query.preset === 'today' ? 0 : query.preset === 'last30' ? 29 : 6;
  return {
    from: new Date(startOfToday.getTime() - days * DAY_MS),
    to: new Date(startOfToday.getTime() + DAY_MS),
  };
}

export async function accountRecords(
  db: DbOrTrx,
  memberId: number,
  query: RecordsQuery,
): Promise<AccountRecordsResult> {
  const range = resolveRange(query);
  const page = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
  const [rows, summary] = await Promise.all([
    pageAccountEntries(db, memberId, range, page),
    summariseAccountEntries(db, memberId, range),
  ]);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      amount: minorToDecimal(Number(r.amount_minor)),
      balanceAfter: minorToDecimal(Number(r.balance_after_minor)),
      createdAt: r.created_at.toISOString(),
    })),
    total: summary.count,
    page: query.page,
    pageSize: query.pageSize,
    totals: { credit: minorToDecimal(summary.credit), debit: minorToDecimal(summary.debit) },
  };
}

/**
 * The names a player reads for a round: a lottery round names its game from the lottery's own catalogue (its
 * provider is the lottery, which the browser names by category); any other from the games catalogue.
 */
function catalogueNames(r: {
  vendor: string;
  game_id: string;
  game_name: string | null;
  vendor_name: string | null;
}) {
  if (r.vendor === LOTTERY_VENDOR)
    return { gameName: findLotteryGame(r.game_id)?.name ?? null, vendorName: null };
  return { gameName: r.game_name, vendorName: r.vendor_name };
}

export async function betRecords(
  db: DbOrTrx,
  memberId: number,
  query: RecordsQuery,
): Promise<BetRecordsResult> {
  const range = resolveRange(query);
  const page = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
  const [rows, summary] = await Promise.all([
    pageBets(db, memberId, range, page),
    summariseBets(db, memberId, range),
  ]);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      vendor: r.vendor,
      gameId: r.game_id,
      gameType: r.game_type,
      roundId: r.round_id,
      bet: minorToDecimal(Number(r.bet_minor)),
      validBet: minorToDecimal(Number(r.valid_bet_minor)),
      win: minorToDecimal(Number(r.win_minor)),
      status: r.status,
      createdAt: r.created_at.toISOString(),
      ...catalogueNames(r),
    })),
    total: summary.count,
    page: query.page,
    pageSize: query.pageSize,
    totals: {
      bet: minorToDecimal(summary.bet),
      validBet: minorToDecimal(summary.validBet),
      win: minorToDecimal(summary.win),
    },
  };
}

type MinorLine = { rounds: number; bet: number; validBet: number; win: number };

function toProfitLine<T extends MinorLine>(line: T) {
  return {
    rounds: line.rounds,
    bet: minorToDecimal(line.bet),
    validBet: minorToDecimal(line.validBet),
    win: minorToDecimal(line.win),
    profit: minorToDecimal(line.win - line.bet),
  };
}

function addUp(lines: readonly MinorLine[]): MinorLine {
  return lines.reduce(
    (sum, l) => ({
      rounds: sum.rounds + l.rounds,
      bet: sum.bet + l.bet,
      validBet: sum.validBet + l.validBet,
      win: sum.win + l.win,
    }),
    { rounds: 0, bet: 0, validBet: 0, win: 0 },
  );
}

/**
 * personalProfit: the member's settled rounds over the range (same presets as the records), per UTC day and game
 * type, per game type, and in all; profit is win − bet, summed in minor units before any conversion.
 */
export async function personalProfit(
  db: DbOrTrx,
  memberId: number,
  query: RecordsQuery,
): Promise<PersonalProfit> {
  const lines = await profitByDayAndGameType(db, memberId, resolveRange(query));
  const types = [...new Set(lines.map((l) => l.gameType))].sort();
  return {
    days: lines.map((l) => ({ date: l.day, gameType: l.gameType, ...toProfitLine(l) })),
    byGameType: types.map((gameType) => ({
      gameType,
      ...toProfitLine(addUp(lines.filter((l) => l.gameType === gameType))),
    })),
    totals: toProfitLine(addUp(lines)),
  };
}
