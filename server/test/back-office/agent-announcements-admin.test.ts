import type { FastifyInstance } from 'fastify';
import { agentAnnouncementPageSchema, announcementSchema } from '@site/shared/schemas';
import {
  agentAnnouncementAdminListSchema,
  agentAnnouncementAdminSchema,
} from '@site/shared/schemas/operator';
import { bearer, call, createSeededApp, loginAs } from '../helpers/accounts';
import { staffSession } from '../helpers/staff';

/**
 * Agent announcements in the back office (docs/back-office.md "Agents: contracts and announcements"): what an
 * operator publishes is what the agent centre lists, its HTML sanitised on save, in each language written; members
 * never see it; every change is audited with its reason.
 */
describe('agent announcements desk', () => {
  let app: FastifyInstance;
  let manager: { id: number; headers: { cookie: string } };
  let finance: { cookie: string };
  let marketing: { cookie: string };
  let agentToken: string;
  let memberToken: string;
  beforeAll(async () => {
    app = await createSeededApp();
    manager = await staffSession(app, 'agent-manager');
    finance = (await staffSession(app, 'finance')).headers;
    marketing = (await staffSession(app, 'marketing')).headers;
    agentToken = await loginAs(app, 'agent2', 'Agent1234');
    memberToken = await loginAs(app, 'player1', 'Player1234');
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const create = (payload: object, headers: { cookie: string } = manager.headers) =>
    call(app, { method: 'POST', url: '/wps/admin/agent/announcements', headers, payload });
  const edit = (id: number, payload: object, headers: { cookie: string } = manager.headers) =>
    call(app, { method: 'PUT', url: `/wps/admin/agent/announcements/${id}`, headers, payload });
  const remove = (id: number, payload: object, headers: { cookie: string } = manager.headers) =>
    call(app, { method: 'POST', url: `/wps/admin/agent/announcements/${id}/delete`, headers, payload });
  const agentCentre = async (language?: string) =>
    agentAnnouncementPageSchema.parse(
      (
        await call(app, {
          method: 'GET',
          url: '/wps/agent/announcements?pageSize=50',
          headers: { ...bearer(agentToken), ...(language ? { 'accept-language': language } : {}) },
        })
      ).body.value,
    );
  const auditOf = (action: string, id: number) =>
    app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('entity_id', '=', String(id))
      .execute();

  it('publishes to the agent centre, sanitised, in each language, and never to members', async () => {
    const created = await create({
      title: 'New daily salary tiers',
      content:
        '<p onclick="steal()">From Monday <b>tier 3</b> pays 2 %.</p><script>alert(1)</script>' +
        '<a href="jav&#x61;script:alert(1)">x</a><a href="https://example.com/rules">rules</a>',
      translations: {
        th: { title: 'ขั้นเงินเดือนใหม่', content: '<p>ตั้งแต่วันจันทร์<img src=x onerror=alert(1)></p>' },
      },
      reason: 'new tiers from the head of agents',
    });
    expect(created.status).toBe(200);
    const saved = agentAnnouncementAdminSchema.parse(created.body.value);
    expect(saved.content).toBe(
      '<p>From Monday <b>tier 3</b> pays 2 %.</p><a target="_blank" rel="noopener noreferrer">x</a>' +
        '<a href="https://example.com/rules" target="_blank" rel="noopener noreferrer">rules</a>',
    );
    expect(saved.translations.th!.content).toBe('<p>ตั้งแต่วันจันทร์<img></p>');
    expect(saved.content).not.toMatch(/script|onclick|onerror/);

    const shown = (await agentCentre()).items.find((a) => a.id === saved.id);
    expect(shown).toMatchObject({
      title: 'New daily salary tiers',
      content: saved.content,
      audience: 'agent',
    });
    expect((await agentCentre('th')).items.find((a) => a.id === saved.id)?.title).toBe('ขั้นเงินเดือนใหม่');

    const members = await call(app, {
      method: 'GET',
      url: '/wps/announcements?pageSize=100',
      headers: bearer(memberToken),
    });
    const titles = (members.body.value.list as unknown[]).map((a) => announcementSchema.parse(a).title);
    expect(titles).not.toContain('New daily salary tiers');

    const audit = await auditOf('agent-announcement.create', saved.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: manager.id, reason: 'new tiers from the head of agents' });
    const listed = agentAnnouncementAdminListSchema.parse(
      (await call(app, { method: 'GET', url: '/wps/admin/agent/announcements', headers: finance })).body
        .value,
    );
    expect(listed.items.map((a) => a.id)).toEqual([saved.id]);
  });

  it('edits (the changed fields audited with the reason) and deletes (gone from the agent centre)', async () => {
    const saved = agentAnnouncementAdminSchema.parse(
      (await create({ title: 'Weekend maintenance', content: '<p>Saturday 02:00</p>' })).body.value,
    );
    const edited = await edit(saved.id, {
      title: 'Weekend maintenance',
      content: '<p>Sunday 02:00</p>',
      reason: 'moved to Sunday',
    });
    expect(edited.status).toBe(200);
    expect((await agentCentre()).items.find((a) => a.id === saved.id)?.content).toBe('<p>Sunday 02:00</p>');
    const editRow = await auditOf('agent-announcement.edit', saved.id);
    expect(editRow[0]).toMatchObject({
      reason: 'moved to Sunday',
      before: { content: '<p>Saturday 02:00</p>' },
      after: { content: '<p>Sunday 02:00</p>' },
    });
    const removed = await remove(saved.id, { reason: 'maintenance cancelled' });
    expect(removed.body.value).toEqual({ id: saved.id, deleted: true });
    expect((await agentCentre()).items.map((a) => a.id)).not.toContain(saved.id);
    expect((await auditOf('agent-announcement.delete', saved.id))[0]).toMatchObject({
      reason: 'maintenance cancelled',
      before: { title: 'Weekend maintenance' },
    });
    const again = await remove(saved.id, { reason: 'maintenance cancelled' });
    expect([again.status, again.body.code]).toEqual([404, 'AGENT_ANNOUNCEMENT_NOT_FOUND']);
  });

  it('refuses bad input (400), a taken title (409), a member announcement (404) and roles without the permission (403)', async () => {
    for (const payload of [
      {},
      { title: '', content: '<p>x</p>' },
      { title: 'x', content: '' },
      { title: 'x', content: 'y', translations: { english: { title: 'x', content: 'y' } } },
      { title: 'x', content: 'y', audience: 'public' },
    ]) {
      const answer = await create(payload);
      expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const taken = await create({ title: 'New daily salary tiers', content: '<p>again</p>' });
    expect([taken.status, taken.body.code]).toEqual([409, 'AGENT_ANNOUNCEMENT_TITLE_TAKEN']);
    const member = await app.db
      .selectFrom('announcement')
      .select('id')
      .where('audience', '!=', 'agent')
      .executeTakeFirstOrThrow();
    const notOurs = await edit(member.id, { title: 'Hijack', content: '<p>no</p>' });
    expect([notOurs.status, notOurs.body.code]).toEqual([404, 'AGENT_ANNOUNCEMENT_NOT_FOUND']);
    const notOursDelete = await remove(member.id, { reason: 'not ours' });
    expect(notOursDelete.status).toBe(404);

    const byFinance = await create({ title: 'Finance may not', content: '<p>x</p>' }, finance);
    expect([byFinance.status, byFinance.body.code]).toEqual([403, 'STAFF_FORBIDDEN']);
    const marketingList = await call(app, {
      method: 'GET',
      url: '/wps/admin/agent/announcements',
      headers: marketing,
    });
    expect([marketingList.status, marketingList.body.code]).toEqual([403, 'STAFF_FORBIDDEN']);
    expect(
      await app.db.selectFrom('announcement').select('id').where('title', '=', 'Finance may not').execute(),
    ).toHaveLength(0);
  });
});
