import { ERROR_CODES, type ContractKind, type ContractTier } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import { AppError } from '../../errors';
import { ensureMemberAccounts, postTransfers, type TransferInput } from '../wallet/ledger.service';
import { payBillFromUpline } from './bill-payment';
import {
  findUnbilledSalaryContracts,
  insertSalaryBills,
  linkSalaryBillsToPostings,
  sumPlayByMember,
  type MemberPeriodPlay,
  type NewSalaryBill,
  type UnbilledSalaryContract,
} from './salary-settlement.repository';
import {
  DEFAULT_SITE_TIME_ZONE,
  periodContaining,
  type Period,
  type SettlementClock,
} from './settlement-periods';

/**
 * Salary settlement (docs/agents.md "Settlement"): for each accepted salary contract and each finished period, one
 * bill keyed by (contract, period), paid at most once.
 */

export const SALARY_CLOCKS: Partial<Record<ContractKind, SettlementClock>> = {
  DAILY_SALARY: 'EVERY_OTHER_DAY',
  HOURLY_SALARY: 'HOURLY',
  REALTIME_SALARY: 'FIVE_MINUTES',
};

/** At most this many missed periods are caught up per run (a week of 5-minute periods is 2,016). */
const MAX_CATCH_UP = 2_100;

/** Finished periods of `clock` to settle at `now`: those ending after `since` (or only the last one). */
export function periodsToSettle(
  clock: SettlementClock,
  now: Date,
  since: Date | null,
  timeZone: string,
): Period[] {
  const out: Period[] = [];
  let p = periodContaining(
    clock,
    new Date(periodContaining(clock, now, timeZone).start.getTime() - 1),
    timeZone,
  );
  out.push(p);
  while (since && out.length < MAX_CATCH_UP) {
    p = periodContaining(clock, new Date(p.start.getTime() - 1), timeZone);
    if (p.end.getTime() <= since.getTime()) break;
    out.push(p);
  }
  return out.reverse();
}

/** The highest tier whose thresholds are all met, or null. */
export function reachedTier(tiers: readonly ContractTier[], team: TeamFigures): ContractTier | null {
  let hit: ContractTier | null = null;
  for (const t of tiers) {
    if (
      team.validBetMinor >= t.validBetMinor &&
      team.lossMinor >= t.lossMinor &&
      team.activeMembers >= t.activeMembers
    )
      hit = t;
  }
  return hit;
}

export interface SettleResult {
  bills: number;
  paid: number;
  paidMinor: number;
}

export interface TeamFigures {
  validBetMinor: number;
  lossMinor: number;
  activeMembers: number;
}

/**
 * Each contracted agent's team figures for a period from every member's own play: a member counts in the team of
 * each agent whose path is a prefix of its path (the agent itself included), and is active when it has a settled bet.
 * The team's net loss is clamped at 0 after summing, as one query over the whole team would.
 */
export function teamFiguresByPath(
  play: readonly MemberPeriodPlay[],
  teamPaths: Iterable<string>,
): Map<string, TeamFigures> {
  const sums = new Map<string, TeamFigures>();
  for (const path of teamPaths) sums.set(path, { validBetMinor: 0, lossMinor: 0, activeMembers: 0 });
  for (const member of play) {
    // "/1/5/23/" → "/1/", "/1/5/", "/1/5/23/": the member's own path and each ancestor's.
    for (let end = member.path.indexOf('/', 1); end !== -1; end = member.path.indexOf('/', end + 1)) {
      const team = sums.get(member.path.slice(0, end + 1));
      if (!team) continue;
      team.validBetMinor += member.validBetMinor;
      team.lossMinor += member.netLossMinor;
      team.activeMembers += 1;
    }
  }
  for (const team of sums.values()) team.lossMinor = Math.max(0, team.lossMinor);
  return sums;
}

/**
 * Bills that pay are issued and paid this many per transaction, with one ledger statement for all their movements
 * (postTransfers): one commit and a few statements per chunk instead of five statements and a commit per bill, which
 * were most of the time of a large period (docs/performance.md "Agent salary settlement").
 */
const PAID_BILLS_PER_CHUNK = 500;
/** Rows per insert of the bills that pay nothing. */
const UNPAID_BILLS_PER_INSERT = 1_000;

/**
 * Settles every finished period of a salary kind (docs/agents.md "Settlement"). Per period: the contracts without a
 * bill, the period's play summed once and rolled up the tree, then bills that pay nothing written in bulk and bills
 * that pay each committed together with their ledger movement. A run that stops halfway leaves some contracts
 * without a bill: the next run bills exactly those.
 */
