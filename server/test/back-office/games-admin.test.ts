import type { FastifyInstance } from 'fastify';
import {
  adminGamePageSchema,
  adminGameSchema,
  adminGameVendorListSchema,
  adminGameVendorSchema,
} from '@site/shared/schemas/operator';
import { vendorMappingSchema } from '@site/shared/schemas';
import { call, createSeededApp } from '../helpers/accounts';
import { staffSession } from '../helpers/staff';
import { createPlayer, seedGames, type TestPlayer } from '../games/games-fixtures';

/**
 * The games catalogue in the back office (docs/back-office.md "Running the site"): the list by vendor, category,
 * state and name; a game's state and place; a vendor out of the lobby or in maintenance with the message players
 * read — and the lobby's calls following at once. Every change audited, removals with their reason.
 */
describe('games catalogue desk', () => {
  let app: FastifyInstance;
  let content: { cookie: string };
  let marketing: { cookie: string };
  let player: TestPlayer;
  beforeAll(async () => {
    app = await createSeededApp();
    await seedGames(app.db);
    content = (await staffSession(app, 'content')).headers;
    marketing = (await staffSession(app, 'marketing')).headers;
    player = await createPlayer(app, { balanceMinor: 1000 });
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers: Record<string, string> = content) =>
    call(app, { method: 'GET', url, headers });
  const put = (url: string, payload: object, headers: Record<string, string> = content) =>
    call(app, { method: 'PUT', url, headers, payload });
  const auditRows = (action: string) =>
    app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  const launch = (gameId: string) =>
    call(app, { method: 'POST', url: '/wps/game/launchGame', headers: player.headers, payload: { gameId } });

  it('lists games with names by vendor, category, state and name; 400 on a bad filter; marketing reads', async () => {
    const page = adminGamePageSchema.parse(
      (await get('/wps/admin/games?vendor=PG&category=rng&pageSize=5', marketing)).body.value,
    );
    expect(page.total).toBeGreaterThan(5);
    expect(page.items).toHaveLength(5);
    expect(page.items[0]).toMatchObject({ vendor: 'PG', category: 'RNG', enabled: true });
    expect(page.items[0]!.name).not.toBe(page.items[0]!.gameId);
    expect(page.items[0]!.vendorName).toBeTruthy();
    const named = adminGamePageSchema.parse(
      (await get(`/wps/admin/games?q=${encodeURIComponent(page.items[0]!.name.slice(0, 6))}`)).body.value,
    );
    expect(named.items.map((g) => g.gameId)).toContain(page.items[0]!.gameId);
    expect((await get('/wps/admin/games?enabled=maybe')).status).toBe(400);
    expect((await get('/wps/admin/games?pageSize=0')).status).toBe(400);
    const vendors = adminGameVendorListSchema.parse((await get('/wps/admin/games/vendors')).body.value);
    expect(vendors.items.find((v) => v.vendor === 'PG')).toMatchObject({ enabled: true, maintenance: false });
  });

  it('refuses changes without games.manage (403), without a reason for a removal (400), an unknown game (404)', async () => {
    expect((await put('/wps/admin/games/PG-RNG-0001', { featured: true }, marketing)).status).toBe(403);
    expect(
      (await put('/wps/admin/games/vendors/PG', { maintenance: true, reason: 'vendor upgrade' }, marketing))
        .status,
    ).toBe(403);
    expect((await put('/wps/admin/games/PG-RNG-0001', { enabled: false })).status).toBe(400);
    expect((await put('/wps/admin/games/PG-RNG-0001', {})).status).toBe(400);
    expect((await put('/wps/admin/games/PG-RNG-0001', { sortOrder: -1 })).status).toBe(400);
    expect((await put('/wps/admin/games/vendors/PG', { maintenance: true })).status).toBe(400);
    expect((await put('/wps/admin/games/vendors/PG', { enabled: false })).status).toBe(400);
    expect((await put('/wps/admin/games/NOPE-1', { featured: true })).body.code).toBe('GAME_NOT_FOUND');
    expect((await put('/wps/admin/games/vendors/NOPE', { enabled: true })).body.code).toBe(
      'GAME_VENDOR_NOT_FOUND',
    );
    expect(await auditRows('game.edit')).toEqual([]);
  });

  it('marks a game hot, new and featured; disabling takes it out of the lobby and the launch; audited', async () => {
    const edited = await put('/wps/admin/games/PG-RNG-0001', { hot: true, featured: true, isNew: true });
    expect(edited.status).toBe(200);
    expect(adminGameSchema.parse(edited.body.value)).toMatchObject({
      hot: true,
      featured: true,
      isNew: true,
    });
    const popular = await call(app, { method: 'GET', url: '/wps/games/popular?gameType=RNG&limit=3' });
    expect(popular.body.value[0].gameId).toBe('PG-RNG-0001');

    const off = await put('/wps/admin/games/PG-RNG-0001', { enabled: false, reason: 'broken reels' });
    expect(off.status).toBe(200);
    const list = await call(app, {
      method: 'GET',
      url: '/wps/games/list?gameType=RNG&vassalage=PG&pageSize=200&pageNo=1',
    });
    expect(list.body.value.games.map((g: { gameId: string }) => g.gameId)).not.toContain('PG-RNG-0001');
    expect((await launch('PG-RNG-0001')).body.code).toBe('GAME_NOT_FOUND');

    const rows = await auditRows('game.edit');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      entity: 'game',
      entity_id: 'PG-RNG-0001',
      reason: 'broken reels',
      before: { enabled: true },
      after: { enabled: false },
    });
    await put('/wps/admin/games/PG-RNG-0001', { enabled: true });
  });

  it('moves a game up and down within its category, and not past the first', async () => {
    const first = adminGamePageSchema.parse(
      (await get('/wps/admin/games?category=RNG&pageSize=3')).body.value,
    ).items;
    const second = first[1]!;
    const up = await call(app, {
      method: 'POST',
      url: `/wps/admin/games/${second.gameId}/move`,
      headers: content,
      payload: { direction: 'up' },
    });
    expect(up.status).toBe(200);
    const now = adminGamePageSchema.parse(
      (await get('/wps/admin/games?category=RNG&pageSize=3')).body.value,
    ).items;
    expect(now[0]!.gameId).toBe(second.gameId);
    const edge = await call(app, {
      method: 'POST',
      url: `/wps/admin/games/${second.gameId}/move`,
      headers: content,
      payload: { direction: 'up' },
    });
    expect([edge.status, edge.body.code]).toEqual([409, 'GAME_ORDER_EDGE']);
    const bad = await call(app, {
      method: 'POST',
      url: `/wps/admin/games/${second.gameId}/move`,
      headers: content,
      payload: { direction: 'sideways' },
    });
    expect(bad.status).toBe(400);
    expect(await auditRows('game.move')).toHaveLength(1);
  });

  it('puts a vendor in maintenance with a message: the lobby says so, the launch refuses with GAME_MAINTENANCE', async () => {
    const on = await put('/wps/admin/games/vendors/PG', {
      maintenance: true,
      maintenanceMessage: 'Back at 14:00 UTC',
      reason: 'vendor upgrade',
    });
    expect(on.status).toBe(200);
    expect(adminGameVendorSchema.parse(on.body.value)).toMatchObject({
      maintenance: true,
      maintenanceMessage: 'Back at 14:00 UTC',
    });
    const mapping = vendorMappingSchema.parse(
      (await call(app, { method: 'GET', url: '/wps/games/vendors' })).body.value,
    );
    const pg = mapping.flatMap((t) => t.vendors).filter((v) => v.vassalage === 'PG');
    expect(pg.length).toBeGreaterThan(0);
    expect(pg.every((v) => v.maintenance && v.maintenanceMessage === 'Back at 14:00 UTC')).toBe(true);
    const refused = await launch('PG-RNG-0002');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'GAME_MAINTENANCE',
      message: 'Back at 14:00 UTC',
      value: { vendor: 'PG', maintenanceMessage: 'Back at 14:00 UTC' },
    });

    expect((await put('/wps/admin/games/vendors/PG', { maintenance: false })).status).toBe(200);
    expect((await launch('PG-RNG-0002')).status).toBe(200);
    const rows = await auditRows('game.vendor');
    expect(rows[0]).toMatchObject({
      entity: 'game-vendor',
      entity_id: 'PG',
      reason: 'vendor upgrade',
      after: { maintenance: true, maintenanceMessage: 'Back at 14:00 UTC' },
    });
  });

  it('takes a whole vendor out of the lobby and back', async () => {
    expect(
      (await put('/wps/admin/games/vendors/PG', { enabled: false, reason: 'contract paused' })).status,
    ).toBe(200);
    const mapping = vendorMappingSchema.parse(
      (await call(app, { method: 'GET', url: '/wps/games/vendors' })).body.value,
    );
    expect(mapping.flatMap((t) => t.vendors).some((v) => v.vassalage === 'PG')).toBe(false);
    const list = await call(app, { method: 'GET', url: '/wps/games/list?vassalage=PG&pageSize=10&pageNo=1' });
    expect(list.body.value.games).toEqual([]);
    expect((await launch('PG-RNG-0002')).body.code).toBe('GAME_NOT_FOUND');
    expect((await put('/wps/admin/games/vendors/PG', { enabled: true })).status).toBe(200);
    expect((await launch('PG-RNG-0002')).status).toBe(200);
    expect((await auditRows('game.vendor')).map((r) => r.reason)).toEqual([
      'vendor upgrade',
      null,
      'contract paused',
      null,
    ]);
  });
});
