import {
  adminHelpTopicListSchema,
  adminNoticeListSchema,
  adminSiteLinksSchema,
  type AdminNotice,
} from '@site/shared/schemas/operator';
import { call } from '../helpers/accounts';
import { contentDesk } from '../helpers/staff';

/**
 * Notices and popups, help topics, the service and download links, and announcement translations in the back office
 * (docs/back-office.md "Content: notices, help and links"): each call validated (400 with its code), permissioned
 * (403 without `content.manage`), audited in the transaction of the change, HTML sanitised on save, and what
 * players read follows.
 */
describe('content pages desk', () => {
  const desk = contentDesk('content');

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = desk.editor) =>
    call(desk.app, { method, url, headers, ...(payload ? { payload } : {}) });
  const get = (url: string, headers = desk.editor) => call(desk.app, { method: 'GET', url, headers });
  const notices = async () =>
    adminNoticeListSchema.parse((await get('/wps/admin/content/notices')).body.value).items;
  const playerList = async (category: 'notice' | 'popup', language = 'en') =>
    (
      await call(desk.app, {
        method: 'GET',
        url: `/wps/announcements?category=${category}&pageSize=50`,
        headers: { 'accept-language': language },
      })
    ).body.value.list as Array<{ id: number; title: string; content: string }>;
  const auditRows = (action: string) =>
    desk.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  describe('notices and popups', () => {
    it('lists the seeded notices and popups, never the agent-only ones', async () => {
      const items = await notices();
      expect(items.some((n) => n.category === 'notice')).toBe(true);
      expect(items.some((n) => n.category === 'popup')).toBe(true);
      expect(items.every((n) => n.audience !== ('agent' as string) && n.state === 'live')).toBe(true);
      expect((await get('/wps/admin/content/notices', desk.support)).status).toBe(403);
    });

    it('refuses bad input with 400, an unknown id with 404, a used title with 409, a role without manage with 403', async () => {
      const base = { title: 'Bad one', content: '<p>x</p>', category: 'notice' };
      const codeOf = async (payload: object, headers = desk.editor) => {
        const res = await send('POST', '/wps/admin/content/notices', payload, headers);
        return [res.status, res.body.code];
      };
      expect(await codeOf({ ...base, category: 'agent' })).toEqual([400, 'VALIDATION_FAILED']);
      expect(await codeOf({ ...base, audience: 'agent' })).toEqual([400, 'VALIDATION_FAILED']);
      expect(await codeOf({ ...base, title: ' ' })).toEqual([400, 'VALIDATION_FAILED']);
      expect(await codeOf({ ...base, content: '' })).toEqual([400, 'VALIDATION_FAILED']);
      expect(await codeOf({ ...base, extra: 1 })).toEqual([400, 'VALIDATION_FAILED']);
      expect(
        await codeOf({ ...base, startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }),
      ).toEqual([400, 'VALIDATION_FAILED']);
      const seeded = (await notices())[0]!;
      expect(await codeOf({ ...base, title: seeded.title })).toEqual([409, 'CONTENT_NOTICE_TITLE_TAKEN']);
      expect(await codeOf(base, desk.support)).toEqual([403, 'STAFF_FORBIDDEN']);
      const missing = await send('PUT', '/wps/admin/content/notices/999999', base);
      expect([missing.status, missing.body.code]).toEqual([404, 'CONTENT_NOTICE_NOT_FOUND']);
      expect((await send('DELETE', '/wps/admin/content/notices/999999')).body.code).toBe(
        'CONTENT_NOTICE_NOT_FOUND',
      );
      expect((await send('PUT', `/wps/admin/content/notices/${seeded.id}`, base, desk.support)).status).toBe(
        403,
      );
      expect(
        (await send('DELETE', `/wps/admin/content/notices/${seeded.id}`, undefined, desk.support)).status,
      ).toBe(403);
      expect(await auditRows('notice.create')).toEqual([]);
      expect(await auditRows('notice.edit')).toEqual([]);
    });

    it('creates a notice sanitised and audited; it leads the ticker; an edit and a delete follow on the site', async () => {
      const res = await send('POST', '/wps/admin/content/notices', {
        title: 'Tonight: double points',
        content: '<p onclick="steal()">Play <strong>tonight</strong></p><script>alert(1)</script>',
        category: 'notice',
      });
      expect(res.status).toBe(200);
      const created = res.body.value as AdminNotice;
      expect(created).toMatchObject({ audience: 'public', state: 'live', translations: {} });
      expect(created.content).toBe('<p>Play <strong>tonight</strong></p>');
      expect((await playerList('notice'))[0]).toMatchObject({
        id: created.id,
        title: 'Tonight: double points',
      });
      const [row] = await auditRows('notice.create');
      expect(row).toMatchObject({ entity: 'announcement', entity_id: String(created.id), before: null });
      expect(row!.after).toMatchObject({ title: 'Tonight: double points', category: 'notice' });

      const edited = await send('PUT', `/wps/admin/content/notices/${created.id}`, {
        title: 'Tonight: triple points',
        content: '<p>Play <strong>tonight</strong></p>',
        category: 'notice',
      });
      expect(edited.status).toBe(200);
      expect((await playerList('notice'))[0]!.title).toBe('Tonight: triple points');
      const [edit] = await auditRows('notice.edit');
      // Only what changed.
      expect(edit!.before).toEqual({ title: 'Tonight: double points' });
      expect(edit!.after).toEqual({ title: 'Tonight: triple points' });

      // Members only: a visitor no longer sees it.
      await send('PUT', `/wps/admin/content/notices/${created.id}`, {
        title: 'Tonight: triple points',
        content: '<p>x</p>',
        category: 'notice',
        audience: 'member',
      });
      expect((await playerList('notice')).some((n) => n.id === created.id)).toBe(false);

      expect((await send('DELETE', `/wps/admin/content/notices/${created.id}`)).body.value).toEqual({
        id: created.id,
        deleted: true,
      });
      expect((await auditRows('notice.delete'))[0]).toMatchObject({
        entity_id: String(created.id),
        after: null,
      });
      expect((await notices()).some((n) => n.id === created.id)).toBe(false);
    });

    it('a scheduled popup shows only from its start, at the server clock', async () => {
      const start = new Date(Date.now() + 2 * 86_400_000).toISOString();
      const res = await send('POST', '/wps/admin/content/notices', {
        title: 'New year draw',
        content: '<p>Draw at midnight</p>',
        category: 'popup',
        startsAt: start,
      });
      const popup = res.body.value as AdminNotice;
      expect(popup.state).toBe('scheduled');
      expect((await playerList('popup')).some((n) => n.id === popup.id)).toBe(false);
      await call(desk.app, {
        method: 'PUT',
        url: '/wps/dev/clock',
        payload: { at: new Date(Date.parse(start) + 60_000).toISOString() },
      });
      expect((await playerList('popup')).some((n) => n.id === popup.id)).toBe(true);
      expect((await notices()).find((n) => n.id === popup.id)!.state).toBe('live');
      await send('DELETE', `/wps/admin/content/notices/${popup.id}`);
    });

    it('moves a notice within its category, audited; 409 at the edge', async () => {
      // The category's whole list (public and member notices: a member's ticker shows both).
      const order = async () => (await notices()).filter((n) => n.category === 'notice').map((n) => n.id);
      const before = await order();
      const second = before[1]!;
      const moved = await send('POST', `/wps/admin/content/notices/${second}/move`, { direction: 'up' });
      expect(moved.status).toBe(200);
      expect((await order()).slice(0, 2)).toEqual([second, before[0]]);
      expect((await auditRows('notice.move')).at(-1)).toMatchObject({ entity_id: String(second) });
      const edge = await send('POST', `/wps/admin/content/notices/${second}/move`, { direction: 'up' });
      expect([edge.status, edge.body.code]).toEqual([409, 'CONTENT_ORDER_EDGE']);
      expect(
        (await send('POST', `/wps/admin/content/notices/${second}/move`, { direction: 'left' })).status,
      ).toBe(400);
      expect(
        (await send('POST', `/wps/admin/content/notices/${second}/move`, { direction: 'down' }, desk.support))
          .status,
      ).toBe(403);
      await send('POST', `/wps/admin/content/notices/${second}/move`, { direction: 'down' });
    });

    it("stores the popup's rule, audited; the player site gets it in its whitelabel", async () => {
      const rule = async () =>
        (await call(desk.app, { method: 'GET', url: '/wps/system/whitelabel' })).body.value
          .popupRepeat as string;
      expect(await rule()).toBe('session');
      expect(
        adminNoticeListSchema.parse((await get('/wps/admin/content/notices')).body.value).popupRepeat,
      ).toBe('session');
      const put = (body: object, headers = desk.editor) =>
        send('PUT', '/wps/admin/content/popup-rule', body, headers);
      expect((await put({ popupRepeat: 'always' })).body.code).toBe('VALIDATION_FAILED');
      expect((await put({ popupRepeat: 'new-only' }, desk.support)).status).toBe(403);
      expect(await auditRows('content.popup-rule')).toEqual([]);
      expect((await put({ popupRepeat: 'new-only' })).body.value).toEqual({ popupRepeat: 'new-only' });
      expect(await rule()).toBe('new-only');
      expect((await auditRows('content.popup-rule'))[0]).toMatchObject({
        before: { popupRepeat: 'session' },
        after: { popupRepeat: 'new-only' },
      });
      await put({ popupRepeat: 'session' });
    });

    it("writes an announcement's language sanitised and audited; an unknown one is 404 with its code", async () => {
      const id = (await playerList('notice'))[0]!.id;
      const url = `/wps/admin/content/announcement/${id}/translations/ms`;
      expect((await send('PUT', url, { title: 'x' }, desk.support)).status).toBe(403);
      expect((await send('PUT', url, { title: '' })).body.code).toBe('VALIDATION_FAILED');
      const res = await send('PUT', url, {
        title: 'Notis',
        content: '<p>Hai<img src=x onerror=alert(1)></p>',
      });
      expect(res.status).toBe(200);
      const malay = (await playerList('notice', 'ms')).find((n) => n.id === id)!;
      expect(malay.title).toBe('Notis');
      expect(malay.content).not.toContain('onerror');
      expect((await notices()).find((n) => n.id === id)!.translations.ms?.title).toBe('Notis');
      expect((await auditRows('content.translate')).at(-1)).toMatchObject({ entity_id: `${id}:ms` });
      const missing = await send('PUT', '/wps/admin/content/announcement/999999/translations/ms', {
        title: 'x',
      });
      expect([missing.status, missing.body.code]).toEqual([404, 'CONTENT_TRANSLATION_TARGET_NOT_FOUND']);
    });
  });

  describe('help topics', () => {
    const list = async (language = 'en') =>
      adminHelpTopicListSchema.parse(
        (await get(`/wps/admin/content/help-topics?language=${language}`)).body.value,
      );
    const helpCentre = async (language: string) =>
      (await call(desk.app, { method: 'GET', url: `/wps/system/helpCenter?language=${language}` })).body
        .value as Array<{
        id: number;
        title: string;
        content: string;
      }>;

    it('lists a language with the counts of every language; bad filters 400; 403 for support', async () => {
      const { items, counts } = await list();
      expect(items.length).toBeGreaterThan(0);
      expect(counts.en).toBe(items.length);
      expect((await get('/wps/admin/content/help-topics?language=xx')).status).toBe(400);
      expect((await get('/wps/admin/content/help-topics?device=TV')).status).toBe(400);
      expect((await get('/wps/admin/content/help-topics', desk.support)).status).toBe(403);
    });

    it('creates, edits, moves and deletes a topic, sanitised and audited; the help centre follows', async () => {
      const base = { language: 'en', title: 'How do I close my account?', content: '<p>Ask us</p>' };
      expect((await send('POST', '/wps/admin/content/help-topics', { ...base, language: 'xx' })).status).toBe(
        400,
      );
      expect((await send('POST', '/wps/admin/content/help-topics', { ...base, content: ' ' })).status).toBe(
        400,
      );
      expect((await send('POST', '/wps/admin/content/help-topics', base, desk.support)).status).toBe(403);
      expect(await auditRows('help-topic.create')).toEqual([]);

      const res = await send('POST', '/wps/admin/content/help-topics', {
        ...base,
        content: '<p>Ask <a href="javascript:alert(1)">us</a></p>',
      });
      expect(res.status).toBe(200);
      const id = res.body.value.id as number;
      expect(res.body.value.content).not.toContain('javascript');
      expect((await helpCentre('en')).at(-1)).toMatchObject({ id, title: base.title });
      expect((await auditRows('help-topic.create'))[0]).toMatchObject({
        entity: 'help_topic',
        entity_id: String(id),
      });

      const dup = await send('POST', '/wps/admin/content/help-topics', base);
      expect([dup.status, dup.body.code]).toEqual([409, 'CONTENT_HELP_TOPIC_DUPLICATE']);

      expect(
        (await send('PUT', `/wps/admin/content/help-topics/${id}`, { ...base, title: 'Closing' })).status,
      ).toBe(200);
      // Only what changed: the title, and the body (stored sanitised before, as sent now).
      expect((await auditRows('help-topic.edit'))[0]!.after).toEqual({
        title: 'Closing',
        content: '<p>Ask us</p>',
      });
      const missing = await send('PUT', '/wps/admin/content/help-topics/999999', base);
      expect([missing.status, missing.body.code]).toEqual([404, 'CONTENT_HELP_TOPIC_NOT_FOUND']);

      const edge = await send('POST', `/wps/admin/content/help-topics/${id}/move`, { direction: 'down' });
      expect([edge.status, edge.body.code]).toEqual([409, 'CONTENT_ORDER_EDGE']);
      expect(
        (await send('POST', `/wps/admin/content/help-topics/${id}/move`, { direction: 'up' })).status,
      ).toBe(200);
      const order = (await helpCentre('en')).map((t) => t.id);
      expect(order.at(-2)).toBe(id);
      expect((await auditRows('help-topic.move'))[0]).toMatchObject({ entity_id: String(id) });

      expect(
        (await send('DELETE', `/wps/admin/content/help-topics/${id}`, undefined, desk.support)).status,
      ).toBe(403);
      expect((await send('DELETE', `/wps/admin/content/help-topics/${id}`)).status).toBe(200);
      expect((await helpCentre('en')).some((t) => t.id === id)).toBe(false);
      expect((await auditRows('help-topic.delete'))[0]).toMatchObject({ entity_id: String(id), after: null });
    });
  });

  describe('service and download links', () => {
    const whitelabel = async () =>
      (await call(desk.app, { method: 'GET', url: '/wps/system/whitelabel' })).body.value as {
        customerService: unknown[];
        resources: Array<{ key: string; qrCodeUrl: string }>;
      };

    it('reads the site setting, refuses bad links with 400 and support with 403, saves audited', async () => {
      const current = adminSiteLinksSchema.parse((await get('/wps/admin/content/links')).body.value);
      expect(current.customerService.map((l) => l.csType)).toEqual(['LIVE_CHAT', 'VIP']);
      expect(current.resources.map((r) => r.key)).toEqual(['android', 'ios']);

      const put = (body: object, headers = desk.editor) =>
        send('PUT', '/wps/admin/content/links', body, headers);
      const bad = (patch: object) => ({
        ...current,
        customerService: [{ ...current.customerService[0], ...patch }],
      });
      expect((await put(bad({ path: 'javascript:alert(1)' }))).body.code).toBe('VALIDATION_FAILED');
      expect((await put(bad({ path: '//evil.example/chat' }))).status).toBe(400);
      expect((await put(bad({ name: '' }))).status).toBe(400);
      expect(
        (await put({ ...current, customerService: [current.customerService[0], current.customerService[0]] }))
          .status,
      ).toBe(400);
      expect((await put(current, desk.support)).status).toBe(403);
      expect(await auditRows('content.links')).toEqual([]);

      const next = {
        ...current,
        customerService: [
          { csType: 'LIVE_CHAT', name: 'Chat with us', path: 'https://chat.example.com/room' },
        ],
        resources: current.resources.map((r) =>
          r.key === 'android' ? { ...r, qrCodeUrl: 'https://apps.example.com/site.apk' } : r,
        ),
      };
      const res = await put(next);
      expect(res.status).toBe(200);
      const wl = await whitelabel();
      expect(wl.customerService).toEqual(next.customerService);
      expect(wl.resources.find((r) => r.key === 'android')!.qrCodeUrl).toBe(
        'https://apps.example.com/site.apk',
      );
      const [row] = await auditRows('content.links');
      expect(row).toMatchObject({ entity: 'site', entity_id: 'links' });
      expect(row!.before).toEqual(current);
      await put(current);
    });
  });
});
