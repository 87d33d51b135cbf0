import type { FastifyInstance } from 'fastify';
import { lotteryAdminRoutes } from './lottery-admin.routes';
import { lotterySpecRoutes } from './lottery-spec.routes';
import { lotteryRoutes } from './lottery.routes';
import { drawDue, ensureIssues, settleDue, type LotteryEngineOptions } from './lottery.service';

/**
 * Lottery domain: calls plus three scheduled jobs (plan issues ahead, draw due issues, settle drawn/voided ones).
 * Each job is idempotent on its own keys, so the job lease and a second server process are both safe.
 */
export async function lotteryPlugin(app: FastifyInstance): Promise<void> {
  const { LOTTERY_LOCK_SECONDS, LOTTERY_TEST_CADENCE_SECONDS, NODE_ENV } = app.config;
  const options: LotteryEngineOptions = {
    lockSeconds: LOTTERY_LOCK_SECONDS,
    testCadenceSeconds: NODE_ENV === 'production' ? undefined : LOTTERY_TEST_CADENCE_SECONDS,
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
  await app.register(lotterySpecRoutes);
  await app.register(lotteryAdminRoutes);
}
