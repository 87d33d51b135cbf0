import { sql, type SelectQueryBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';

/** SQL of the back office's read-only desks (docs/back-office.md). Amounts come back in minor units. */

const num = (value: unknown): number => Number(value ?? 0);

/** Where a page starts and how long it is. */
export interface Window {
  limit: number;
  offset: number;
}

/**
 * One page of a desk list: how many rows `base` matches in all, and the window of them that `rows` selects and
 * orders. Every paged desk read goes through here, so counting and windowing cannot drift apart.
 */
async function paged<DB, TB extends keyof DB, O, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  window: Window,
  rows: (base: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
): Promise<{ total: number; rows: R[] }> {
  const count = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirst();
  const items = await rows(base).limit(window.limit).offset(window.offset).execute();
  return { total: num((count as { n?: string } | undefined)?.n), rows: items };
}

export interface PeriodFigures {
  depositsMinor: number;
  depositCount: number;
  withdrawalsMinor: number;
  withdrawalCount: number;
  betsMinor: number;
  ggrMinor: number;
  newMembers: number;
  activeMembers: number;
}

/** Money and members of one period [from, to): paid deposits, paid withdrawals, settled bets, sign-ups, sign-ins. */
export async function periodFigures(db: DbOrTrx, from: Date, to: Date): Promise<PeriodFigures> {
  const [deposits, withdrawals, bets, members, active] = await Promise.all([
    db
      .selectFrom('deposit_order')
      .select([
        sql<string>`coalesce(sum(coalesce(paid_amount_minor, amount_minor)), 0)`.as('total'),
        sql<string>`count(*)`.as('n'),
      ])
      .where('status', '=', 'paid')
      .where('paid_at', '>=', from)
      .where('paid_at', '<', to)
      .executeTakeFirst(),
    db
      .selectFrom('withdrawal_order')
      .select([sql<string>`coalesce(sum(amount_minor), 0)`.as('total'), sql<string>`count(*)`.as('n')])
      .where('status', '=', 'paid')
      .where('paid_at', '>=', from)
      .where('paid_at', '<', to)
      .executeTakeFirst(),
    db
      .selectFrom('bet_record')
      .select([
        sql<string>`coalesce(sum(bet_minor), 0)`.as('bets'),
        sql<string>`coalesce(sum(case when status = 'settled' then bet_minor - win_minor else 0 end), 0)`.as(
          'ggr',
        ),
      ])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirst(),
    db
      .selectFrom('member')
      .select(sql<string>`count(*)`.as('n'))
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirst(),
    db
      .selectFrom('session_token')
      .select(sql<string>`count(distinct member_id)`.as('n'))
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirst(),
  ]);
  return {
    depositsMinor: num(deposits?.total),
    depositCount: num(deposits?.n),
    withdrawalsMinor: num(withdrawals?.total),
    withdrawalCount: num(withdrawals?.n),
    betsMinor: num(bets?.bets),
    ggrMinor: num(bets?.ggr),
    newMembers: num(members?.n),
    activeMembers: num(active?.n),
  };
}

/** Sizes of the queues waiting for staff. */
export async function pendingQueueSizes(db: DbOrTrx) {
  const count = async (
    table: 'withdrawal_order' | 'deposit_order' | 'promotion_application' | 'point_redemption',
    status: string,
  ) =>
    num(
      (
        await db
          .selectFrom(table)
          .select(sql<string>`count(*)`.as('n'))
          .where('status', '=', status as never)
          .executeTakeFirst()
      )?.n,
    );
  const [withdrawals, deposits, promotionApplications, pointRedemptions] = await Promise.all([
    count('withdrawal_order', 'pending'),
    count('deposit_order', 'pending'),
    count('promotion_application', 'applying'),
    count('point_redemption', 'processing'),
  ]);
  return { withdrawals, deposits, promotionApplications, pointRedemptions };
}

export interface QueueFilter extends Window {
  status: string;
  q?: string;
  sort: 'createdAt' | 'amount';
  dir: 'asc' | 'desc';
}

/** One page of withdrawal orders of a status, with the member's account and the payout account. */
export async function withdrawalQueuePage(db: DbOrTrx, filter: QueueFilter) {
  let base = db
    .selectFrom('withdrawal_order as w')
    .innerJoin('member as m', 'm.id', 'w.member_id')
    .innerJoin('payout_account as p', 'p.id', 'w.payout_account_id')
    .where('w.status', '=', filter.status as never);
  if (filter.q) {
    const q = filter.q.toLowerCase();
    base = base.where((eb) =>
      eb.or([eb('m.account', 'like', `%${q}%`), ...(/^\d+$/.test(q) ? [eb('w.id', '=', Number(q))] : [])]),
    );
  }
  return paged(base, filter, (q) =>
    q
      .select([
        'w.id',
        'w.member_id',
        'm.account as member_account',
        'w.amount_minor',
        'w.currency',
        'w.status',
        'w.created_at',
        'w.reviewed_by',
        'w.reason',
        'p.provider',
        'p.account_number',
        'p.created_at as payout_created_at',
      ])
      .orderBy(filter.sort === 'amount' ? 'w.amount_minor' : 'w.created_at', filter.dir)
      .orderBy('w.id', filter.dir),
  );
}

/** Per member: paid deposits, withdrawals that left or are leaving, and how many were paid out before. */
export async function memberMoneyTotals(db: DbOrTrx, memberIds: number[]) {
  const result = new Map<
    number,
    { depositsMinor: number; withdrawalsMinor: number; paidWithdrawals: number }
  >();
  if (memberIds.length === 0) return result;
  const [deposits, withdrawals] = await Promise.all([
    db
      .selectFrom('deposit_order')
      .select(['member_id', sql<string>`sum(coalesce(paid_amount_minor, amount_minor))`.as('total')])
      .where('member_id', 'in', memberIds)
      .where('status', '=', 'paid')
      .groupBy('member_id')
      .execute(),
    db
      .selectFrom('withdrawal_order')
      .select([
        'member_id',
        sql<string>`sum(amount_minor)`.as('total'),
        sql<string>`count(*) filter (where status in ('approved', 'paid'))`.as('paid'),
      ])
      .where('member_id', 'in', memberIds)
      .where('status', 'in', ['pending', 'approved', 'paid'])
      .groupBy('member_id')
      .execute(),
  ]);
  for (const id of memberIds) result.set(id, { depositsMinor: 0, withdrawalsMinor: 0, paidWithdrawals: 0 });
  for (const row of deposits) result.get(row.member_id)!.depositsMinor = num(row.total);
  for (const row of withdrawals) {
    const entry = result.get(row.member_id)!;
    entry.withdrawalsMinor = num(row.total);
    entry.paidWithdrawals = num(row.paid);
  }
  return result;
}

/** Members with an active bonus whose wagering is not met yet. */
export async function membersWithActiveBonus(db: DbOrTrx, memberIds: number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('bonus_grant')
    .select('member_id')
    .distinct()
    .where('member_id', 'in', memberIds)
    .where('status', '=', 'active')
    .execute();
  return new Set(rows.map((row) => row.member_id));
}

/** Payout account numbers that more than one member has registered (deleted ones count: the money went there). */
export async function sharedPayoutNumbers(db: DbOrTrx, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .selectFrom('payout_account')
    .select('account_number')
    .where('account_number', 'in', numbers)
    .groupBy('account_number')
    .having(sql`count(distinct member_id)`, '>', 1)
    .execute();
  return new Set(rows.map((row) => row.account_number));
}

export interface MemberFilter extends Window {
  q?: string;
  sort: 'createdAt' | 'account' | 'lastLoginAt';
  dir: 'asc' | 'desc';
}

const MEMBER_SORT = { createdAt: 'created_at', account: 'account', lastLoginAt: 'last_login_at' } as const;

/** Members whose account, mobile or e-mail contains the text, or whose id is it. */
export async function searchMembers(db: DbOrTrx, filter: MemberFilter) {
  let base = db.selectFrom('member');
  if (filter.q) {
    const q = filter.q.toLowerCase();
    base = base.where((eb) =>
      eb.or([
        eb('account', 'like', `%${q}%`),
        eb('mobile', 'like', `%${q}%`),
        eb(sql`lower(email)`, 'like', `%${q}%`),
        ...(/^\d{1,9}$/.test(q) ? [eb('id', '=', Number(q))] : []),
      ]),
    );
  }
  return paged(base, filter, (q) =>
    q
      .select([
        'id',
        'account',
        'nickname',
        'mobile',
        'email',
        'type',
        'currency',
        'created_at',
        'last_login_at',
      ])
      .orderBy(MEMBER_SORT[filter.sort], filter.dir)
      .orderBy('id', filter.dir),
  );
}

export async function findMemberRow(db: DbOrTrx, id: number) {
  return db
    .selectFrom('member')
    .select([
      'id',
      'account',
      'nickname',
      'mobile',
      'email',
      'type',
      'currency',
      'created_at',
      'last_login_at',
      'payee_name',
      'register_ip',
      'must_change_password',
      'locked_at',
      'lock_reason',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function memberAccounts(db: DbOrTrx, memberId: number) {
  return db
    .selectFrom('wallet_account')
    .select(['id', 'code', 'currency', 'balance_minor'])
    .where('kind', '=', 'member')
    .where('owner_ref', '=', String(memberId))
    .orderBy('id')
    .execute();
}

export async function memberHeldMinor(db: DbOrTrx, accountIds: number[]): Promise<number> {
  if (accountIds.length === 0) return 0;
  const row = await db
    .selectFrom('wallet_hold')
    .select(sql<string>`coalesce(sum(amount_minor), 0)`.as('total'))
    .where('source_account_id', 'in', accountIds)
    .where('status', '=', 'held')
    .executeTakeFirst();
  return num(row?.total);
}

export async function memberSessions(db: DbOrTrx, memberId: number, limit: number) {
  return db
    .selectFrom('session_token')
    .select(['id', 'kind', 'ip', 'created_at', 'expires_at', 'revoked_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export async function memberLogins(db: DbOrTrx, account: string, limit: number) {
  return db
    .selectFrom('login_attempt')
    .select(['ip', 'success', 'created_at'])
    .where('account', '=', account)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A page of an account's ledger entries, newest first, each with the balance after it (the running balance). */
export async function accountLedgerPage(db: DbOrTrx, accountId: number, window: Window) {
  const base = db
    .selectFrom('wallet_entry as e')
    .innerJoin('wallet_transaction as t', 't.id', 'e.transaction_id')
    .where('e.account_id', '=', accountId);
  return paged(base, window, (q) =>
    q
      .select([
        'e.id',
        'e.transaction_id',
        't.kind',
        'e.amount_minor',
        'e.balance_after_minor',
        't.created_at',
      ])
      .orderBy('e.id', 'desc'),
  );
}

export interface DepositFilter extends Window {
  status?: string;
  q?: string;
  sort: 'createdAt' | 'amount';
  dir: 'asc' | 'desc';
}

export async function depositOrdersPage(db: DbOrTrx, filter: DepositFilter) {
  let base = db.selectFrom('deposit_order as d').innerJoin('member as m', 'm.id', 'd.member_id');
  if (filter.status) base = base.where('d.status', '=', filter.status as never);
  if (filter.q) {
    const q = filter.q.toLowerCase();
    base = base.where((eb) =>
      eb.or([
        eb('m.account', 'like', `%${q}%`),
        eb('d.gateway_tx_id', '=', filter.q!),
        ...(/^\d{1,9}$/.test(q) ? [eb('d.id', '=', Number(q))] : []),
      ]),
    );
  }
  return paged(base, filter, (q) =>
    q
      .select([
        'd.id',
        'd.member_id',
        'm.account as member_account',
        'd.channel',
        'd.amount_minor',
        'd.paid_amount_minor',
        'd.currency',
        'd.status',
        'd.late',
        'd.gateway_tx_id',
        'd.created_at',
        'd.expires_at',
        'd.paid_at',
      ])
      .orderBy(filter.sort === 'amount' ? 'd.amount_minor' : 'd.created_at', filter.dir)
      .orderBy('d.id', filter.dir),
  );
}
