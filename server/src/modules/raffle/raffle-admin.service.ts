import { ERROR_CODES, decimalToMinor, minorToDecimal } from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import {
  insertRule,
  listRoundsForOperator,
  listRules,
  ticketTotalsOfRounds,
  updateRule,
  type RaffleRuleRow,
  type RaffleRuleValues,
} from './raffle.repository';
import type { AdminRaffleRuleInput } from './raffle.schema';
import type { StoredRafflePrize } from './raffle.table';

/**
 * Operator calls of the raffle. Replacing a rule never changes a round already created: the round keeps the prize
 * table it committed to; the new table, threshold and cap apply from the next round (the next UTC day).
 */

export function toRuleValues(input: AdminRaffleRuleInput): RaffleRuleValues {
  return {
    code: input.code,
    title: input.title,
    kind: input.kind,
    threshold: input.kind === 'deposit' ? decimalToMinor(input.threshold) : input.threshold,
    maxTickets: input.maxTickets,
    prizes: input.prizes.map((p) => ({ amountMinor: decimalToMinor(p.amount), weight: p.weight })),
    startAt: new Date(input.startAt),
    endAt: input.endAt ? new Date(input.endAt) : null,
    enabled: input.enabled,
  };
}

function adminDto(row: RaffleRuleRow) {
  const threshold = Number(row.threshold);
  const prizes = (
    typeof row.prizes === 'string' ? JSON.parse(row.prizes) : row.prizes
  ) as StoredRafflePrize[];
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    kind: row.kind,
    threshold: row.kind === 'deposit' ? minorToDecimal(threshold) : threshold,
    maxTickets: row.max_tickets,
    prizes: prizes.map((p) => ({ amount: minorToDecimal(p.amountMinor), weight: p.weight })),
    startAt: row.start_at.toISOString(),
    endAt: row.end_at ? row.end_at.toISOString() : null,
    enabled: row.enabled,
  };
}

const codeTaken = () =>
  new AppError(409, ERROR_CODES.RAFFLE_RULE_CODE_EXISTS, 'A raffle rule with this code exists');

export async function listRulesForOperator(db: DbOrTrx) {
  return (await listRules(db)).map(adminDto);
}

export async function createRule(db: DbOrTrx, input: AdminRaffleRuleInput) {
  const row = await insertRule(db, toRuleValues(input));
  if (!row) throw codeTaken();
  return adminDto(row);
}

export async function replaceRule(db: DbOrTrx, id: number, input: AdminRaffleRuleInput) {
  const result = await updateRule(db, id, toRuleValues(input));
  if (result.conflict) throw codeTaken();
  if (!result.row) throw new AppError(404, ERROR_CODES.RAFFLE_RULE_NOT_FOUND, 'Raffle rule not found');
  return adminDto(result.row);
}

/**
 * The newest rounds for the back office: the commitment always, the seed only once the round has ended (the rule of
 * the members' verify call, docs/promotions.md "Red envelope raffle"), and what its tickets were granted, opened
 * and paid.
 */
export async function listRounds(db: DbOrTrx, ruleId: number | undefined, limit: number, now: Date) {
  const rounds = await listRoundsForOperator(db, ruleId, limit);
  const totals = await ticketTotalsOfRounds(
    db,
    rounds.map((r) => r.id),
  );
  return rounds.map((round) => {
    const own = totals.filter((t) => t.round_id === round.id);
    const prizes = (
      typeof round.prizes === 'string' ? JSON.parse(round.prizes) : round.prizes
    ) as StoredRafflePrize[];
    return {
      id: round.id,
      ruleId: round.rule_id,
      ruleCode: round.rule_code,
      day: round.day,
      startsAt: round.starts_at.toISOString(),
      endsAt: round.ends_at.toISOString(),
      seedCommit: round.seed_commit,
      serverSeed: now >= round.ends_at ? round.server_seed : null,
      prizes: prizes.map((p) => ({ amount: minorToDecimal(p.amountMinor), weight: p.weight })),
      tickets: own.reduce((sum, t) => sum + Number(t.tickets), 0),
      opened: own.reduce((sum, t) => sum + Number(t.opened), 0),
      paid: own
        .filter((t) => Number(t.paid_minor) > 0)
        .map((t) => ({ currency: t.currency, amount: minorToDecimal(Number(t.paid_minor)) })),
    };
  });
}
