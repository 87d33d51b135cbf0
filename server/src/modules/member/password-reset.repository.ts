import type { DbOrTrx as Db } from '../../db/with-transaction';

export async function insertPasswordReset(
  db: Db,
  row: { tokenHash: string; memberId: number; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('password_reset')
    .values({ token_hash: row.tokenHash, member_id: row.memberId, expires_at: row.expiresAt })
    .execute();
}

/** The member of a live (unused, unexpired) reset link, without spending it. */
export async function findLivePasswordReset(
  db: Db,
  tokenHash: string,
  now = new Date(),
): Promise<number | null> {
  const row = await db
    .selectFrom('password_reset')
    .select('member_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.member_id ?? null;
}

/** Spends the link in one statement, so two racing uses cannot both win; returns its member. */
export async function consumePasswordReset(
  db: Db,
  tokenHash: string,
  now = new Date(),
): Promise<number | null> {
  const row = await db
    .updateTable('password_reset')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id ?? null;
}

/** Every other open link of the member dies once one is used (or the password changes). */
export async function closeMemberPasswordResets(db: Db, memberId: number, now = new Date()): Promise<void> {
  await db
    .updateTable('password_reset')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .execute();
}
