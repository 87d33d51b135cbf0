import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import { staffSession } from '../helpers/staff';

/**
 * Operator edits of catalogues and settings write an audit row with the changed fields before and after, in the
 * change's transaction (docs/back-office.md "Audit"): a refused edit leaves none.
 */
describe('audit of catalogue and setting edits', () => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof staffSession>>;
  beforeAll(async () => {
    app = await createTestApp();
    owner = await staffSession(app, 'owner');
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, headers: owner.headers, payload });
  const rows = (entity: string, entityId?: string) => {
    let q = app.db.selectFrom('audit_log').selectAll().where('entity', '=', entity);
    if (entityId !== undefined) q = q.where('entity_id', '=', entityId);
    return q.orderBy('id').execute();
  };

  it('a feature flag and the site status: before and after, by whom', async () => {
    const flag = await send('PUT', '/wps/admin/system/flags/freePlay', { value: false });
    expect(flag.statusCode).toBe(200);
    expect(await rows('flag', 'freePlay')).toMatchObject([
      { action: 'site.flag', staff_id: owner.id, before: { enabled: true }, after: { enabled: false } },
    ]);
    await send('PUT', '/wps/admin/system/flags/freePlay', { value: true });
    const until = new Date(Date.now() + 3_600_000).toISOString();
    expect((await send('PUT', '/wps/admin/system/status', { mode: 'maintenance', until })).statusCode).toBe(
      200,
    );
    await send('PUT', '/wps/admin/system/status', { mode: 'normal' });
    const status = await rows('site', 'status');
    expect(status.map((r) => [r.action, r.before, r.after])).toMatchObject([
      ['site.status', { mode: 'normal' }, { mode: 'maintenance', until }],
      ['site.status', { mode: 'maintenance', until }, { mode: 'normal' }],
    ]);
  });

  it('a catalogue entry: the whole entry when created, only the changed fields when replaced; a refused edit leaves no row', async () => {
    const body = {
      code: `AUDIT${process.pid}`,
      title: 'Bet 100',
      period: 'daily',
      kind: 'valid_bet',
      target: 100,
      reward: 5,
      startAt: new Date(Date.now() - 86_400_000).toISOString(),
      endAt: null,
      enabled: true,
    };
    const created = await send('POST', '/wps/admin/missions', body);
    const id = created.json().value.id as number;
    await send('PUT', `/wps/admin/missions/${id}`, { ...body, title: 'Bet 200', target: 200 });
    const missing = await send('PUT', '/wps/admin/missions/999999', body);
    expect(missing.statusCode).toBe(404);
    const trail = await rows('mission');
    expect(trail.map((r) => r.action)).toEqual(['mission.create', 'mission.replace']);
    expect(trail[0]).toMatchObject({
      entity_id: String(id),
      before: null,
      after: { code: body.code, title: 'Bet 100' },
    });
    expect(trail[1]).toMatchObject({
      before: { title: 'Bet 100', target: 100 },
      after: { title: 'Bet 200', target: 200 },
    });
    expect(Object.keys(trail[1]!.after as object).sort()).toEqual(['target', 'title']);
  });

  it('a content translation: the language before and after', async () => {
    const banner = await app.db
      .insertInto('banner')
      .values({
        group_name: 'home',
        title: 'Hello',
        linkage_type: 'none',
        linkage: null,
        sort: 1,
        color: '#000',
        color2: '#fff',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = `/wps/admin/content/banner/${banner.id}/translations/de`;
    await send('PUT', url, { title: 'Hallo' });
    await send('PUT', url, { title: 'Guten Tag' });
    expect((await rows('banner', `${banner.id}:de`)).map((r) => [r.before, r.after])).toEqual([
      [null, { title: 'Hallo' }],
      [{ title: 'Hallo' }, { title: 'Guten Tag' }],
    ]);
  });
});
