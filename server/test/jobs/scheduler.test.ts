import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import { createScheduler } from '../../src/jobs/scheduler';
import { sendMemberMessage } from '../../src/modules/messages/messages.service';

describe('job scheduler and member messages (shared foundations)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('runs a job with the clock it is given and remembers when it finished, for catch-up', async () => {
    const seen: Array<{ now: string; last: string | null }> = [];
    app.jobs.define({
      name: 'test.remember',
      everyMs: 60_000,
      run: async ({ now, lastFinishedAt }) =>
        void seen.push({ now: now.toISOString(), last: lastFinishedAt?.toISOString() ?? null }),
    });
    expect(await app.jobs.runNow('test.remember', new Date('2026-01-01T00:00:00Z'))).toBe(true);
    expect(await app.jobs.runNow('test.remember', new Date('2026-01-01T00:05:00Z'))).toBe(true);
    expect(seen).toEqual([
      { now: '2026-01-01T00:00:00.000Z', last: null },
      { now: '2026-01-01T00:05:00.000Z', last: '2026-01-01T00:00:00.000Z' },
    ]);
  });

  it('lets only one scheduler (process) hold a job at a time; a failed run does not count as finished', async () => {
    let release!: () => void;
    const blocked = new Promise<void>((r) => (release = r));
    const other = createScheduler(app.db, () => undefined);
    app.jobs.define({ name: 'test.lease', everyMs: 60_000, run: () => blocked });
    other.define({ name: 'test.lease', everyMs: 60_000, run: async () => undefined });
    const first = app.jobs.runNow('test.lease');
    await new Promise((r) => setTimeout(r, 200));
    expect(await other.runNow('test.lease')).toBe(false);
    release();
    expect(await first).toBe(true);

    other.define({ name: 'test.fails', everyMs: 60_000, run: async () => Promise.reject(new Error('boom')) });
    await expect(other.runNow('test.fails')).rejects.toThrow('boom');
    const row = await app.db
      .selectFrom('job_state')
      .selectAll()
      .where('name', '=', 'test.fails')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ last_finished_at: null, last_error: 'boom', lease_owner: null });
  });

  it('sends a member message once per dedupe key', async () => {
    expect(
      await sendMemberMessage(app.db, {
        memberId: 1,
        kind: 'deposit.arrived',
        params: { amount: '10.00' },
        dedupeKey: 'd:1',
      }),
    ).toEqual(expect.any(Number));
    expect(
      await sendMemberMessage(app.db, {
        memberId: 1,
        kind: 'deposit.arrived',
        params: { amount: '10.00' },
        dedupeKey: 'd:1',
      }),
    ).toBeNull();
    const rows = await app.db.selectFrom('member_message').selectAll().where('member_id', '=', 1).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'deposit.arrived', params: { amount: '10.00' } });
  });
});
