import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';

// Operator calls of the points mall catalogue (docs/promotions.md "Points mall"): create, edit, list; refused input.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

let counter = 0;
const code = () => `ADM_${process.pid}_${(counter += 1)}`;
const headers = () => ({ 'x-admin-token': app.config.ADMIN_TOKEN as string, 'x-admin-actor': 'anna' });
const create = (payload: object, h: Record<string, string> = headers()) =>
  app.inject({ method: 'POST', url: '/wps/admin/points/rewards', headers: h, payload });
const edit = (id: number, payload: object) =>
  app.inject({ method: 'PATCH', url: `/wps/admin/points/rewards/${id}`, headers: headers(), payload });
const catalogue = async () =>
  (await app.inject({ url: '/wps/points/rewards' })).json().value as Array<{
    id: number;
    stock: number | null;
  }>;

const cashReward = () => ({
  code: code(),
  names: { en: 'Ten pesos', 'zh-CN': '十比索' },
  kind: 'cash',
  pointsCost: 1000,
  amount: 10,
  stock: 5,
  perMemberLimit: 2,
  startAt: new Date(Date.now() - 60_000).toISOString(),
});

test('an operator creates a cash reward; it is in the catalogue with its name, amount and stock', async () => {
  const res = await create(cashReward());
  expect(res.statusCode).toBe(200);
  const created = res.json().value;
  expect(created).toMatchObject({
    kind: 'cash',
    amount: 10,
    stock: 5,
    perMemberLimit: 2,
    enabled: true,
    endAt: null,
  });
  const shown = (await catalogue()).find((r) => r.id === created.id);
  expect(shown).toMatchObject({ amount: 10, stock: 5, pointsCost: 1000, name: 'Ten pesos' });
  const list = await app.inject({ url: '/wps/admin/points/rewards', headers: headers() });
  expect(list.json().value.some((r: { id: number }) => r.id === created.id)).toBe(true);
});

test('bad input is refused and nothing is stored', async () => {
  const before = (await app.inject({ url: '/wps/admin/points/rewards', headers: headers() })).json().value
    .length;
  const bad: Array<[string, object]> = [
    ['cash without amount', { ...cashReward(), amount: undefined }],
    ['item with amount', { ...cashReward(), kind: 'item' }],
    ['no English name', { ...cashReward(), names: { de: 'Zehn' } }],
    ['zero cost', { ...cashReward(), pointsCost: 0 }],
    ['fraction of a cent', { ...cashReward(), amount: 1.005 }],
    ['negative stock', { ...cashReward(), stock: -1 }],
    ['end before start', { ...cashReward(), endAt: new Date(Date.now() - 120_000).toISOString() }],
    ['unknown field', { ...cashReward(), bonus: 1 }],
    ['bad code', { ...cashReward(), code: 'a b' }],
  ];
  for (const [why, payload] of bad) {
    const res = await create(payload);
    expect([why, res.statusCode, res.json().code]).toEqual([why, 400, 'VALIDATION_FAILED']);
  }
  expect((await create(cashReward(), { 'x-admin-token': 'wrong-token-0000000000' })).statusCode).toBe(401);
  const after = (await app.inject({ url: '/wps/admin/points/rewards', headers: headers() })).json().value
    .length;
  expect(after).toBe(before);
});

test('a code is unique on create and on edit', async () => {
  const first = cashReward();
  expect((await create(first)).statusCode).toBe(200);
  const again = await create({ ...cashReward(), code: first.code });
  expect([again.statusCode, again.json().code]).toEqual([409, 'POINTS_REWARD_CODE_EXISTS']);
  const other = (await create(cashReward())).json().value;
  const renamed = await edit(other.id, { code: first.code });
  expect([renamed.statusCode, renamed.json().code]).toEqual([409, 'POINTS_REWARD_CODE_EXISTS']);
});

test('an edit changes only what it names; disabling hides the reward from the catalogue', async () => {
  const created = (await create(cashReward())).json().value;
  const restocked = await edit(created.id, { stock: 50, names: { en: 'Ten pesos!' } });
  expect(restocked.statusCode).toBe(200);
  expect(restocked.json().value).toMatchObject({
    stock: 50,
    amount: 10,
    pointsCost: 1000,
    names: { en: 'Ten pesos!' },
  });
  expect((await catalogue()).find((r) => r.id === created.id)?.stock).toBe(50);
  expect((await edit(created.id, { enabled: false })).json().value.enabled).toBe(false);
  expect((await catalogue()).some((r) => r.id === created.id)).toBe(false);
  expect((await edit(created.id, { enabled: true, stock: null })).json().value).toMatchObject({
    enabled: true,
    stock: null,
  });
});

test('an edit is checked as a whole: the result must still be a valid reward', async () => {
  const created = (await create(cashReward())).json().value;
  const toItem = await edit(created.id, { kind: 'item' });
  expect([toItem.statusCode, toItem.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  expect((await edit(created.id, { kind: 'item', amount: null })).json().value).toMatchObject({
    kind: 'item',
    amount: null,
  });
  const endBeforeStart = await edit(created.id, { endAt: '2000-01-01T00:00:00Z' });
  expect(endBeforeStart.statusCode).toBe(400);
  expect((await edit(created.id, {})).statusCode).toBe(400);
  expect((await edit(created.id, { points: 5 })).statusCode).toBe(400);
  const missing = await edit(99_999_999, { stock: 1 });
  expect([missing.statusCode, missing.json().code]).toEqual([404, 'POINTS_REWARD_NOT_FOUND']);
});
