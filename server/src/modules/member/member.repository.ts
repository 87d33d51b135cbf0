import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';
import type { MemberTable } from './member.table';

export type NewMember = Omit<Insertable<MemberTable>, 'path' | 'member_labels' | 'contacts'> & {
  member_labels?: unknown[];
  contacts?: Record<string, string>;
};

export function findMemberByAccount(db: DbOrTrx, account: string) {
  return db.selectFrom('member').selectAll().where('account', '=', account.toLowerCase()).executeTakeFirst();
}

export function findMemberById(db: DbOrTrx, id: number) {
  return db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMemberByPhone(db: DbOrTrx, dialingCode: string, national: string) {
  return db
    .selectFrom('member')
    .selectAll()
    .where('country_dialing_code', '=', dialingCode)
    .where('mobile', '=', national)
    .executeTakeFirst();
}

export function findMemberByReferralCode(db: DbOrTrx, code: string) {
  return db
    .selectFrom('member')
    .selectAll()
    .where('referral_code', '=', code.toUpperCase())
    .executeTakeFirst();
}

/**
 * Inserts a member and sets its materialised path (`<upline path><id>/`) in the same
 * transaction the caller holds; the path needs the generated id, hence two statements.
 */
export async function insertMember(
  trx: DbOrTrx,
  member: NewMember,
  uplinePath: string | null,
): Promise<number> {
  const { member_labels = [], contacts = {}, ...rest } = member;
  const { id } = await trx
    .insertInto('member')
    .values({
      ...rest,
      account: rest.account.toLowerCase(),
      path: '',
      member_labels: JSON.stringify(member_labels),
      contacts: JSON.stringify(contacts),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('member')
    .set({ path: `${uplinePath ?? '/'}${id}/` })
    .where('id', '=', id)
    .execute();
  return id;
}

export async function updatePassword(
  db: DbOrTrx,
  id: number,
  passwordHash: string,
  mustChange = false,
): Promise<void> {
  await db
    .updateTable('member')
    .set({ password_hash: passwordHash, password_changed_at: new Date(), must_change_password: mustChange })
    .where('id', '=', id)
    .execute();
}

export async function touchLastLogin(db: DbOrTrx, id: number): Promise<void> {
  await db.updateTable('member').set({ last_login_at: new Date() }).where('id', '=', id).execute();
}

export async function insertFeedback(
  db: DbOrTrx,
  memberId: number,
  content: string,
  category: string | null,
): Promise<number> {
  const row = await db
    .insertInto('member_feedback')
    .values({ member_id: memberId, content, category })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
