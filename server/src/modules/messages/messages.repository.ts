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
