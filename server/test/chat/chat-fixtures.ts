import type { Db } from '../../src/db/create-db';
import { findMemberByAccount } from '../../src/modules/member/member.repository';
import { insertSession } from '../../src/modules/session/session.repository';
import { newId, newSecret, SESSION_TTL_MS } from '../../src/modules/session/session-token';

/**
 * A member session made straight in the database: what tests and the chat benchmark need is a bearer token, not
 * the login (its own tests cover it, and it may be encrypted on the wire).
 */
export async function memberToken(db: Db, account: string): Promise<string> {
  const member = await findMemberByAccount(db, account);
  if (!member) throw new Error(`no member ${account}`);
  const { secret, hash } = newSecret();
  await insertSession(db, {
    id: newId(),
    memberId: member.id,
    tokenHash: hash,
    kind: 'member',
    ip: '127.0.0.1',
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return secret;
}

/** The write rule's first deposit (docs/chat.md "Rules"), straight in the database. */
export async function paidDeposit(db: Db, account: string): Promise<void> {
  const member = await findMemberByAccount(db, account);
  if (!member) throw new Error(`no member ${account}`);
  const now = new Date();
  await db
    .insertInto('deposit_order')
    .values({
      member_id: member.id,
      channel: 'ewallet',
      currency: 'PHP',
      amount_minor: 10_000,
      status: 'paid',
      gateway_tx_id: `GWCHAT${account}`,
      paid_amount_minor: 10_000,
      expires_at: now,
      paid_at: now,
    })
    .execute();
}
