import { liveChanges } from './live-history';
import { RELEASE_APPS, type ReleaseApp } from './release-apps';
import { liveVersion, type ReleaseContext } from './release.service';
import { type AuditEntry, listVersions, readAudit, readManifest } from './release-store';

export interface AppStatus {
  app: ReleaseApp;
  live: string | null;
  liveSince: string | null;
  /** Every time a version went live, newest first. */
  wentLive: Array<{ version: string; at: string; by: string; action: string }>;
  published: string[];
}

export async function status(ctx: ReleaseContext, only?: ReleaseApp): Promise<AppStatus[]> {
  const manifest = await readManifest(ctx.releasesDir);
  const auditLog = await readAudit(ctx.releasesDir);
  const apps = only ? [only] : [...RELEASE_APPS];
  return Promise.all(
    apps.map(async (app) => {
      const live = liveVersion(manifest, app);
      const entry = app === 'shell' ? manifest.shell : Object.values(manifest.remotes).find((r) => r.app === app);
      return {
        app,
        live,
        liveSince: entry?.liveSince ?? null,
        wentLive: liveChanges(auditLog, app).reverse(),
        published: (await listVersions(ctx.releasesDir, app)).sort(),
      };
    }),
  );
}

/** The audit trail of one app, newest first. */
export async function history(ctx: ReleaseContext, app: ReleaseApp): Promise<AuditEntry[]> {
  return (await readAudit(ctx.releasesDir)).filter((e) => e.app === app).reverse();
}

export function formatStatus(rows: AppStatus[]): string {
  const lines: string[] = [];
  for (const row of rows) {
    lines.push(`${row.app}: ${row.live ? `${row.live} (live since ${row.liveSince})` : 'nothing live'}`);
    for (const change of row.wentLive.slice(0, 10)) {
      const mark = change.version === row.live ? '*' : ' ';
      lines.push(`  ${mark} ${change.at}  ${change.version}  ${change.action} by ${change.by}`);
    }
    lines.push(`  published versions: ${row.published.length ? row.published.join(', ') : 'none'}`);
  }
  return lines.join('\n');
}

export function formatHistory(entries: AuditEntry[]): string {
  if (entries.length === 0) return 'no history';
  return entries
    .map((e) => {
      const from = e.previousVersion ? ` (was ${e.previousVersion})` : '';
      const extra = e.action === 'publish' && e.promoted === false ? ' [not promoted]' : '';
      return `${e.at}  ${e.action.padEnd(8)} ${e.version}${from}${extra}  by ${e.by}  commit ${e.commit.slice(0, 12)}`;
    })
    .join('\n');
}
