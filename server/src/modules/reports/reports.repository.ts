import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';

/**
 * SQL of the back office's reports (docs/back-office.md "Reports"), on the same tables and with the same rules as the
 * dashboard (back-office.repository.ts `periodFigures`): a round counts on the day it was placed (`created_at`), its
 * stake whatever its state, its payout and GGR once settled; deposits and withdrawals once paid, on the day paid.
 * Ranges are [from, to). Amounts in minor units.
 */

export interface FiguresRow {
  key: string | null;
  bets: number;
  stakeMinor: number;
  payoutMinor: number;
  ggrMinor: number;
  players: number;
}

export type Dimension = 'day' | 'vendor' | 'category' | 'team' | 'total';

const num = (v: unknown) => Number(v ?? 0);

/** The grouping key of each dimension, over `bet_record as b`, `game as g` (left) and `member as m`. */
const KEYS: Record<Exclude<Dimension, 'total'>, RawBuilder<string | null>> = {
  day: sql<string>`to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD')`,
  // The catalogue's vendor (every round goes through the one aggregator, whose code is bet_record.vendor).
  vendor: sql<string>`coalesce(g.vassalage, b.vendor)`,
  category: sql<string>`b.game_type`,
  // The top of the member's agent path: the id of its top-level upline, or its own id when it has none.
  team: sql<string>`split_part(m.path, '/', 2)`,
};

export async function bettingFigures(
  db: DbOrTrx,
  from: Date,
  to: Date,
  dimension: Dimension,
): Promise<FiguresRow[]> {
  const key = dimension === 'total' ? sql<string | null>`null` : KEYS[dimension];
  let q = db
    .selectFrom('bet_record as b')
    .leftJoin('game as g', 'g.game_id', 'b.game_id')
    .leftJoin('member as m', 'm.id', 'b.member_id')
    .select([
      key.as('key'),
      sql<string>`count(*)`.as('bets'),
      sql<string>`coalesce(sum(b.bet_minor), 0)`.as('stake'),
      sql<string>`coalesce(sum(case when b.status = 'settled' then b.win_minor else 0 end), 0)`.as('payout'),
      sql<string>`coalesce(sum(case when b.status = 'settled' then b.bet_minor - b.win_minor else 0 end), 0)`.as(
        'ggr',
      ),
      sql<string>`count(distinct b.member_id)`.as('players'),
    ])
    .where('b.created_at', '>=', from)
    .where('b.created_at', '<', to);
  if (dimension !== 'total') q = q.groupBy(key).orderBy(key);
  const rows = await q.execute();
  return rows.map((r) => ({
    key: r.key === null ? null : String(r.key),
    bets: num(r.bets),
    stakeMinor: num(r.stake),
    payoutMinor: num(r.payout),
    ggrMinor: num(r.ggr),
    players: num(r.players),
  }));
}

export interface PaymentRow {
  kind: 'deposit' | 'withdrawal';
  method: string;
  count: number;
  amountMinor: number;
}

/** Paid deposits by channel and paid withdrawals by payout account kind, on the day they were paid. */
export async function paymentFigures(db: DbOrTrx, from: Date, to: Date): Promise<PaymentRow[]> {
  const [deposits, withdrawals] = await Promise.all([
    db
      .selectFrom('deposit_order')
      .select([
        'channel as method',
        sql<string>`count(*)`.as('n'),
        sql<string>`coalesce(sum(coalesce(paid_amount_minor, amount_minor)), 0)`.as('total'),
      ])
      .where('status', '=', 'paid')
      .where('paid_at', '>=', from)
      .where('paid_at', '<', to)
      .groupBy('channel')
      .orderBy('channel')
      .execute(),
    db
      .selectFrom('withdrawal_order as w')
      .innerJoin('payout_account as p', 'p.id', 'w.payout_account_id')
      .select([
        'p.kind as method',
        sql<string>`count(*)`.as('n'),
        sql<string>`coalesce(sum(w.amount_minor), 0)`.as('total'),
      ])
      .where('w.status', '=', 'paid')
      .where('w.paid_at', '>=', from)
      .where('w.paid_at', '<', to)
      .groupBy('p.kind')
      .orderBy('p.kind')
      .execute(),
  ]);
  return [
    ...deposits.map((d) => ({
      kind: 'deposit' as const,
      method: d.method,
      count: num(d.n),
      amountMinor: num(d.total),
    })),
    ...withdrawals.map((w) => ({
      kind: 'withdrawal' as const,
      method: w.method,
      count: num(w.n),
      amountMinor: num(w.total),
    })),
  ];
}

/** Accounts and types of members by id (the teams' top members). */
export async function membersByIds(db: DbOrTrx, ids: number[]) {
  if (!ids.length) return [];
  return db.selectFrom('member').select(['id', 'account', 'type']).where('id', 'in', ids).execute();
}

/** Each vendor code's name as the lobby shows it. */
export async function vendorNames(db: DbOrTrx) {
  return db.selectFrom('game_vendor').select(['vassalage', 'display_name']).orderBy('sort_order').execute();
}
