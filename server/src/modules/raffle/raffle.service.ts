import {
  ERROR_CODES,
  minorToDecimal,
  type RaffleOpenResult,
  type RaffleRound,
  type RaffleRuleKind,
  type RaffleSummary,
  type RaffleTicket,
  type RaffleVerify,
} from '@site/shared/schemas';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { localParts } from '../../lib/zoned-time';
import { DEFAULT_SITE_TIME_ZONE, periodContaining } from '../agent/settlement-periods';
import { isTrialAccount } from '../member/account-type';
import { ensureMemberAccount, postTransaction, systemAccount } from '../wallet/ledger.service';
import {
  commitSeed,
  drawPrizeIndex,
  newServerSeed,
  seedMatchesCommit,
  ticketMessage,
} from './raffle.fairness';
import {
  activeRules,
  countDeposits,
  countSettledBets,
  countTickets,
  countUnopened,
  findMember,
  findOwnTicket,
  findRound,
  findRoundById,
  insertRound,
  insertTickets,
  listTickets,
  lockOwnTicket,
  markOpened,
  roundsWithRules,
  type RaffleRoundRow,
  type RaffleRuleRow,
  type RaffleTicketRow,
} from './raffle.repository';
import type { StoredRafflePrize } from './raffle.table';

/**
 * Red envelope raffle (docs/promotions.md "Red envelope raffle"). The read counts what the member's records of the
 * round's day have earned; the claim call grants it as tickets; each opens once, its prize drawn from the round's
 * committed seed and paid from the house through the ledger under the key `raffle:ticket:<id>`.
 */

const TICKETS_LISTED = 50;
/** Raffle days are the site's days (the missions' and the agent bills' zone), not UTC ones. */
export const RAFFLE_TIME_ZONE = DEFAULT_SITE_TIME_ZONE;

const pad = (n: number) => String(n).padStart(2, '0');

/** The site's day holding `now`: its label (local date, the round's key) and its bounds as instants. */
export function raffleDay(now: Date, timeZone = RAFFLE_TIME_ZONE) {
  const period = periodContaining('DAILY', now, timeZone);
  const local = localParts(period.start, timeZone);
  return { day: `${local.year}-${pad(local.month)}-${pad(local.day)}`, start: period.start, end: period.end };
}

const parsePrizes = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as StoredRafflePrize[];

async function memberOrThrow(db: DbOrTrx, memberId: number) {
  const member = await findMember(db, memberId);
  if (!member) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
  return member;
}

const ticketNotFound = () => new AppError(404, ERROR_CODES.RAFFLE_TICKET_NOT_FOUND, 'Ticket not found');

/**
 * Today's round of a rule (the site's day, clipped to the rule's window), created with a fresh committed seed if
 * absent: by the `raffle.rounds` job as the day starts, or by the first read if the job has not run yet.
 */
export async function ensureRound(db: DbOrTrx, rule: RaffleRuleRow, now: Date): Promise<RaffleRoundRow> {
  const { day, start: dayStart, end: dayEnd } = raffleDay(now);
  const existing = await findRound(db, rule.id, day);
  if (existing) return existing;
  const serverSeed = newServerSeed();
  await insertRound(db, {
    ruleId: rule.id,
    day,
    startsAt: rule.start_at > dayStart ? rule.start_at : dayStart,
    endsAt: rule.end_at && rule.end_at < dayEnd ? rule.end_at : dayEnd,
    serverSeed,
    seedCommit: commitSeed(serverSeed),
    prizes: parsePrizes(rule.prizes),
  });
  const round = await findRound(db, rule.id, day);
  if (!round) throw new Error(`raffle round ${rule.id}/${day} missing after insert`);
  return round;
}

/** Tickets the member's records of the round earn: bet_count from settled rounds, deposit from paid deposits. */
async function ticketsEarned(
  db: DbOrTrx,
  member: { id: number; currency: string },
  rule: RaffleRuleRow,
  round: RaffleRoundRow,
  now: Date,
) {
  const to = now < round.ends_at ? now : round.ends_at;
  const threshold = Number(rule.threshold);
  const earned =
    rule.kind === 'deposit'
      ? await countDeposits(db, member.id, member.currency, threshold, round.starts_at, to)
      : Math.floor((await countSettledBets(db, member.id, member.currency, round.starts_at, to)) / threshold);
  return Math.min(earned, rule.max_tickets);
}