export async function settleSalaries(
  db: Db,
  kind: ContractKind,
  now: Date,
  since: Date | null,
  timeZone: string = DEFAULT_SITE_TIME_ZONE,
): Promise<SettleResult> {
  const clock = SALARY_CLOCKS[kind];
  if (!clock) throw new Error(`${kind} is not a salary`);
  const result: SettleResult = { bills: 0, paid: 0, paidMinor: 0 };
  for (const period of periodsToSettle(clock, now, since, timeZone)) {
    const contracts = await findUnbilledSalaryContracts(db, kind, period);
    if (contracts.length === 0) continue;
    // Bets settled in the period are final once it has ended; one settled later belongs to a later period.
    const teams = teamFiguresByPath(
      await sumPlayByMember(db, period),
      contracts.map((c) => c.path),
    );
    const unpaid: NewSalaryBill[] = [];
    const paying: PayingBill[] = [];
    for (const c of contracts) {
      const figures = teams.get(c.path)!;
      const tier = reachedTier(c.tiers, figures);
      const amount = tier ? Math.floor((figures.validBetMinor * tier.rateBp) / 10_000) : 0;
      const bill: NewSalaryBill = {
        contract_id: c.id,
        period_key: period.key,
        kind,
        payer_id: c.upline_id,
        member_id: c.member_id,
        period_start: period.start,
        period_end: period.end,
        valid_bet_minor: figures.validBetMinor,
        active_members: figures.activeMembers,
        rate_bp: tier?.rateBp ?? 0,
        amount_minor: amount,
        state: amount > 0 ? 'paid' : 'not_reached',
      };
      if (amount > 0) paying.push({ contract: c, bill });
      else unpaid.push(bill);
    }
    for (let i = 0; i < unpaid.length; i += UNPAID_BILLS_PER_INSERT) {
      result.bills += (await insertSalaryBills(db, unpaid.slice(i, i + UNPAID_BILLS_PER_INSERT))).size;
    }
    for (let i = 0; i < paying.length; i += PAID_BILLS_PER_CHUNK) {
      const chunk = await issueAndPay(db, paying.slice(i, i + PAID_BILLS_PER_CHUNK));
      result.bills += chunk.bills;
      result.paid += chunk.paid;
      result.paidMinor += chunk.paidMinor;
    }
  }
  return result;
}

interface PayingBill {
  contract: UnbilledSalaryContract;
  bill: NewSalaryBill;
}

const salaryPostingKey = (bill: NewSalaryBill) => `agent-salary:${bill.contract_id}:${bill.period_key}`;

/**
 * Issues a chunk of bills that pay and pays them, in one transaction: a bill row commits with its ledger movement
 * or not at all, so a second run (or a second process, or a run after a crash) finds the bill and pays nothing, and
 * until then nothing was paid. A concurrent run inserting the same bills waits on their keys and then inserts none.
 * When an upline lacks the balance for its bills the one ledger statement refuses the whole chunk, and the chunk is
 * paid bill by bill instead, so only that upline's bills stay `insufficient`.
 */
async function issueAndPay(db: Db, chunk: readonly PayingBill[]): Promise<SettleResult> {
  return db.transaction().execute(async (trx) => {
    const inserted = await insertSalaryBills(
      trx,
      chunk.map((p) => p.bill),
    );
    const fresh = chunk.filter((p) => inserted.has(p.contract.id));
    const result: SettleResult = { bills: fresh.length, paid: 0, paidMinor: 0 };
    if (fresh.length === 0) return result;
    const transfers: TransferInput[] = [];
    for (const [currency, bills] of groupBy(fresh, (p) => p.contract.currency)) {
      const accounts = await ensureMemberAccounts(
        trx,
        [...new Set(bills.flatMap((p) => [p.contract.upline_id, p.contract.member_id]))],
        currency,
      );
      for (const { contract, bill } of bills) {
        transfers.push({
          idempotencyKey: salaryPostingKey(bill),
          kind: 'agent-salary',
          fromAccountId: accounts.get(contract.upline_id)!,
          toAccountId: accounts.get(contract.member_id)!,
          amountMinor: bill.amount_minor,
          metadata: { contractId: contract.id, period: bill.period_key, salaryKind: bill.kind },
        });
      }
    }
    try {
      await postTransfers(trx, transfers);
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== ERROR_CODES.INSUFFICIENT_BALANCE) throw err;
      // The refusal wrote nothing and left the transaction usable.
      for (const { contract, bill } of fresh) {
        const state = await payBillFromUpline(trx, {
          table: 'agent_salary_bill',
          billId: inserted.get(contract.id)!,
          payerId: contract.upline_id,
          payeeId: contract.member_id,
          currency: contract.currency,
          amountMinor: bill.amount_minor,
          idempotencyKey: salaryPostingKey(bill),
          kind: 'agent-salary',
          metadata: { contractId: contract.id, period: bill.period_key, salaryKind: bill.kind },
        });
        if (state === 'paid') {
          result.paid += 1;
          result.paidMinor += bill.amount_minor;
        }
      }
      return result;
    }
    await linkSalaryBillsToPostings(trx, [...inserted.values()]);
    result.paid = fresh.length;
    result.paidMinor = fresh.reduce((sum, p) => sum + p.bill.amount_minor, 0);
    return result;
  });
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
