import { DIVIDEND_PERIODS, type ContractTier, type DividendPeriod } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import type { DbOrTrx } from '../../db/with-transaction';
import { payBillFromUpline } from './bill-payment';
import {
  findBillBefore,
  findDividendBill,
  findDueDividendContracts,
  insertDividendBill,
  lockContract,
  sumTeamPlay,
} from './dividend-settlement.repository';
import { reachedTier, type SettleResult } from './salary-settlement';
import { DEFAULT_SITE_TIME_ZONE, periodContaining, type Period } from './settlement-periods';

/**
 * Dividend settlement (docs/agents.md "Dividends"): for each accepted dividend contract and each finished period of
 * its own clock, one bill keyed by (contract, period) on the team's net loss (bets − wins of settled bets with a
 * valid bet, the member's whole subtree). A period where the players won carries its negative amount forward on
 * the bill; the next periods net it before any dividend is paid. Bill and ledger movement commit together.
 */

/** A period is settled one minute after it ended, so bets settled in its last seconds are in (the watermark). */
export const SETTLE_GRACE_MS = 60_000;

/** Dividend periods are settlement clocks of the same names. */
export const DIVIDEND_CLOCK = {
  DAILY: 'DAILY',
  WEEKLY: 'WEEKLY',
  SEMIMONTHLY: 'SEMIMONTHLY',
  MONTHLY: 'MONTHLY',
} as const satisfies Record<DividendPeriod, string>;

export interface DividendFigures {
  validBetMinor: number;
  /** Bets − wins in the period: negative when the players won. */
  netLossMinor: number;
  activeMembers: number;
}

export interface DividendOutcome {
  /** The net loss after the carried-in amount: what the tier and the rate apply to. */
  baseMinor: number;
  carriedOutMinor: number;
  rateBp: number;
  amountMinor: number;
}

/**
 * The carry-over policy, pure. `carriedInMinor` ≤ 0. A negative base (the players won more than was lost since the
 * last covered period) is carried out whole and nothing is paid; a base ≥ 0 clears the carry, paid or not.
 */
export function dividendFor(
  tiers: readonly ContractTier[],
  figures: DividendFigures,
  carriedInMinor: number,
): DividendOutcome {
  const baseMinor = figures.netLossMinor + carriedInMinor;
  if (baseMinor <= 0)
    return { baseMinor, carriedOutMinor: Math.min(0, baseMinor), rateBp: 0, amountMinor: 0 };
  const tier = reachedTier(tiers, {
    validBetMinor: figures.validBetMinor,
    lossMinor: baseMinor,
    activeMembers: figures.activeMembers,
  });
  return {
    baseMinor,
    carriedOutMinor: 0,
    rateBp: tier?.rateBp ?? 0,
    amountMinor: tier ? Math.floor((baseMinor * tier.rateBp) / 10_000) : 0,
  };
}

/** At most this many periods of one contract are billed per run (over a year of daily periods). */
const MAX_PERIODS_PER_RUN = 400;

/**
 * Bills every finished period of every accepted dividend contract that has no bill yet, in order, from the period
 * after the contract's latest bill (or the one it was accepted in). Each contract walks its own chain, so the carry
 * always comes from the period just before, whatever the last run of the job was (a first run, a catch-up after
 * downtime, or two processes at once).
 */
export async function settleDividends(
  db: Db,
  now: Date,
  timeZone: string = DEFAULT_SITE_TIME_ZONE,
): Promise<SettleResult> {
  const result: SettleResult = { bills: 0, paid: 0, paidMinor: 0 };
  const cutoff = new Date(now.getTime() - SETTLE_GRACE_MS);
  for (const period of DIVIDEND_PERIODS) {
    const clock = DIVIDEND_CLOCK[period];
    const lastEnd = periodContaining(clock, cutoff, timeZone).start;
    const contracts = await findDueDividendContracts(db, period, lastEnd);
    for (const c of contracts) {
      const from = c.billed_to ? new Date(c.billed_to) : new Date(c.decided_at!);
      let p = periodContaining(clock, from, timeZone);
      for (let n = 0; n < MAX_PERIODS_PER_RUN && p.end.getTime() <= lastEnd.getTime(); n += 1) {
        const r = await settleOne(db, p, c);
        if (r !== null) {
          result.bills += 1;
          if (r > 0) {
            result.paid += 1;
            result.paidMinor += r;
          }
        }
        p = periodContaining(clock, p.end, timeZone);
      }
    }
  }
  return result;
}

export async function teamNetLoss(db: DbOrTrx, path: string, period: Period): Promise<DividendFigures> {
  const team = await sumTeamPlay(db, path, period);
  return {
    validBetMinor: Number(team.valid),
    netLossMinor: Number(team.net),
    activeMembers: Number(team.active),
  };
}

interface DueContract {
  id: number;
  upline_id: number;
  member_id: number;
  tiers: ContractTier[];
  path: string;
  currency: string;
}

/** Returns the amount paid (0 when nothing was paid), or null when the bill already existed. */
async function settleOne(db: Db, period: Period, c: DueContract): Promise<number | null> {
  // Final once the period has ended (plus the grace): a bet settled later counts in a later period.
  const figures = await teamNetLoss(db, c.path, period);
  return db.transaction().execute(async (trx) => {
    // One settler per contract at a time: the carry read below must see the previous period's bill even when
    // another process is inserting it right now.
    await lockContract(trx, c.id);
    const done = await findDividendBill(trx, c.id, period.key);
    if (done) return null;
    const previous = await findBillBefore(trx, c.id, period.start);
    const carriedIn = Number(previous?.carried_out_minor ?? 0);
    const out = dividendFor(c.tiers, figures, carriedIn);
    const bill = await insertDividendBill(trx, {
      contract_id: c.id,
      period_key: period.key,
      payer_id: c.upline_id,
      member_id: c.member_id,
      period_start: period.start,
      period_end: period.end,
      valid_bet_minor: figures.validBetMinor,
      active_members: figures.activeMembers,
      net_loss_minor: figures.netLossMinor,
      carried_in_minor: carriedIn,
      carried_out_minor: out.carriedOutMinor,
      rate_bp: out.rateBp,
      amount_minor: out.amountMinor,
      state: out.amountMinor > 0 ? 'paid' : 'not_reached',
    });
    if (!bill) return null;
    if (out.amountMinor === 0) return 0;
    const state = await payBillFromUpline(trx, {
      table: 'agent_dividend_bill',
      billId: bill.id,
      payerId: c.upline_id,
      payeeId: c.member_id,
      currency: c.currency,
      amountMinor: out.amountMinor,
      idempotencyKey: `agent-dividend:${c.id}:${period.key}`,
      kind: 'agent-dividend',
      metadata: { contractId: c.id, period: period.key },
    });
    return state === 'paid' ? out.amountMinor : 0;
  });
}
