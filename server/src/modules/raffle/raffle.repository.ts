import type { DbOrTrx } from '../../db/with-transaction';
import type { StoredRafflePrize } from './raffle.table';

// The only code that touches the raffle's tables; every function joins the caller's transaction when given one.

export async function findMember(db: DbOrTrx, memberId: number) {
  return db
    .selectFrom('member')
    .select(['id', 'type', 'currency'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

export type RaffleRuleRow = Awaited<ReturnType<typeof listRules>>[number];
export type RaffleRoundRow = NonNullable<Awaited<ReturnType<typeof findRound>>>;

export async function listRules(db: DbOrTrx) {
  return db.selectFrom('raffle_rule').selectAll().orderBy('id').execute();
}

/** Rules enabled and running at `at`. */
export async function activeRules(db: DbOrTrx, at: Date) {
  return db
    .selectFrom('raffle_rule')
    .selectAll()
    .where('enabled', '=', true)
    .where('start_at', '<=', at)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', at)]))
    .orderBy('id')
    .execute();
}

export interface RaffleRuleValues {
  code: string;
  title: string;
  kind: string;
  threshold: number;
  maxTickets: number;
  prizes: StoredRafflePrize[];
  startAt: Date;
  endAt: Date | null;
  enabled: boolean;
}

const ruleColumns = (v: RaffleRuleValues) => ({
  code: v.code,
  title: v.title,
  kind: v.kind,
  threshold: v.threshold,
  max_tickets: v.maxTickets,
  prizes: JSON.stringify(v.prizes),
  start_at: v.startAt,
  end_at: v.endAt,
  enabled: v.enabled,
});

/** Undefined when the code is taken. */
export async function insertRule(db: DbOrTrx, values: RaffleRuleValues) {
  return db
    .insertInto('raffle_rule')
    .values(ruleColumns(values))
    .onConflict((oc) => oc.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** `conflict` when another rule has the code; no row when the id is unknown. */
export async function updateRule(db: DbOrTrx, id: number, values: RaffleRuleValues) {
  const rdb = db;
  const other = await rdb
    .selectFrom('raffle_rule')
    .select('id')
    .where('code', '=', values.code)
    .where('id', '<>', id)
    .executeTakeFirst();
  if (other) return { conflict: true as const, row: undefined };
  const row = await rdb
    .updateTable('raffle_rule')
    .set({ ...ruleColumns(values), updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return { conflict: false as const, row };
}

export async function findRound(db: DbOrTrx, ruleId: number, day: string) {
  return db
    .selectFrom('raffle_round')
    .selectAll()
    .where('rule_id', '=', ruleId)
    .where('day', '=', day)
    .executeTakeFirst();
}

/** Rounds by id with their rule's public fields (the rounds of a member's listed tickets). */
export async function roundsWithRules(db: DbOrTrx, roundIds: number[]) {
  if (roundIds.length === 0) return [];
  return db
    .selectFrom('raffle_round')
    .innerJoin('raffle_rule', 'raffle_rule.id', 'raffle_round.rule_id')
    .selectAll('raffle_round')
    .select([
      'raffle_rule.code',
      'raffle_rule.title',
      'raffle_rule.kind',
      'raffle_rule.threshold',
      'raffle_rule.max_tickets',
    ])
    .where('raffle_round.id', 'in', roundIds)
    .orderBy('raffle_round.id', 'desc')
    .execute();
}

export async function findRoundById(db: DbOrTrx, roundId: number) {
  return db.selectFrom('raffle_round').selectAll().where('id', '=', roundId).executeTakeFirst();
}

/** A round with its committed seed; a copy racing on another process loses to the unique (rule, day). */
export async function insertRound(
  db: DbOrTrx,
  round: {
    ruleId: number;
    day: string;
    startsAt: Date;
    endsAt: Date;
    serverSeed: string;
    seedCommit: string;
    prizes: StoredRafflePrize[];
  },
) {
  await db
    .insertInto('raffle_round')
    .values({
      rule_id: round.ruleId,
      day: round.day,
      starts_at: round.startsAt,
      ends_at: round.endsAt,
      server_seed: round.serverSeed,
      seed_commit: round.seedCommit,
      prizes: JSON.stringify(round.prizes),
    })
    .onConflict((oc) => oc.columns(['rule_id', 'day']).doNothing())
    .execute();
}

/** Settled rounds with a valid bet (cancelled and refunded ones carry 0) settled in [from, to). */
export async function countSettledBets(
  db: DbOrTrx,
  memberId: number,
  currency: string,
  from: Date,
  to: Date,
) {
  const row = await db
    .selectFrom('bet_record')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('currency', '=', currency)
    .where('status', '=', 'settled')
    .where('valid_bet_minor', '>', 0)
    .where('settled_at', '>=', from)
    .where('settled_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Paid deposits of at least `minMinor` paid in [from, to). */
export async function countDeposits(
  db: DbOrTrx,
  memberId: number,
  currency: string,
  minMinor: number,
  from: Date,
  to: Date,
) {
  const row = await db
    .selectFrom('deposit_order')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('currency', '=', currency)
    .where('status', '=', 'paid')
    .where('amount_minor', '>=', minMinor)
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countTickets(db: DbOrTrx, roundId: number, memberId: number) {
  const row = await db
    .selectFrom('raffle_ticket')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('round_id', '=', roundId)
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Tickets seq `from`..`to`; a seq another process granted first is skipped by the unique (round, member, seq). */
export async function insertTickets(
  db: DbOrTrx,
  t: { roundId: number; memberId: number; currency: string; from: number; to: number },
) {
  if (t.to < t.from) return;
  const rows = Array.from({ length: t.to - t.from + 1 }, (_, i) => ({
    round_id: t.roundId,
    member_id: t.memberId,
    seq: t.from + i,
    currency: t.currency,
  }));
  await db
    .insertInto('raffle_ticket')
    .values(rows)
    .onConflict((oc) => oc.columns(['round_id', 'member_id', 'seq']).doNothing())
    .execute();
}

export async function listTickets(db: DbOrTrx, memberId: number, limit: number) {
  return db
    .selectFrom('raffle_ticket')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnopened(db: DbOrTrx, memberId: number) {
  const row = await db
    .selectFrom('raffle_ticket')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('opened_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The caller's ticket, row-locked until the transaction ends: a second open of it waits here and then finds it
 * opened. Filtered by member, so another member's ticket id finds nothing.
 */
export async function lockOwnTicket(db: DbOrTrx, memberId: number, ticketId: number) {
  return db
    .selectFrom('raffle_ticket')
    .selectAll()
    .where('id', '=', ticketId)
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
}

export async function findOwnTicket(db: DbOrTrx, memberId: number, ticketId: number) {
  return db
    .selectFrom('raffle_ticket')
    .selectAll()
    .where('id', '=', ticketId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export type RaffleTicketRow = NonNullable<Awaited<ReturnType<typeof findOwnTicket>>>;

/** Sets the prize once: a ticket already opened is left as it is (no row answered). */
export async function markOpened(db: DbOrTrx, ticketId: number, prizeMinor: number, at: Date) {
  return db
    .updateTable('raffle_ticket')
    .set({ prize_minor: prizeMinor, opened_at: at })
    .where('id', '=', ticketId)
    .where('opened_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** The newest rounds (of one rule or all) with their rule's code: the back office's rounds list. */
export async function listRoundsForOperator(db: DbOrTrx, ruleId: number | undefined, limit: number) {
  let query = db
    .selectFrom('raffle_round')
    .innerJoin('raffle_rule', 'raffle_rule.id', 'raffle_round.rule_id')
    .selectAll('raffle_round')
    .select('raffle_rule.code as rule_code');
  if (ruleId !== undefined) query = query.where('raffle_round.rule_id', '=', ruleId);
  return query.orderBy('raffle_round.day', 'desc').orderBy('raffle_round.id', 'desc').limit(limit).execute();
}

/** Per round and currency: tickets granted, opened, and the prizes they paid (minor units). */
export async function ticketTotalsOfRounds(db: DbOrTrx, roundIds: number[]) {
  if (roundIds.length === 0) return [];
  return db
    .selectFrom('raffle_ticket')
    .select((eb) => [
      'round_id',
      'currency',
      eb.fn.countAll<string>().as('tickets'),
      eb.fn.count<string>('opened_at').as('opened'),
      eb.fn.coalesce(eb.fn.sum<string>('prize_minor'), eb.lit(0)).as('paid_minor'),
    ])
    .where('round_id', 'in', roundIds)
    .groupBy(['round_id', 'currency'])
    .execute();
}
