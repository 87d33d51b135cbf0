import type { RunningBreak } from '@site/shared/schemas/operator';
import type { DbOrTrx } from '../../db/with-transaction';

/** Members under a break now (the back office's Risk and care screen), the soonest to end first; at most 500. */
export async function runningBreaks(db: DbOrTrx, now = new Date()): Promise<RunningBreak[]> {
  const rows = await db
    .selectFrom('rg_break as b')
    .innerJoin('member as m', 'm.id', 'b.member_id')
    .select([
      'm.id as member_id',
      'm.account',
      'b.kind',
      'b.starts_at',
      'b.ends_at',
      'b.imposed_by',
      'b.reason',
    ])
    .where('b.starts_at', '<=', now)
    .where('b.ends_at', '>', now)
    .orderBy('b.ends_at')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    memberId: r.member_id,
    account: r.account,
    kind: r.kind,
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: new Date(r.ends_at).toISOString(),
    imposedBy: r.imposed_by,
    reason: r.reason,
  }));
}
