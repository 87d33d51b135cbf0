import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';

/**
 * Team queries of the agent centre. Every query is scoped by a materialised path prefix (`/1/5/` → my subtree):
 * the service passes the caller's own path, never one taken from the request, so an agent only ever sees its team.
 */

export interface TeamMember {
  id: number;
  account: string;
  type: number;
  path: string;
  currency: string;
}

export function findMember(db: DbOrTrx, id: number): Promise<TeamMember | undefined> {
  return db
    .selectFrom('member')
    .select(['id', 'account', 'type', 'path', 'currency'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A member of my subtree (below me) by account; undefined for anyone else, including me. */
export function findInSubtree(db: DbOrTrx, myPath: string, account: string): Promise<TeamMember | undefined> {
  return db
    .selectFrom('member')
    .select(['id', 'account', 'type', 'path', 'currency'])
    .where('account', '=', account.toLowerCase())
    .where('path', 'like', `${myPath}%`)
    .where('path', '!=', myPath)
    .executeTakeFirst();
}

export function accountExists(db: DbOrTrx, account: string) {
  return db.selectFrom('member').select('id').where('account', '=', account.toLowerCase()).executeTakeFirst();
}

const num = (v: unknown) => Number(v ?? 0);

export async function teamOverview(db: DbOrTrx, myPath: string, from: Date, to: Date) {
  const below = `${myPath}%`;
  const members = await db
    .selectFrom('member')
    .select((eb) => [
      eb.fn.countAll().as('size'),
      sql<number>`count(*) filter (where created_at >= ${from} and created_at < ${to})`.as('fresh'),
    ])
    .where('path', 'like', below)
    .where('path', '!=', myPath)
    .executeTakeFirstOrThrow();
  const bets = await db
    .selectFrom('bet_record as b')
    .innerJoin('member as m', 'm.id', 'b.member_id')
    .select([
      sql<number>`count(distinct b.member_id)`.as('active'),
      sql<number>`coalesce(sum(b.valid_bet_minor), 0)`.as('valid'),
      sql<number>`coalesce(sum(b.win_minor - b.bet_minor) filter (where b.status = 'settled'), 0)`.as(
        'profit',
      ),
    ])
    .where('m.path', 'like', below)
    .where('m.path', '!=', myPath)
    .where('b.status', '!=', 'cancelled')
    .where('b.created_at', '>=', from)
    .where('b.created_at', '<', to)
    .executeTakeFirstOrThrow();
  const money = await db
    .selectFrom('wallet_entry as e')
    .innerJoin('wallet_transaction as t', 't.id', 'e.transaction_id')
    .innerJoin('wallet_account as a', 'a.id', 'e.account_id')
    .innerJoin('member as m', (j) => j.on(sql<boolean>`a.owner_ref = cast(m.id as text)`))
    .select([
      sql<number>`coalesce(sum(e.amount_minor) filter (where t.kind = 'deposit'), 0)`.as('deposits'),
      sql<number>`coalesce(-sum(e.amount_minor) filter (where t.kind = 'withdrawal'), 0)`.as('withdrawals'),
    ])
    .where('a.kind', '=', 'member')
    .where('t.kind', 'in', ['deposit', 'withdrawal'])
    .where('m.path', 'like', below)
    .where('m.path', '!=', myPath)
    .where('t.created_at', '>=', from)
    .where('t.created_at', '<', to)
    .executeTakeFirstOrThrow();
  return {
    teamSize: num(members.size),
    newMembers: num(members.fresh),
    activeMembers: num(bets.active),
    validBetMinor: num(bets.valid),
    profitMinor: num(bets.profit),
    depositsMinor: num(money.deposits),
    withdrawalsMinor: num(money.withdrawals),
  };
}

export async function listDownlines(
  db: DbOrTrx,
  scope: { parentId: number | null; subtreePath: string; search?: string | undefined },
  page: { offset: number; limit: number },
) {
  let q = db
    .selectFrom('member as m')
    .leftJoin('member as u', 'u.id', 'm.upline_id')
    .leftJoin('wallet_account as w', (j) =>
      j.on(sql<boolean>`w.code = 'member:' || cast(m.id as text) || ':' || m.currency`),
    )
    .where('m.path', 'like', `${scope.subtreePath}%`)
    .where('m.path', '!=', scope.subtreePath);
  // A search looks through the whole subtree; without one, the direct downlines of `parentId`.
  if (scope.search)
    q = q.where('m.account', 'like', `%${scope.search.toLowerCase().replace(/[%_\\]/g, '')}%`);
  else if (scope.parentId !== null) q = q.where('m.upline_id', '=', scope.parentId);
  const total = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select([
      'm.id',
      'm.account',
      'm.nickname',
      'm.type',
      'm.path',
      'm.created_at',
      'm.last_login_at',
      'u.account as upline_account',
      sql<number>`coalesce(w.balance_minor, 0)`.as('balance'),
      sql<number>`(select count(*) from member c where c.upline_id = m.id)`.as('direct_count'),
    ])
    .orderBy('m.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: num(total.n), rows };
}

/** Each listed member's own contracts (accepted or offered) with their top rate. */
export function contractsOfMembers(db: DbOrTrx, memberIds: number[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('agent_contract')
    .select(['member_id', 'kind', 'state', 'tiers'])
    .where('member_id', 'in', memberIds)
    .where('state', 'in', ['accepted', 'offered'])
    .execute();
}

/** Members of my subtree with a bet in the last `days` days (the "active" status in the downline list). */
export async function recentlyActive(db: DbOrTrx, memberIds: number[], since: Date): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('bet_record')
    .select('member_id')
    .distinct()
    .where('member_id', 'in', memberIds)
    .where('created_at', '>=', since)
    .execute();
  return new Set(rows.map((r) => r.member_id));
}

export async function teamBets(
  db: DbOrTrx,
  myPath: string,
  f: { from: Date; to: Date; memberId?: number; gameType?: string; vendor?: string },
  page: { offset: number; limit: number },
) {
  // The catalogue's game and its vendor: a bet's `vendor` is the wallet integration that reported it (the demo vendor
  // reports every game it hosts as DEMO), the game's own vendor is the catalogue's.
  let q = db
    .selectFrom('bet_record as b')
    .innerJoin('member as m', 'm.id', 'b.member_id')
    .leftJoin('game as g', 'g.game_id', 'b.game_id')
    .leftJoin('game_vendor as v', (j) =>
      j.onRef('v.vassalage', '=', 'g.vassalage').onRef('v.game_type', '=', 'g.game_type'),
    )
    .where('m.path', 'like', `${myPath}%`)
    .where('m.path', '!=', myPath)
    .where('b.created_at', '>=', f.from)
    .where('b.created_at', '<', f.to);
  if (f.memberId !== undefined) q = q.where('b.member_id', '=', f.memberId);
  if (f.gameType) q = q.where('b.game_type', '=', f.gameType);
  const vendor = f.vendor;
  if (vendor) q = q.where((eb) => eb.or([eb('b.vendor', '=', vendor), eb('g.vassalage', '=', vendor)]));
  const totals = await q
    .select([
      sql<number>`count(*)`.as('n'),
      sql<number>`coalesce(sum(b.bet_minor), 0)`.as('bet'),
      sql<number>`coalesce(sum(b.valid_bet_minor), 0)`.as('valid'),
      sql<number>`coalesce(sum(b.win_minor), 0)`.as('win'),
    ])
    .executeTakeFirstOrThrow();
  const rows = await q
    .select([
      'b.id',
      'b.member_account',
      'b.vendor',
      'v.display_name as vendor_name',
      'b.game_id',
      'g.game_name',
      'b.game_type',
      'b.bet_minor',
      'b.valid_bet_minor',
      'b.win_minor',
      'b.status',
      'b.created_at',
    ])
    .orderBy('b.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return {
    total: num(totals.n),
    totals: { betMinor: num(totals.bet), validBetMinor: num(totals.valid), winMinor: num(totals.win) },
    rows,
  };
}

/** My ledger movements (member and agent accounts) in a range, newest first. */
export async function myMovements(
  db: DbOrTrx,
  memberId: number,
  range: { from: Date; to: Date },
  page: { offset: number; limit: number },
) {
  const q = db
    .selectFrom('wallet_entry as e')
    .innerJoin('wallet_transaction as t', 't.id', 'e.transaction_id')
    .innerJoin('wallet_account as a', 'a.id', 'e.account_id')
    .where('a.kind', 'in', ['member', 'agent'])
    .where('a.owner_ref', '=', String(memberId))
    .where('t.created_at', '>=', range.from)
    .where('t.created_at', '<', range.to);
  const totals = await q
    .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(e.amount_minor), 0)`.as('sum')])
    .executeTakeFirstOrThrow();
  const rows = await q
    .select(['e.id', 't.kind', 'e.amount_minor', 'e.balance_after_minor', 't.created_at', 't.metadata'])
    .orderBy('e.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: num(totals.n), totalMinor: num(totals.sum), rows };
}

/** The two accounts of each contract (a salary or dividend movement names only its contract id). */
export function contractParties(db: DbOrTrx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('agent_contract as c')
    .innerJoin('member as u', 'u.id', 'c.upline_id')
    .innerJoin('member as m', 'm.id', 'c.member_id')
    .select(['c.id', 'c.member_id', 'u.account as upline_account', 'm.account as member_account'])
    .where('c.id', 'in', ids)
    .execute();
}

export function billsOf(db: DbOrTrx, memberId: number) {
  return db
    .selectFrom('agent_salary_bill as b')
    .innerJoin('member as p', 'p.id', 'b.payer_id')
    .select([
      'b.id',
      'b.kind',
      'b.period_key',
      'p.account as payer_account',
      'b.valid_bet_minor',
      'b.rate_bp',
      'b.amount_minor',
      'b.state',
      'b.reject_reason',
      'b.created_at',
    ])
    .where('b.member_id', '=', memberId)
    .orderBy('b.id', 'desc')
    .limit(200)
    .execute();
}

export function dividendBillsOf(db: DbOrTrx, memberId: number) {
  return db
    .selectFrom('agent_dividend_bill as b')
    .innerJoin('member as p', 'p.id', 'b.payer_id')
    .select([
      'b.id',
      'b.period_key',
      'b.period_start',
      'b.period_end',
      'p.account as payer_account',
      'b.valid_bet_minor',
      'b.active_members',
      'b.net_loss_minor',
      'b.carried_in_minor',
      'b.carried_out_minor',
      'b.rate_bp',
      'b.amount_minor',
      'b.state',
      'b.reject_reason',
      'b.created_at',
    ])
    .where('b.member_id', '=', memberId)
    .orderBy('b.period_end', 'desc')
    .orderBy('b.id', 'desc')
    .limit(200)
    .execute();
}

/**
 * Per member of my subtree: settled bets with a valid bet, settled in the range (the dividend's clock), grouped.
 * Members without such bets have no row.
 */
export async function lossStatements(
  db: DbOrTrx,
  myPath: string,
  f: { from: Date; to: Date; memberId?: number },
  page: { offset: number; limit: number },
) {
  // The catalogue's game and its vendor: a bet's `vendor` is the wallet integration that reported it (the demo vendor
  // reports every game it hosts as DEMO), the game's own vendor is the catalogue's.
  let q = db
    .selectFrom('bet_record as b')
    .innerJoin('member as m', 'm.id', 'b.member_id')
    .leftJoin('game as g', 'g.game_id', 'b.game_id')
    .leftJoin('game_vendor as v', (j) =>
      j.onRef('v.vassalage', '=', 'g.vassalage').onRef('v.game_type', '=', 'g.game_type'),
    )
    .where('m.path', 'like', `${myPath}%`)
    .where('m.path', '!=', myPath)
    .where('b.status', '=', 'settled')
    .where('b.valid_bet_minor', '>', 0)
    .where('b.settled_at', '>=', f.from)
    .where('b.settled_at', '<', f.to);
  if (f.memberId !== undefined) q = q.where('b.member_id', '=', f.memberId);
  const win = sql<number>`coalesce(sum(greatest(b.win_minor - b.bet_minor, 0)), 0)`;
  const loss = sql<number>`coalesce(sum(greatest(b.bet_minor - b.win_minor, 0)), 0)`;
  const totals = await q
    .select([
      sql<number>`count(distinct b.member_id)`.as('n'),
      sql<number>`coalesce(sum(b.valid_bet_minor), 0)`.as('valid'),
      win.as('win'),
      loss.as('loss'),
    ])
    .executeTakeFirstOrThrow();
  const rows = await q
    .select([
      'm.id',
      'm.account',
      'm.path',
      sql<number>`count(*)`.as('bets'),
      sql<number>`coalesce(sum(b.valid_bet_minor), 0)`.as('valid'),
      win.as('win'),
      loss.as('loss'),
    ])
    .groupBy(['m.id', 'm.account', 'm.path'])
    .orderBy('m.account')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return {
    total: num(totals.n),
    totals: { validBetMinor: num(totals.valid), winMinor: num(totals.win), lossMinor: num(totals.loss) },
    rows: rows.map((r) => ({
      account: r.account,
      path: r.path,
      betCount: num(r.bets),
      validBetMinor: num(r.valid),
      winMinor: num(r.win),
      lossMinor: num(r.loss),
    })),
  };
}
