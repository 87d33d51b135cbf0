import type { FastifyInstance } from 'fastify';
import { parseRgArgs } from '../../src/modules/responsible-gaming/responsible-gaming-cli';
import { createPlayer } from '../games/games-fixtures';
import { createTestApp } from '../helpers/test-app';

// Operators and responsible gaming (docs/responsible-gaming.md "Operators"); PGlite, and PostgreSQL in CI.
let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  admin = { 'x-admin-token': app.config.ADMIN_TOKEN, 'x-admin-actor': 'ops.dana' };
});
afterAll(async () => app.close());

const impose = (payload: unknown, headers = admin) =>
  app.inject({
    method: 'POST',
    url: '/wps/admin/responsible-gaming/breaks',
    headers,
    payload: payload as object,
  });
const view = (account: string, headers = admin) =>
  app.inject({ method: 'GET', url: `/wps/admin/responsible-gaming?account=${account}`, headers });

test('an operator imposes a self-exclusion with a reason: the member is logged out and the break is listed with who', async () => {
  const player = await createPlayer(app);
  const before = await app.inject({
    method: 'GET',
    url: '/wps/v2/responsible-gaming',
    headers: player.headers,
  });
  expect(before.statusCode).toBe(200);

  const res = await impose({
    account: player.account,
    kind: 'self_exclusion',
    days: 180,
    reason: 'Asked by phone',
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().value.kind).toBe('self_exclusion');
  expect(Date.parse(res.json().value.until) - Date.now()).toBeGreaterThan(179 * 86_400_000);
  // Every session of the member ended with it.
  const after = await app.inject({
    method: 'GET',
    url: '/wps/v2/responsible-gaming',
    headers: player.headers,
  });
  expect(after.statusCode).toBe(401);

  const listed = (await view(player.account)).json().value;
  expect(listed).toMatchObject({
    account: player.account,
    settings: { currency: 'PHP' },
    breaks: [
      { kind: 'self_exclusion', running: true, imposedBy: 'automation:ops.dana', reason: 'Asked by phone' },
    ],
  });
});

test('refused without the admin token, for an unknown member, or with a length not offered', async () => {
  const player = await createPlayer(app);
  const body = { account: player.account, kind: 'cool_off', days: 7, reason: 'Risk review' };
  expect((await impose(body, {})).statusCode).toBe(401);
  expect((await view(player.account, {})).statusCode).toBe(401);
  expect((await impose({ ...body, account: 'nobody-here' })).json().code).toBe('MEMBER_NOT_FOUND');
  expect((await view('nobody-here')).json().code).toBe('MEMBER_NOT_FOUND');
  for (const bad of [
    { ...body, days: 3 },
    { ...body, reason: '' },
    { ...body, kind: 'forever' },
    { ...body, extra: 1 },
  ]) {
    expect((await impose(bad)).json().code).toBe('VALIDATION_FAILED');
  }
  expect((await view(player.account)).json().value.breaks).toEqual([]);
});

test('the CLI reads its arguments into the same request, and says how when they are wrong', () => {
  expect(parseRgArgs(['show', 'player2'])).toEqual({ kind: 'show', account: 'player2' });
  expect(
    parseRgArgs([
      'break',
      'player2',
      '--kind',
      'cool_off',
      '--days',
      '30',
      '--reason',
      'Asked in chat',
      '--as',
      'ben',
    ]),
  ).toEqual({
    kind: 'break',
    request: { account: 'player2', kind: 'cool_off', days: 30, reason: 'Asked in chat' },
    actor: 'ben',
  });
  expect(() =>
    parseRgArgs(['break', 'player2', '--kind', 'cool_off', '--days', '2', '--reason', 'x']),
  ).toThrow(/Usage/);
  expect(() => parseRgArgs(['end', 'player2'])).toThrow(/cannot be shortened/);
});
