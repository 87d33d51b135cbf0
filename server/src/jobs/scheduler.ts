import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/create-db';

/**
 * A job the server runs on a schedule: settlement of lottery issues, salaries and dividends, deposit-order
 * expiry, automatic withdrawal receipts, bonus expiry... `run` must be idempotent on its own keys (bills keyed
 * by (contract, period), orders settled once...): the lease below keeps two processes from running the same
 * job at the same moment, but a crash halfway or a lease that expired mid-run means a run can repeat.
 * `lastFinishedAt` lets a job catch up every period it missed while the site was down.
 */
export interface JobDefinition {
  name: string;
  everyMs: number;
  run(ctx: JobContext): Promise<void>;
}

export interface JobContext {
  db: Db;
  now: Date;
  lastFinishedAt: Date | null;
}

export interface Scheduler {
  define(job: JobDefinition): void;
  /** Runs one job now (tests, admin CLI, catch-up): takes the lease like a timer tick; false if another holds it. */
  runNow(name: string, now?: Date): Promise<boolean>;
  start(): void;
  stop(): Promise<void>;
  names(): string[];
}

const LEASE_MS = 5 * 60_000;

export function createScheduler(db: Db, log: (msg: string, err?: unknown) => void): Scheduler {
  const jobs = new Map<string, JobDefinition>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  const owner = randomUUID();
  let stopped = false;

  async function runNow(name: string, now = new Date()): Promise<boolean> {
    const job = jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    const lastFinishedAt = await acquireLease(db, name, owner, now);
    if (lastFinishedAt === false) return false;
    try {
      await job.run({ db, now, lastFinishedAt });
      await releaseLease(db, name, owner, now, null);
    } catch (err) {
      await releaseLease(
        db,
        name,
        owner,
        null,
        String(err instanceof Error ? err.message : err).slice(0, 500),
      );
      throw err;
    }
    return true;
  }

  function tick(name: string) {
    if (stopped) return;
    const p = runNow(name).catch((err) => log(`job ${name} failed`, err));
    running.add(p);
    void p.finally(() => running.delete(p));
  }

  return {
    define(job) {
      if (jobs.has(job.name)) throw new Error(`job ${job.name} defined twice`);
      jobs.set(job.name, job);
    },
    runNow,
    start() {
      for (const job of jobs.values()) {
        tick(job.name); // catch up at once after a restart
        timers.push(setInterval(() => tick(job.name), job.everyMs).unref());
      }
    },
    async stop() {
      stopped = true;
      timers.forEach(clearInterval);
      await Promise.allSettled([...running]);
    },
    names: () => [...jobs.keys()],
  };
}

/** Takes the job's lease if free (or expired); returns the last finished time, or false when another holds it. */
async function acquireLease(db: Db, name: string, owner: string, now: Date): Promise<Date | null | false> {
  await db
    .insertInto('job_state')
    .values({ name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const until = new Date(Date.now() + LEASE_MS);
  const row = await db
    .updateTable('job_state')
    .set({ lease_owner: owner, lease_until: until, last_started_at: now })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', sql<Date>`now()`)]))
    .returning('last_finished_at')
    .executeTakeFirst();
  return row ? row.last_finished_at : false;
}

async function releaseLease(
  db: Db,
  name: string,
  owner: string,
  finishedAt: Date | null,
  error: string | null,
) {
  await db
    .updateTable('job_state')
    .set({
      lease_owner: null,
      lease_until: null,
      ...(finishedAt ? { last_finished_at: finishedAt, last_error: null } : { last_error: error }),
    })
    .where('name', '=', name)
    .where('lease_owner', '=', owner)
    .execute();
}
