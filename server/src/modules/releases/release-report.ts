import type { AppReleaseStatus } from '@site/shared/schemas/operator';
import { RELEASE_APPS, type ReleaseApp } from './release-apps';
import { toAuditEntry } from './release-audit';
import type { ReleaseContext } from './release-context';
import { failureRates } from './release-health';
import type { AuditEntry } from './release-manifest';
import { listVersionNames, readAudit, readPointers } from './releases.repository';

const HOUR_MS = 3600_000;

/** Per app: live and since when, the canary and its share, both failure rates over the last hour, last actions. */
export async function status(ctx: ReleaseContext, only?: ReleaseApp): Promise<AppReleaseStatus[]> {
  const pointers = new Map((await readPointers(ctx.db)).map((p) => [p.app, p]));
  const now = ctx.now?.() ?? new Date();
  const apps = only ? [only] : [...RELEASE_APPS];
  return Promise.all(
    apps.map(async (app) => {
      const p = pointers.get(app);
      const rates = await failureRates(ctx.db, app, new Date(now.getTime() - HOUR_MS));
      const actions = (await readAudit(ctx.db, app)).slice(-5).reverse();
      const live = p?.live_version ?? null;
      const canary = p?.canary_version ?? null;
      return {
        app,
        live,
        liveSince: p?.live_since ? new Date(p.live_since).toISOString() : null,
        canary,
        canaryPercent: p?.canary_percent ?? 0,
        canarySince: p?.canary_since ? new Date(p.canary_since).toISOString() : null,
        liveFailureRate: live ? (rates.get(live)?.rate ?? null) : null,
        canaryFailureRate: canary ? (rates.get(canary)?.rate ?? null) : null,
        published: (await listVersionNames(ctx.db, app)).map((v) => v.version),
        lastActions: actions.map((a) => ({
          at: new Date(a.at).toISOString(),
          by: a.by,
          action: a.action,
          version: a.version,
          previousVersion: a.previous_version,
          details: a.details,
        })),
      };
    }),
  );
}

/** The audit trail of one app, newest first. */
export async function history(ctx: ReleaseContext, app: ReleaseApp): Promise<AuditEntry[]> {
  return (await readAudit(ctx.db, app)).map(toAuditEntry).reverse();
}

const pct = (rate: number | null) => (rate === null ? 'no sample' : `${(rate * 100).toFixed(1)} % failures`);

export function formatStatus(rows: AppReleaseStatus[]): string {
  const lines: string[] = [];
  for (const row of rows) {
    lines.push(`${row.app}: ${row.live ? `${row.live} (live since ${row.liveSince}; ${pct(row.liveFailureRate)} last hour)` : 'nothing live'}`);
    if (row.canary) {
      lines.push(`  canary ${row.canary} at ${row.canaryPercent} % since ${row.canarySince} (${pct(row.canaryFailureRate)} last hour)`);
    }
    for (const a of row.lastActions) {
      const from = a.previousVersion ? ` (live was ${a.previousVersion})` : '';
      lines.push(`    ${a.at}  ${a.action.padEnd(18)} ${a.version}${from}  by ${a.by}`);
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