async function currentRounds(db: DbOrTrx, now: Date) {
  const rounds: Array<{ rule: RaffleRuleRow; round: RaffleRoundRow }> = [];
  for (const rule of await activeRules(db, now))
    rounds.push({ rule, round: await ensureRound(db, rule, now) });
  return rounds;
}

/** The running rounds with what each has earned the member and what it has granted so far. Reads only. */
async function owedTickets(db: DbOrTrx, member: { id: number; currency: string }, now: Date) {
  const owed = [];
  for (const { rule, round } of await currentRounds(db, now)) {
    const earned = await ticketsEarned(db, member, rule, round, now);
    owed.push({ rule, round, earned, held: await countTickets(db, round.id, member.id) });
  }
  return owed;
}

/**
 * Grants what the running rounds owe the member: writes only when a round owes something, and idempotent — seq
 * `held+1..earned` is unique per round and member, so a second claim, on this process or another, adds nothing.
 */
async function grantTickets(db: DbOrTrx, member: { id: number; currency: string }, now: Date) {
  for (const { round, earned, held } of await owedTickets(db, member, now)) {
    if (earned <= held) continue;
    await insertTickets(db, {
      roundId: round.id,
      memberId: member.id,
      currency: member.currency,
      from: held + 1,
      to: earned,
    });
  }
}

/** Makes sure every running rule has today's round, its seed committed before anyone plays (the rounds job). */
export async function ensureTodaysRounds(db: DbOrTrx, now: Date): Promise<number> {
  return (await currentRounds(db, now)).length;
}

type RulePublic = Pick<RaffleRuleRow, 'code' | 'title' | 'kind' | 'threshold' | 'max_tickets'>;

function roundDto(rule: RulePublic, round: RaffleRoundRow, now: Date): RaffleRound {
  const threshold = Number(rule.threshold);
  return {
    id: round.id,
    ruleCode: rule.code,
    title: rule.title,
    kind: rule.kind as RaffleRuleKind,
    threshold: rule.kind === 'deposit' ? minorToDecimal(threshold) : threshold,
    maxTickets: rule.max_tickets,
    startsAt: round.starts_at.toISOString(),
    endsAt: round.ends_at.toISOString(),
    seedCommit: round.seed_commit,
    serverSeed: now >= round.ends_at ? round.server_seed : null,
    prizes: parsePrizes(round.prizes).map((p) => ({
      amount: minorToDecimal(p.amountMinor),
      weight: p.weight,
    })),
  };
}

function ticketDto(row: RaffleTicketRow): RaffleTicket {
  return {
    id: Number(row.id),
    roundId: row.round_id,
    opened: row.opened_at !== null,
    prize: row.prize_minor === null ? null : minorToDecimal(Number(row.prize_minor)),
    openedAt: row.opened_at ? row.opened_at.toISOString() : null,
  };
}

/**
 * The running rounds with their commitments, then the ended rounds of the caller's listed tickets (their seeds
 * revealed), the caller's tickets, and how many more the records have earned (`claimable`). Grants nothing: a read
 * on every page and balance change must not write; a trial account is owed none.
 */
export async function raffleSummary(db: DbOrTrx, memberId: number, now = new Date()): Promise<RaffleSummary> {
  const member = await memberOrThrow(db, memberId);
  const trial = isTrialAccount(member.type);
  const owed = trial ? [] : await owedTickets(db, member, now);
  const running = trial ? await currentRounds(db, now) : owed;
  const tickets = trial ? [] : await listTickets(db, member.id, TICKETS_LISTED);
  const runningIds = new Set(running.map(({ round }) => round.id));
  const older = await roundsWithRules(
    db,
    [...new Set(tickets.map((t) => t.round_id))].filter((id) => !runningIds.has(id)),
  );
  return {
    currency: member.currency,
    rounds: [
      ...running.map(({ rule, round }) => roundDto(rule, round, now)),
      ...older.map((row) => roundDto(row, row, now)),
    ],
    tickets: tickets.map(ticketDto),
    unopened: trial ? 0 : await countUnopened(db, member.id),
    claimable: owed.reduce((n, o) => n + Math.max(0, o.earned - o.held), 0),
  };
}

