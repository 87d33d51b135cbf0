import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';

describe('dev job runner (the e2e test clock)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('runs a job now at the clock it is given, through the lease', async () => {
    const clocks: string[] = [];
    app.jobs.define({
      name: 'test.dev-run',
      everyMs: 60_000,
      run: async ({ now }) => void clocks.push(now.toISOString()),
    });
    const res = await app.inject({
      method: 'POST',
      url: '/wps/dev/jobs/test.dev-run/run',
      payload: { at: '2030-01-02T03:04:05.000Z' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ job: 'test.dev-run', at: '2030-01-02T03:04:05.000Z', ran: true });
    expect(clocks).toEqual(['2030-01-02T03:04:05.000Z']);
  });

  it('refuses an unknown job and a clock that is not a date', async () => {
    const unknown = await app.inject({ method: 'POST', url: '/wps/dev/jobs/no.such.job/run', payload: {} });
    expect(unknown.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: '/wps/dev/jobs/test.dev-run/run',
      payload: { at: 'soon' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps a dev clock scheduled content reads and a run without `at` uses; DELETE puts the real time back', async () => {
    const clocks: string[] = [];
    app.jobs.define({
      name: 'test.dev-clock',
      everyMs: 60_000,
      run: async ({ now }) => void clocks.push(now.toISOString()),
    });
    const set = await app.inject({
      method: 'PUT',
      url: '/wps/dev/clock',
      payload: { at: '2031-06-01T12:00:00Z' },
    });
    expect(set.statusCode).toBe(200);
    expect(Math.abs(Date.parse(set.json().value.now) - Date.parse('2031-06-01T12:00:00Z'))).toBeLessThan(
      5_000,
    );
    expect(Math.abs((await app.clock.now()).getTime() - Date.parse('2031-06-01T12:00:00Z'))).toBeLessThan(
      5_000,
    );
    await app.inject({ method: 'POST', url: '/wps/dev/jobs/test.dev-clock/run', payload: {} });
    expect(clocks[0]!.slice(0, 13)).toBe('2031-06-01T12');
    expect(
      (await app.inject({ method: 'PUT', url: '/wps/dev/clock', payload: { at: 'later' } })).statusCode,
    ).toBe(400);
    const reset = await app.inject({ method: 'DELETE', url: '/wps/dev/clock' });
    expect(Math.abs(reset.json().value.offsetMs)).toBeLessThan(5_000);
    expect(Math.abs((await app.clock.now()).getTime() - Date.now())).toBeLessThan(5_000);
  });
});
