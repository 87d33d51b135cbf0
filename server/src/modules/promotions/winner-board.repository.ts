import type { DbOrTrx } from '../../db/with-transaction';
import { TRIAL_TYPE } from '../member/account-type';

/**
 * The biggest net wins (win − stake > 0) of rounds settled since `since`, biggest first, newest first on a tie.
 * Trial accounts play with free credit: their wins are left off a board that claims to show real ones.
 * `settled_at` is indexed (migration 0611), so the window bounds the scan.
 */
export async function bigWinsSince(db: DbOrTrx, since: Date, limit: number) {
  const rows = await db
    .selectFrom('bet_record as b')
    .innerJoin('game as g', 'g.game_id', 'b.game_id')
    .innerJoin('member as m', 'm.id', 'b.member_id')
    .select((eb) => [
      'm.account',
      'g.game_name',
      'b.currency',
      'b.settled_at',
      eb('b.win_minor', '-', eb.ref('b.bet_minor')).as('net_minor'),
    ])
    .where('b.status', '=', 'settled')
    .where('b.settled_at', '>=', since)
    .whereRef('b.win_minor', '>', 'b.bet_minor')
    .where('m.type', '<>', TRIAL_TYPE)
    .orderBy('net_minor', 'desc')
    .orderBy('b.settled_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, net_minor: Number(r.net_minor) }));
}
