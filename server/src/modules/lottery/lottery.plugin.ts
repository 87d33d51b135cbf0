import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { lotteryRoutes } from './lottery.routes';
import { drawDue, ensureIssues, settleDue, type LotteryEngineOptions } from './lottery.service';

const envSchema = z.object({
  /** Replaces keno/fast cadences (seconds) so an e2e run sees a draw quickly; unset in production. */
  LOTTERY_TEST_CADENCE_SECONDS: z.coerce.number().int().min(4).max(3600).optional(),
  LOTTERY_LOCK_SECONDS: z.coerce.number().int().min(1).max(600).optional(),
});

/**
 * Lottery domain: calls plus three scheduled jobs (plan issues ahead, draw due issues, settle drawn/voided ones).
 * Each job is idempotent on its own keys, so the job lease and a second server process are both safe.
 */
export async function lotteryPlugin(app: FastifyInstance): Promise<void> {
  const env = envSchema.parse(process.env);
  const options: LotteryEngineOptions = {
    lockSeconds: env.LOTTERY_LOCK_SECONDS,
    testCadenceSeconds: app.config.NODE_ENV === 'production' ? undefined : env.LOTTERY_TEST_CADENCE_SECONDS,
  };
  app.jobs.define({
    name: 'lottery.plan',
    everyMs: 60_000,
    run: async ({ db, now }) => void (await ensureIssues(db, now, options)),
  });
  app.jobs.define({
    name: 'lottery.draw',
    everyMs: 1_000,
    run: async ({ db, now }) => void (await drawDue(db, now)),
  });
  app.jobs.define({
    name: 'lottery.settle',
    everyMs: 2_000,
    run: async ({ db, now }) => void (await settleDue(db, now)),
  });
  await app.register(lotteryRoutes);
}
