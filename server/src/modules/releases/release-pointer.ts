import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { describeContractMismatch, describeIncompatibilities, findIncompatibilities } from './compatibility';
import { defaultRollbackTarget } from './live-history';
import { isValidVersion, type ReleaseApp } from './release-apps';
import { actor, nowOf, type ReleaseContext } from './release-context';
import { ReleaseError, invalid, notFound } from './release-errors';
import { announceLocally, notifyPointerMoved } from './release-events';
import { toAuditEntry } from './release-audit';
import {
  appendAudit,
  findVersion,
  lockPointer,
  readAudit,
  readPointers,
  updatePointer,
  type PointerRow,
  type VersionRow,
} from './releases.repository';

/**
 * Pointer moves (ADR 001's rules, now rows of release_pointer): each takes the app's pointer row lock, checks the
 * candidate against what is live, moves, appends the audit line and notifies every server process, all in one
 * transaction.
 */
export async function movePointers<T>(
  ctx: ReleaseContext,
  app: ReleaseApp,
  fn: (trx: DbOrTrx, pointer: PointerRow, at: Date) => Promise<T>,
): Promise<T> {
  const result = await withTransaction(ctx.db, async (trx) => {
    const pointer = await lockPointer(trx, app);
    const out = await fn(trx, pointer, nowOf(ctx));
    await notifyPointerMoved(trx, app);
    return out;
  });
  announceLocally(ctx.db);
  return result;
}

export async function requireVersion(db: DbOrTrx, app: ReleaseApp, version: string): Promise<VersionRow> {
  const row = isValidVersion(version) ? await findVersion(db, app, version) : undefined;
  if (!row) throw notFound(`${app} ${version} is not published. See: release status ${app}`);
  return row;
}

/** Makes an already published version live (and ends its canary: it is live for everyone now). */
export async function promote(ctx: ReleaseContext, app: ReleaseApp, version: string, force = false) {
  return movePointers(ctx, app, async (trx, pointer, at) => {
    const row = await requireVersion(trx, app, version);
    await assertCompatible(trx, app, row, force);
    await setLive(trx, pointer, version, at);
    await appendAudit(trx, audit(ctx, at, 'promote', app, row, pointer.live_version, forced(force)));
    return { app, version, previousVersion: pointer.live_version };
  });
}

/**
 * A running canary is what a rollback undoes first (it ends, the live version stays); otherwise the live pointer
 * moves back (default: the version live before, replayed as a stack so rollbacks walk further back).
 */
export async function rollback(ctx: ReleaseContext, app: ReleaseApp, to?: string, force = false) {
  return movePointers(ctx, app, async (trx, pointer, at) => {
    if (pointer.canary_version && to === undefined) {
      const row = await requireVersion(trx, app, pointer.canary_version);
      await updatePointer(trx, app, { canary_version: null, canary_percent: 0, canary_since: null });
      await appendAudit(trx, audit(ctx, at, 'canary-rollback', app, row, pointer.live_version, {}));
      return { app, version: pointer.live_version ?? pointer.canary_version, previousVersion: pointer.canary_version };
    }
    const live = pointer.live_version;
    if (live === null) throw new ReleaseError(`${app} has no live version to roll back from.`);
    const history = (await readAudit(trx, app)).map(toAuditEntry);
    const target = to ?? defaultRollbackTarget(history, app, live);
    if (target === null) throw new ReleaseError(`${app} has no earlier live version; name one with --to.`);
    if (target === live) throw new ReleaseError(`${app} ${target} is already live.`);
    const row = await requireVersion(trx, app, target);
    await assertCompatible(trx, app, row, force);
    await setLive(trx, pointer, target, at);
    const details = { explicitTarget: to !== undefined, ...forced(force) };
    await appendAudit(trx, audit(ctx, at, 'rollback', app, row, live, details));
    return { app, version: target, previousVersion: live };
  });
}

/**
 * Serves `version` to `percent` % of browsers (their cohort, cohort.ts); 0 ends the canary. The live version stays
 * live for everyone else. `reason` marks the automatic rollback's own call.
 */
export async function setCanary(
  ctx: ReleaseContext,
  app: ReleaseApp,
  version: string,
  percent: number,
  options: { force?: boolean; details?: Record<string, unknown>; action?: string } = {},
) {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw invalid('percent must be 0–100');
  return movePointers(ctx, app, async (trx, pointer, at) => {
    const row = await requireVersion(trx, app, version);
    if (percent > 0) {
      if (version === pointer.live_version) throw new ReleaseError(`${app} ${version} is already live for everyone.`);
      await assertCompatible(trx, app, row, options.force === true);
    }
    const ending = percent === 0;
    // A canary that continues keeps its start (the window the automatic rollback compares starts there).
    const since = !ending && pointer.canary_version === version && pointer.canary_since ? pointer.canary_since : at;
    await updatePointer(trx, app, {
      canary_version: ending ? null : version,
      canary_percent: percent,
      canary_since: ending ? null : since,
    });
    const details = { percent, ...forced(options.force), ...options.details };
    await appendAudit(trx, audit(ctx, at, options.action ?? 'canary', app, row, pointer.live_version, details));
    return { app, live: pointer.live_version, canary: ending ? null : version, percent };
  });
}

export async function setLive(trx: DbOrTrx, pointer: PointerRow, version: string, at: Date): Promise<void> {
  const endsCanary = pointer.canary_version === version;
  await updatePointer(trx, pointer.app, {
    live_version: version,
    live_since: at,
    ...(endsCanary ? { canary_version: null, canary_percent: 0, canary_since: null } : {}),
  });
}

/**
 * The rules of ADR 001 and 009: a remote must match the live shell's singleton majors and need the @site/shared
 * contract the live shell provides; a new shell must match every live remote's and canary's singleton majors.
 */
export async function assertCompatible(trx: DbOrTrx, app: ReleaseApp, candidate: VersionRow, force: boolean) {
  if (force) return;
  const pointers = await readPointers(trx);
  const others: Array<{ label: string; row: VersionRow }> = [];
  for (const p of pointers) {
    if ((app === 'shell') === (p.app === 'shell')) continue;
    for (const version of [p.live_version, p.canary_version]) {
      if (!version) continue;
      const row = await findVersion(trx, p.app, version);
      const label = p.app === 'shell' ? `the live shell ${version}` : `live ${p.app} ${version}`;
      if (row) others.push({ label, row });
    }
  }
  for (const other of others) {
    const problems = findIncompatibilities(candidate.shared, other.row.shared);
    if (problems.length > 0) {
      throw new ReleaseError(`${describeIncompatibilities(app, other.label, problems)}\n(--force overrides.)`);
    }
    // Only a remote is held to the shell's contract: a new shell comes first (its contract is what the remotes are
    // then rebuilt against), docs/adr/010-release-service.md "Shared contract".
    if (app !== 'shell' && candidate.contract && other.row.contract && candidate.contract !== other.row.contract) {
      throw new ReleaseError(
        `${describeContractMismatch(app, candidate.contract, other.label, other.row.contract)}\n(--force overrides.)`,
      );
    }
  }
}

export function audit(
  ctx: ReleaseContext,
  at: Date,
  action: string,
  app: string,
  row: VersionRow,
  previous: string | null,
  details: Record<string, unknown>,
) {
  return { at, by: actor(ctx), action, app, version: row.version, commit: row.commit, previous_version: previous, details };
}

export function forced(force: boolean | undefined): { forced?: true } {
  return force === true ? { forced: true } : {};
}
