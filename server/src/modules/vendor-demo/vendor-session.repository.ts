import { sql, type Insertable, type Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';
import type { VendorDemoSessionTable } from './vendor-session.table';

export type VendorSessionRow = Selectable<VendorDemoSessionTable>;

export async function insertSession(
  db: DbOrTrx,
  row: Omit<Insertable<VendorDemoSessionTable>, 'last_used'>,
): Promise<void> {
  await db
    .insertInto('vendor_demo_session')
    .values({ ...row, last_used: new Date() })
    .execute();
}

export function findSession(db: DbOrTrx, id: string): Promise<VendorSessionRow | undefined> {
  return db.selectFrom('vendor_demo_session').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes the session's next nonce in one statement (two rounds racing on two nodes never share one), with the new
 * client seed when given; for trial play only while the play money covers `betMinor`. Undefined when the session
 * is gone or the play money is short.
 */
export function claimRound(
  db: DbOrTrx,
  id: string,
  clientSeed: string | undefined,
  betMinor: number,
): Promise<VendorSessionRow | undefined> {
  return db
    .updateTable('vendor_demo_session')
    .set((eb) => ({
      nonce: eb('nonce', '+', 1),
      last_used: new Date(),
      ...(clientSeed ? { client_seed: clientSeed } : {}),
    }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('trial', '=', false), eb('trial_balance_minor', '>=', betMinor)]))
    .returningAll()
    .executeTakeFirst();
}

/** Adds `deltaMinor` to a trial session's play money; returns the new amount. */
export async function addTrialBalance(db: DbOrTrx, id: string, deltaMinor: number): Promise<number> {
  const row = await db
    .updateTable('vendor_demo_session')
    .set({ trial_balance_minor: sql<number>`trial_balance_minor + ${deltaMinor}` })
    .where('id', '=', id)
    .returning('trial_balance_minor')
    .executeTakeFirstOrThrow();
  return Number(row.trial_balance_minor);
}

/** Replaces the server seed and restarts the nonce, only if the seed is still `previousSeed` (no rotation raced it). */
export async function replaceSeed(
  db: DbOrTrx,
  id: string,
  previousSeed: string,
  nextSeed: string,
): Promise<boolean> {
  const result = await db
    .updateTable('vendor_demo_session')
    .set({ server_seed: nextSeed, nonce: 0, last_used: new Date() })
    .where('id', '=', id)
    .where('server_seed', '=', previousSeed)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteIdleSessions(db: DbOrTrx, idleSince: Date): Promise<void> {
  await db.deleteFrom('vendor_demo_session').where('last_used', '<', idleSince).execute();
}
