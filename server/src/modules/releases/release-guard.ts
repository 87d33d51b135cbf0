import type { FastifyBaseLogger } from 'fastify';
import type { ReleaseContext } from './release-context';
import { failureRates } from './release-health';
import { setCanary } from './release.service';
import { readPointers } from './releases.repository';

/** The automatic rollback's rule (docs/adr/010-release-service.md "Automatic rollback"), configurable. */
export interface GuardRule {
  /** The sliding window compared, from the canary's start at most. */
  windowMs: number;
  /** The candidate's failure rate must exceed this... */
  maxFailureRate: number;
  /** ...and this many times the stable version's. */
  factor: number;
  /** Mounts + failures of the candidate before it is judged at all. */
  minSample: number;
}

export const DEFAULT_GUARD_RULE: GuardRule = { windowMs: 15 * 60_000, maxFailureRate: 0.02, factor: 2, minSample: 50 };

export interface GuardVerdict {
  app: string;
  candidate: string;
  stable: string | null;
  candidateRate: number;
  stableRate: number;
  candidateSample: number;
  stableSample: number;
  rolledBack: boolean;
}

/**
 * Compares every running canary with its live version over the window; ends each that fails the rule (canary to 0 %,
 * audit "automatic rollback" with the figures, a warning in the log).
 */
export async function guardCanaries(ctx: ReleaseContext, rule: GuardRule, log?: FastifyBaseLogger): Promise<GuardVerdict[]> {
  const now = ctx.now?.() ?? new Date();
  const verdicts: GuardVerdict[] = [];
  for (const p of await readPointers(ctx.db)) {
    if (!p.canary_version || p.canary_percent <= 0) continue;
    const windowStart = new Date(now.getTime() - rule.windowMs);
    // Whole minutes: the health rows are per minute, and the minute the canary started counts.
    const canaryStart = p.canary_since ? new Date(Math.floor(p.canary_since.getTime() / 60_000) * 60_000) : windowStart;
    const since = canaryStart > windowStart ? canaryStart : windowStart;
    const rates = await failureRates(ctx.db, p.app, since);
    const cand = rates.get(p.canary_version);
    const stable = p.live_version ? rates.get(p.live_version) : undefined;
    const candidateSample = (cand?.mounts ?? 0) + (cand?.failures ?? 0);
    const verdict: GuardVerdict = {
      app: p.app,
      candidate: p.canary_version,
      stable: p.live_version,
      candidateRate: cand?.rate ?? 0,
      stableRate: stable?.rate ?? 0,
      candidateSample,
      stableSample: (stable?.mounts ?? 0) + (stable?.failures ?? 0),
      rolledBack: false,
    };
    const failing =
      candidateSample >= rule.minSample &&
      verdict.candidateRate > rule.maxFailureRate &&
      verdict.candidateRate > rule.factor * verdict.stableRate;
    if (failing) {
      const figures = { ...verdict, rule, since: since.toISOString() };
      delete (figures as Partial<GuardVerdict>).rolledBack;
      await setCanary({ ...ctx, by: 'release-guard' }, p.app, p.canary_version, 0, { action: 'automatic rollback', details: figures });
      verdict.rolledBack = true;
      log?.warn(figures, `automatic rollback: ${p.app} ${p.canary_version} fails ${(verdict.candidateRate * 100).toFixed(1)} % vs ${(verdict.stableRate * 100).toFixed(1)} % for the live version`);
    }
    verdicts.push(verdict);
  }
  return verdicts;
}
