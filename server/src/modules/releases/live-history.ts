import type { AuditEntry } from './release-manifest';
import type { ReleaseApp } from './release-apps';

export interface LiveChange {
  version: string;
  at: string;
  by: string;
  action: AuditEntry['action'];
}

/** Every time a version of `app` went live, oldest first. */
export function liveChanges(audit: AuditEntry[], app: ReleaseApp): LiveChange[] {
  return audit
    .filter((e) => e.app === app && movesLive(e))
    .map((e) => ({ version: e.version, at: e.at, by: e.by, action: e.action }));
}

/**
 * Replays the pointer moves as a stack so repeated rollbacks walk further back instead of
 * ping-ponging between the last two versions: publish/promote push; a plain rollback pops;
 * a rollback `--to` a version on the stack pops down to it, otherwise pushes it.
 */
export function liveStack(audit: AuditEntry[], app: ReleaseApp): string[] {
  const stack: string[] = [];
  for (const e of audit) {
    if (e.app !== app || !movesLive(e)) continue;
    if (e.action === 'rollback') {
      const at = stack.lastIndexOf(e.version);
      if (at >= 0) {
        stack.length = at + 1;
        continue;
      }
    }
    if (stack[stack.length - 1] !== e.version) stack.push(e.version);
  }
  return stack;
}

/** The version a plain `rollback` returns to: the one live before the current one. */
export function defaultRollbackTarget(audit: AuditEntry[], app: ReleaseApp, live: string): string | null {
  const stack = liveStack(audit, app);
  // The manifest is the truth for what is live; if it was edited by hand, trust it.
  if (stack[stack.length - 1] !== live) stack.push(live);
  return stack.length >= 2 ? (stack[stack.length - 2] ?? null) : null;
}

/** Entries that moved the live pointer: a promoted publish, a promote, a rollback (not canaries, not pruning). */
function movesLive(e: AuditEntry): boolean {
  if (e.action === 'publish') return e.promoted === true;
  return e.action === 'promote' || e.action === 'rollback';
}
