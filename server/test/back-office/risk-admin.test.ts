import type { FastifyInstance } from 'fastify';
import { sprayAlertListSchema } from '@site/shared/schemas';
import { runningBreakListSchema } from '@site/shared/schemas/operator';
import { createPlayer } from '../games/games-fixtures';
import { createTestApp } from '../helpers/test-app';
import { staffSession } from '../helpers/staff';

/**
 * The Risk and care screen's calls (docs/back-office.md "Running the site"): a risk officer imposes a break (the
 * member is logged out; one audit row with the reason), the members under a break are listed; validation 400, a
 * support role 403 on the change.
 */
describe('risk and care desk', () => {
  let app: FastifyInstance;
  let risk: { cookie: string };
  let support: { cookie: string };
  beforeAll(async () => {
    app = await createTestApp();
    risk = (await staffSession(app, 'risk')).headers;
    support = (await staffSession(app, 'support')).headers;
  });
  afterAll(async () => {
    await app.close();
  });
  const impose = (payload: object, headers: Record<string, string> = risk) =>
    app.inject({ method: 'POST', url: '/wps/admin/responsible-gaming/breaks', headers, payload });
  const running = async (headers: Record<string, string> = risk) =>
    app.inject({ method: 'GET', url: '/wps/admin/responsible-gaming/breaks/running', headers });

  it('imposes a break: logged out, listed as running, audited with the reason', async () => {
    const player = await createPlayer(app);
    const body = { account: player.account, kind: 'cool_off', days: 7, reason: 'Asked by chat' };
    expect((await impose({ ...body, days: 5 })).statusCode).toBe(400);
    expect((await impose({ ...body, reason: '' })).statusCode).toBe(400);
    expect((await impose(body, support)).statusCode).toBe(403);
    const made = await impose(body);
    expect(made.statusCode).toBe(200);
    const session = await app.inject({
      method: 'GET',
      url: '/wps/v2/responsible-gaming',
      headers: player.headers,
    });
    expect(session.statusCode).toBe(401);
    const list = runningBreakListSchema.parse((await running(support)).json().value);
    expect(list.find((b) => b.account === player.account)).toMatchObject({
      kind: 'cool_off',
      reason: 'Asked by chat',
    });
    const rows = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'responsible-gaming.break')
      .where('entity_id', '=', player.account)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'Asked by chat', after: { kind: 'cool_off', days: 7 } });
  });

  it('lists abuse events to risk, not to support', async () => {
    const events = await app.inject({ method: 'GET', url: '/wps/admin/abuse-events', headers: risk });
    expect(events.statusCode).toBe(200);
    sprayAlertListSchema.parse(events.json().value);
    expect(
      (await app.inject({ method: 'GET', url: '/wps/admin/abuse-events', headers: support })).statusCode,
    ).toBe(403);
  });
});
