import { withTransaction } from '../../db/with-transaction';
import { defaultRollbackTarget } from './live-history';
import { RELEASE_APPS } from './release-apps';
import { toAuditEntry } from './release-audit';
import { actor, nowOf, type ReleaseContext } from './release-context';
import { appendAudit, deleteOrphanBlobs, deleteVersion, listVersionNames, lockPointer, readAudit } from './releases.repository';

/**
 * Retention (docs/adr/010-release-service.md "Retention"): per app keep the live version, the canary, the version a
 * plain rollback returns to, and the newest `keep` published; prune the rest and every file no kept version lists.
 * Runs under the app's pointer lock, so a version cannot become live while it is being pruned.
 */
export async function pruneVersions(ctx: ReleaseContext, keep: number): Promise<Array<{ app: string; version: string }>> {
  const pruned: Array<{ app: string; version: string }> = [];
  for (const app of RELEASE_APPS) {
    const gone = await withTransaction(ctx.db, async (trx) => {
      const pointer = await lockPointer(trx, app);
      const versions = await listVersionNames(trx, app);
      const kept = new Set(versions.slice(-keep).map((v) => v.version));
      for (const v of [pointer.live_version, pointer.canary_version]) if (v) kept.add(v);
      if (pointer.live_version) {
        const back = defaultRollbackTarget((await readAudit(trx, app)).map(toAuditEntry), app, pointer.live_version);
        if (back) kept.add(back);
      }
      const out: string[] = [];
      for (const v of versions) {
        if (kept.has(v.version)) continue;
        await deleteVersion(trx, app, v.version);
        const at = nowOf(ctx);
        await appendAudit(trx, { at, by: actor(ctx), action: 'prune', app, version: v.version, commit: '', previous_version: pointer.live_version, details: { keep } });
        out.push(v.version);
      }
      return out;
    });
    pruned.push(...gone.map((version) => ({ app, version })));
  }
  if (pruned.length > 0) await deleteOrphanBlobs(ctx.db);
  return pruned;
}
