import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';
import { isValidVersion, remoteName, REMOTE_APPS } from './release-apps';

export interface HealthCount {
  mounts: number;
  failures: number;
  /** failures / (mounts + failures); null without a sample. */
  rate: number | null;
}

/** Adds mounts or failures of `app` `version` to the current minute's row. */
export async function countHealth(
  db: DbOrTrx,
  app: string,
  version: string,
  counts: { mounts?: number; failures?: number },
  at: Date = new Date(),
): Promise<void> {
  const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
  const mounts = counts.mounts ?? 0;
  const failures = counts.failures ?? 0;
  await db
    .insertInto('release_health')
    .values({ app, version, minute, mounts, failures })
    .onConflict((oc) =>
      oc.columns(['app', 'version', 'minute']).doUpdateSet({
        mounts: sql`release_health.mounts + ${mounts}`,
        failures: sql`release_health.failures + ${failures}`,
      }),
    )
    .execute();
}

/**
 * A report from the shell names the MF remote (`mfe_lobby`); the registry counts per app (`mfe-lobby`). Reports of
 * anything else (a forged name, the shell itself) are not counted.
 */
export async function countRemoteHealth(
  db: DbOrTrx,
  remote: string,
  version: string,
  counts: { mounts?: number; failures?: number },
): Promise<void> {
  const app = REMOTE_APPS.find((a) => remoteName(a) === remote);
  if (!app || !isValidVersion(version)) return;
  await countHealth(db, app, version, counts);
}

/** Per version of `app`: mounts, failures and the failure rate since `since`. */
export async function failureRates(db: DbOrTrx, app: string, since: Date): Promise<Map<string, HealthCount>> {
  const rows = await db
    .selectFrom('release_health')
    .select(['version', sql<number>`sum(mounts)::int`.as('mounts'), sql<number>`sum(failures)::int`.as('failures')])
    .where('app', '=', app)
    .where('minute', '>=', since)
    .groupBy('version')
    .execute();
  const out = new Map<string, HealthCount>();
  for (const r of rows) {
    const total = Number(r.mounts) + Number(r.failures);
    out.set(r.version, { mounts: Number(r.mounts), failures: Number(r.failures), rate: total > 0 ? Number(r.failures) / total : null });
  }
  return out;
}

export async function deleteHealthBefore(db: DbOrTrx, before: Date): Promise<void> {
  await db.deleteFrom('release_health').where('minute', '<', before).execute();
}
