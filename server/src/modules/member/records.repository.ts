import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';

/** Account records: every ledger entry on the member's own accounts (docs/payments.md "Records"). */
function memberEntries(db: DbOrTrx, memberId: number, from: Date, to: Date) {
  return db
    .selectFrom('wallet_entry as e')
    .innerJoin('wallet_account as a', 'a.id', 'e.account_id')
    .innerJoin('wallet_transaction as t', 't.id', 'e.transaction_id')
    .where('a.kind', '=', 'member')
    .where('a.owner_ref', '=', String(memberId))
    .where('t.created_at', '>=', from)
    .where('t.created_at', '<', to);
}

export async function pageAccountEntries(
  db: DbOrTrx,
  memberId: number,
  range: { from: Date; to: Date },
  page: { offset: number; limit: number },
) {
  return memberEntries(db, memberId, range.from, range.to)
    .select(['e.id', 't.kind', 'e.amount_minor', 'e.balance_after_minor', 't.created_at'])
    .orderBy('e.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function summariseAccountEntries(
  db: DbOrTrx,
  memberId: number,
  range: { from: Date; to: Date },
) {
  const row = await memberEntries(db, memberId, range.from, range.to)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb.case().when('e.amount_minor', '>', 0).then(eb.ref('e.amount_minor')).else(0).end(),
          ),
          eb.lit(0),
        )
        .as('credit'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb.case().when('e.amount_minor', '<', 0).then(eb.ref('e.amount_minor')).else(0).end(),
          ),
          eb.lit(0),
        )
        .as('debit'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), credit: Number(row.credit), debit: Number(row.debit) };
}

/** Betting records: the member's rounds from the games tables. */
function memberBets(db: DbOrTrx, memberId: number, from: Date, to: Date) {
  return db
    .selectFrom('bet_record')
    .where('member_id', '=', memberId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to);
}

export async function pageBets(
  db: DbOrTrx,
  memberId: number,
  range: { from: Date; to: Date },
  page: { offset: number; limit: number },
) {
  // The catalogue names the game and its provider (the row keeps only codes): a round of a game no longer listed
  // keeps its codes, with null names.
  return memberBets(db, memberId, range.from, range.to)
    .leftJoin('game as g', 'g.game_id', 'bet_record.game_id')
    .leftJoin('game_vendor as gv', (join) =>
      join.onRef('gv.vassalage', '=', 'g.vassalage').onRef('gv.game_type', '=', 'g.game_type'),
    )
    .select([
      'bet_record.id',
      'bet_record.vendor',
      'bet_record.game_id',
      'bet_record.game_type',
      'bet_record.round_id',
      'bet_record.bet_minor',
      'bet_record.valid_bet_minor',
      'bet_record.win_minor',
      'bet_record.status',
      'bet_record.created_at',
      'g.game_name',
      'gv.display_name as vendor_name',
    ])
    .orderBy('bet_record.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function summariseBets(db: DbOrTrx, memberId: number, range: { from: Date; to: Date }) {
  const row = await memberBets(db, memberId, range.from, range.to)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number>('bet_minor'), eb.lit(0)).as('bet'),
      eb.fn.coalesce(eb.fn.sum<number>('valid_bet_minor'), eb.lit(0)).as('valid_bet'),
      eb.fn.coalesce(eb.fn.sum<number>('win_minor'), eb.lit(0)).as('win'),
    ])
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    bet: Number(row.bet),
    validBet: Number(row.valid_bet),
    win: Number(row.win),
  };
}

/** Settled rounds per UTC day and game type (personalProfit); newest day first. */
export async function profitByDayAndGameType(db: DbOrTrx, memberId: number, range: { from: Date; to: Date }) {
  const rows = await memberBets(db, memberId, range.from, range.to)
    .where('status', '=', 'settled')
    .select((eb) => [
      sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
      'game_type',
      eb.fn.countAll<number>().as('rounds'),
      eb.fn.coalesce(eb.fn.sum<number>('bet_minor'), eb.lit(0)).as('bet'),
      eb.fn.coalesce(eb.fn.sum<number>('valid_bet_minor'), eb.lit(0)).as('valid_bet'),
      eb.fn.coalesce(eb.fn.sum<number>('win_minor'), eb.lit(0)).as('win'),
    ])
    .groupBy([sql`1`, 'game_type'])
    .orderBy(sql`1`, 'desc')
    .orderBy('game_type')
    .execute();
  return rows.map((r) => ({
    day: r.day,
    gameType: r.game_type,
    rounds: Number(r.rounds),
    bet: Number(r.bet),
    validBet: Number(r.valid_bet),
    win: Number(r.win),
  }));
}
