import type { DbOrTrx } from '../../db/with-transaction';

export interface NewMemberMessage {
  memberId: number;
  kind: string;
  params?: Record<string, string | number>;
  title?: string | null;
  body?: string | null;
  dedupeKey?: string | null;
}

/** Inserts a message; a second insert with the same dedupe key is a no-op (returns null). */
export async function insertMemberMessage(db: DbOrTrx, message: NewMemberMessage): Promise<number | null> {
  const row = await db
    .insertInto('member_message')
    .values({
      member_id: message.memberId,
      kind: message.kind,
      params: JSON.stringify(message.params ?? {}),
      title: message.title ?? null,
      body: message.body ?? null,
      dedupe_key: message.dedupeKey ?? null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface MemberMessageRow {
  id: number;
  kind: string;
  params: Record<string, string | number>;
  title: string | null;
  body: string | null;
  read_at: Date | null;
  created_at: Date;
}

/** Newest first, deleted ones left out; `beforeId` pages backwards. */
export async function listMemberMessages(
  db: DbOrTrx,
  memberId: number,
  limit: number,
  beforeId?: number,
): Promise<MemberMessageRow[]> {
  let query = db
    .selectFrom('member_message')
    .select(['id', 'kind', 'params', 'title', 'body', 'read_at', 'created_at'])
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  return (await query.orderBy('id', 'desc').limit(limit).execute()) as MemberMessageRow[];
}

export async function countUnreadMessages(db: DbOrTrx, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_message')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the member's own messages read (or deleted); returns how many of the given ids were theirs. */
export async function markMessages(
  db: DbOrTrx,
  memberId: number,
  ids: number[],
  change: 'read' | 'deleted',
): Promise<number> {
  const column = change === 'read' ? 'read_at' : 'deleted_at';
  const result = await db
    .updateTable('member_message')
    .set({ [column]: new Date() })
    .where('member_id', '=', memberId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .where(column, 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
