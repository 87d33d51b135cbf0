import { sql, type Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';
import type { MemberTable } from '../member/member.table';

const STATUS_COLUMNS = ['id', 'locked_at', 'lock_reason', 'must_change_password'] as const;

/** The member's status columns, the row locked until the transaction ends (two staff changing it queue). */
export function lockMemberRow(trx: DbOrTrx, memberId: number) {
  return trx
    .selectFrom('member')
    .select(STATUS_COLUMNS)
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
}

export function setMemberStatus(
  trx: DbOrTrx,
  memberId: number,
  change: Pick<Updateable<MemberTable>, 'locked_at' | 'lock_reason' | 'must_change_password'>,
) {
  return trx
    .updateTable('member')
    .set(change)
    .where('id', '=', memberId)
    .returning(STATUS_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function countLiveSessions(trx: DbOrTrx, memberId: number, now: Date): Promise<number> {
  const row = await trx
    .selectFrom('session_token')
    .select(sql<string>`count(*)`.as('n'))
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