/** Grants the tickets the running rounds owe the caller, then answers the summary (claimable 0 unless more came). */
export async function claimTickets(db: DbOrTrx, memberId: number, now = new Date()): Promise<RaffleSummary> {
  const member = await memberOrThrow(db, memberId);
  if (isTrialAccount(member.type)) {
    throw new AppError(403, ERROR_CODES.REAL_ACCOUNT_REQUIRED, 'Please register an account first');
  }
  await grantTickets(db, member, now);
  return raffleSummary(db, memberId, now);
}

/**
 * Opens one of the caller's tickets. Under the ticket's row lock: opened already → the first result (`replayed`);
 * else the prize is drawn, set once, and paid from the house with the ledger key `raffle:ticket:<id>` — the lock,
 * the `opened_at is null` update and the key each make a second payment impossible on their own.
 */
export async function openTicket(
  db: DbOrTrx,
  memberId: number,
  ticketId: number,
  now = new Date(),
): Promise<RaffleOpenResult> {
  const member = await memberOrThrow(db, memberId);
  if (isTrialAccount(member.type)) {
    throw new AppError(403, ERROR_CODES.REAL_ACCOUNT_REQUIRED, 'Please register an account first');
  }
  return withTransaction(db, async (trx) => {
    const ticket = await lockOwnTicket(trx, member.id, ticketId);
    if (!ticket) throw ticketNotFound();
    if (ticket.opened_at) return { ticket: ticketDto(ticket), replayed: true };
    const round = await findRoundById(trx, ticket.round_id);
    if (!round) throw ticketNotFound();
    const prizes = parsePrizes(round.prizes);
    const prizeMinor =
      prizes[drawPrizeIndex(round.server_seed, member.id, Number(ticket.id), prizes)]!.amountMinor;
    const opened = await markOpened(trx, Number(ticket.id), prizeMinor, now);
    if (!opened) throw new Error(`raffle ticket ${ticket.id} opened under its own lock`);
    if (prizeMinor > 0) {
      const house = await systemAccount(trx, 'house', ticket.currency);
      const wallet = await ensureMemberAccount(trx, member.id, ticket.currency);
      await postTransaction(trx, {
        idempotencyKey: `raffle:ticket:${ticket.id}`,
        kind: 'raffle_prize',
        legs: [
          { accountId: house.id, amountMinor: -prizeMinor },
          { accountId: wallet.id, amountMinor: prizeMinor },
        ],
        metadata: { ticketId: Number(ticket.id), roundId: round.id },
      });
    }
    return { ticket: ticketDto(opened), replayed: false };
  });
}

/** Recomputes one of the caller's tickets from the revealed seed; refused while the round runs (seed secret). */
export async function verifyTicket(
  db: DbOrTrx,
  memberId: number,
  ticketId: number,
  now = new Date(),
): Promise<RaffleVerify> {
  const ticket = await findOwnTicket(db, memberId, ticketId);
  if (!ticket) throw ticketNotFound();
  const round = await findRoundById(db, ticket.round_id);
  if (!round) throw ticketNotFound();
  if (now < round.ends_at) {
    throw new AppError(409, ERROR_CODES.RAFFLE_ROUND_NOT_REVEALED, 'The round has not ended yet', {
      revealAt: round.ends_at.toISOString(),
      seedCommit: round.seed_commit,
    });
  }
  const prizes = parsePrizes(round.prizes);
  const prizeIndex = drawPrizeIndex(round.server_seed, memberId, Number(ticket.id), prizes);
  const prizeMinor = prizes[prizeIndex]!.amountMinor;
  const paid = ticket.prize_minor === null ? null : Number(ticket.prize_minor);
  return {
    ticketId: Number(ticket.id),
    memberId,
    roundId: round.id,
    serverSeed: round.server_seed,
    seedCommit: round.seed_commit,
    commitMatches: seedMatchesCommit(round.server_seed, round.seed_commit),
    message: ticketMessage(memberId, Number(ticket.id)),
    prizes: prizes.map((p) => ({ amount: minorToDecimal(p.amountMinor), weight: p.weight })),
    prizeIndex,
    prize: minorToDecimal(prizeMinor),
    paid: paid === null ? null : minorToDecimal(paid),
    matches: paid === null || paid === prizeMinor,
  };
}
