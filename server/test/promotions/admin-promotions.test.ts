import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import { call } from '../helpers/accounts';
import { createPlayer } from '../games/games-fixtures';
import { adminHeaders, ensureCategory } from './promotions-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

// Operators create and reschedule promotions through validated admin calls; members see the result.
describe('operator promotions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
    await ensureCategory(app, 'ops');
  });
  afterAll(async () => app.close());

  const body = (patch: object = {}) => ({
    code: 'OPS_SIGNIN',
    category: 'ops',
    kind: 'daily_signin',
    title: 'Ops sign-in',
    content: '<p>Hi</p>',
    rules: { fixedMinor: 300 },
    startAt: new Date(Date.now() + DAY_MS).toISOString(),
    ...patch,
  });
  const create = (payload: object, headers = adminHeaders(app)) =>
    call(app, { method: 'POST', url: '/wps/admin/promotions', headers, payload });

  it('refuses without the credential, invalid rules for the kind, unknown categories and taken codes', async () => {
    expect((await create(body(), { 'x-admin-token': 'wrong-token-0000000000' })).status).toBe(401);
    const noPercent = await create(body({ kind: 'deposit_bonus', rules: { depositKind: 'first' } }));
    expect(noPercent.body.code).toBe('VALIDATION_FAILED');
    expect(noPercent.body.value.issues).toEqual([expect.objectContaining({ path: 'rules.percent' })]);
    expect((await create(body({ rules: { fixedMinor: 1, surprise: true } }))).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await create(body({ category: 'nope' }))).body.code).toBe('PROMOTION_CATEGORY_UNKNOWN');
    expect((await create(body())).body.success).toBe(true);
    expect((await create(body())).body.code).toBe('PROMOTION_CODE_EXISTS');
  });

  it('schedules: coming soon until the operator moves the start, then claimable', async () => {
    const created = await create(body({ code: 'OPS_LATER' }));
    const id = created.body.value.id as number;
    const player = await createPlayer(app);
    const state = async () =>
      (await call(app, { url: `/wps/promotions/${id}`, headers: player.headers })).body.value.state as string;
    expect(await state()).toBe('coming_soon');
    const moved = await call(app, {
      method: 'PUT',
      url: `/wps/admin/promotions/${id}`,
      headers: adminHeaders(app),
      payload: body({ code: 'OPS_LATER', startAt: new Date(Date.now() - DAY_MS).toISOString() }),
    });
    expect(moved.body.success).toBe(true);
    expect(await state()).toBe('join');
    const listed = (await call(app, { url: '/wps/admin/promotions', headers: adminHeaders(app) })).body.value;
    expect(listed.map((p: { code: string }) => p.code)).toEqual(
      expect.arrayContaining(['OPS_SIGNIN', 'OPS_LATER']),
    );
  });
});
