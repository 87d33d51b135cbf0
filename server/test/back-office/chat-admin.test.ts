import type { FastifyInstance } from 'fastify';
import { chatReportListSchema } from '@site/shared/schemas';
import { chatAdminRoomListSchema } from '@site/shared/schemas/operator';
import { seedChat, seedChatReports } from '../../src/db/seed/chat';
import { call, createSeededApp } from '../helpers/accounts';
import { staffSession } from '../helpers/staff';

/**
 * What the back office's chat moderation screen adds to the admin calls (docs/chat.md "Moderation"): the seeded
 * reports name the reporter and the author's room name, the rooms list with slow mode, and the reason of a lift or
 * a slow-mode change kept in the audit row. Validation 400, a role without the permission 403.
 */
describe('chat moderation screen calls', () => {
  let app: FastifyInstance;
  let support: { cookie: string };
  let risk: { cookie: string };
  let marketing: { cookie: string };

  beforeAll(async () => {
    app = await createSeededApp();
    await seedChat(app.db);
    expect(await seedChatReports(app.db)).toBe(2);
    expect(await seedChatReports(app.db)).toBe(0);
    support = (await staffSession(app, 'support')).headers;
    risk = (await staffSession(app, 'risk')).headers;
    marketing = (await staffSession(app, 'marketing')).headers;
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('lists the seeded reports with the text, room, reporter and the author by account and name', async () => {
    const answer = await call(app, { method: 'GET', url: '/wps/admin/chat/reports', headers: risk });
    const { reports } = chatReportListSchema.parse(answer.body.value);
    expect(reports).toHaveLength(2);
    expect(reports.find((r) => r.reasons[0] === 'scam')).toMatchObject({
      room: 'en',
      authorAccount: 'bigwin777',
      reporters: ['marialuz'],
      deleted: false,
    });
    expect(reports.every((r) => r.text && r.authorName)).toBe(true);
    expect(
      (await call(app, { method: 'GET', url: '/wps/admin/chat/reports', headers: marketing })).status,
    ).toBe(403);
  });

  it('lists rooms with their slow mode; a change keeps its reason in the audit row', async () => {
    const set = (payload: object, headers: Record<string, string> = support) =>
      call(app, { method: 'PUT', url: '/wps/admin/chat/rooms/en/slow-mode', headers, payload });
    expect((await set({ slowModeSeconds: 601, reason: 'x' })).status).toBe(400);
    expect((await set({ slowModeSeconds: 30, reason: 'spam wave' }, risk)).status).toBe(403);
    expect((await set({ slowModeSeconds: 30, reason: 'spam wave' })).status).toBe(200);
    const rooms = chatAdminRoomListSchema.parse(
      (await call(app, { method: 'GET', url: '/wps/admin/chat/rooms', headers: risk })).body.value,
    ).rooms;
    expect(rooms.find((r) => r.id === 'en')).toMatchObject({ slowModeSeconds: 30, kind: 'language' });
    expect(rooms.find((r) => r.id === 'en')!.messages24h).toBeGreaterThan(0);
    expect(rooms.some((r) => r.id === 'vip')).toBe(true);
    const row = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'chat.slow-mode')
      .where('entity_id', '=', 'en')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reason: 'spam wave', after: { slowModeSeconds: 30 } });
  });

  it('lifts a sanction with the reason in the audit row; without a body as before', async () => {
    const sanction = (account: string) =>
      call(app, {
        method: 'POST',
        url: '/wps/admin/chat/sanctions',
        headers: support,
        payload: { account, kind: 'mute', minutes: 60, reason: 'flooding' },
      });
    const first = (await sanction('kingcobra88')).body.value.id as number;
    const second = (await sanction('bigwin777')).body.value.id as number;
    const lift = (id: number, payload?: object) =>
      call(app, {
        method: 'POST',
        url: `/wps/admin/chat/sanctions/${id}/lift`,
        headers: support,
        ...(payload ? { payload } : {}),
      });
    expect((await lift(first, { reason: '' })).status).toBe(400);
    expect((await lift(first, { reason: 'apologised in support chat' })).status).toBe(200);
    expect((await lift(second)).status).toBe(200);
    const rows = await app.db
      .selectFrom('audit_log')
      .select(['entity_id', 'reason'])
      .where('action', '=', 'chat.lift')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { entity_id: String(first), reason: 'apologised in support chat' },
      { entity_id: String(second), reason: null },
    ]);
  });
});
