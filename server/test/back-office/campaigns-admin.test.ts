import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import { staffSession } from '../helpers/staff';

/**
 * The back office's campaign screens (docs/back-office.md "Campaigns and catalogues"): the marketing role edits the
 * promotions catalogue and reads the raffle's rounds; a role without the permission gets 403; a bad body or query
 * 400; each edit its audit row; a round's seed is shown only once the round has ended.
 */
describe('campaign and catalogue admin calls', () => {
  let app: FastifyInstance;
  let marketing: Awaited<ReturnType<typeof staffSession>>;
  let support: Awaited<ReturnType<typeof staffSession>>;
  const category = `CAT${process.pid % 1000}`;
  const hour = 3_600_000;

  beforeAll(async () => {
    app = await createTestApp();
    marketing = await staffSession(app, 'marketing');
    support = await staffSession(app, 'support');
    await app.db.insertInto('promotion_category').values({ code: category, name: 'Test', sort: 0 }).execute();
  });
  afterAll(async () => {
    await app.close();
  });

  const promotion = {
    code: `WELCOME_${process.pid}`,
    category,
    kind: 'fixed_bonus',
    title: 'Welcome gift',
    summary: 'A gift for joining',
    content: '<p>Apply <b>now</b></p>',
    rules: { fixedMinor: 10_000, wagerMultiplier: 3 },
    startAt: new Date(Date.now() - hour).toISOString(),
    endAt: null,
  };

  it('marketing creates and replaces a promotion, each with its audit row', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/wps/admin/promotions',
      headers: marketing.headers,
      payload: promotion,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().value.id as number;
    const replaced = await app.inject({
      method: 'PUT',
      url: `/wps/admin/promotions/${id}`,
      headers: marketing.headers,
      payload: {
        ...promotion,
        title: 'Welcome gift, doubled',
        rules: { ...promotion.rules, fixedMinor: 20_000 },
      },
    });
    expect(replaced.statusCode).toBe(200);
    const rows = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'promotion')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.action, r.staff_id])).toEqual([
      ['promotion.create', marketing.id],
      ['promotion.replace', marketing.id],
    ]);
    expect(rows[1]).toMatchObject({
      before: { title: 'Welcome gift' },
      after: { title: 'Welcome gift, doubled' },
    });
  });

  it('keeps a promotion’s texts per language: sanitised, audited, answered in the language asked for', async () => {
    const code = `LANG_${process.pid}`;
    const created = await app.inject({
      method: 'POST',
      url: '/wps/admin/promotions',
      headers: marketing.headers,
      payload: { ...promotion, code },
    });
    const id = created.json().value.id as number;
    expect(created.json().value.translations).toEqual({});
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: `/wps/admin/promotions/${id}`, headers: marketing.headers, payload });
    expect((await put({ ...promotion, code, translations: { thai: { title: 'x' } } })).statusCode).toBe(400);
    expect((await put({ ...promotion, code, translations: { th: { title: '' } } })).statusCode).toBe(400);
    const thai = {
      title: 'ของขวัญต้อนรับ',
      summary: 'ของขวัญสำหรับสมาชิกใหม่',
      content: '<p onclick="steal()">สมัคร<script>alert(1)</script> <b>เลย</b></p>',
    };
    const saved = await put({ ...promotion, code, translations: { th: thai } });
    expect(saved.statusCode).toBe(200);
    const stored = saved.json().value.translations.th;
    expect(stored).toMatchObject({ title: thai.title, summary: thai.summary });
    expect(stored.content).toContain('<b>เลย</b>');
    expect(stored.content).not.toMatch(/onclick|script/);
    const [row] = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'promotion.replace')
      .where('entity_id', '=', String(id))
      .execute();
    expect(row?.after).toMatchObject({ translations: { th: { title: thai.title } } });

    const detail = (language: string) =>
      app.inject({ method: 'GET', url: `/wps/promotions/${id}`, headers: { 'accept-language': language } });
    expect((await detail('th')).json().value).toMatchObject({ title: thai.title, summary: thai.summary });
    expect((await detail('th')).json().value.content).toContain('<b>เลย</b>');
    // A language without texts falls back to the original.
    expect((await detail('vi')).json().value).toMatchObject({ title: promotion.title });
    const list = await app.inject({
      method: 'GET',
      url: '/wps/promotions',
      headers: { 'accept-language': 'th' },
    });
    expect(list.json().value.find((p: { id: number }) => p.id === id)?.title).toBe(thai.title);
    // A replace that does not send them keeps them (callers that predate the field).
    await put({ ...promotion, code, title: 'Renamed' });
    expect((await detail('th')).json().value.title).toBe(thai.title);
  });

  it('refuses a bad promotion with 400 and writes no row', async () => {
    const before = await app.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'promotion')
      .execute();
    for (const payload of [
      { ...promotion, code: 'lower case' },
      { ...promotion, code: `NOFIX_${process.pid}`, rules: { wagerMultiplier: 1 } },
      { ...promotion, code: `ENDS_${process.pid}`, endAt: new Date(Date.now() - 2 * hour).toISOString() },
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/wps/admin/promotions',
        headers: marketing.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const after = await app.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'promotion')
      .execute();
    expect(after).toHaveLength(before.length);
  });

  it('a role without the permission gets 403 on every catalogue call', async () => {
    const calls = [
      ['POST', '/wps/admin/promotions'],
      ['GET', '/wps/admin/missions'],
      ['POST', '/wps/admin/points/rewards'],
      ['GET', '/wps/admin/raffle/rules'],
      ['GET', '/wps/admin/raffle/rounds'],
    ] as const;
    for (const [method, url] of calls) {
      const res = await app.inject({
        method,
        url,
        headers: support.headers,
        payload: method === 'POST' ? {} : undefined,
      });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'STAFF_FORBIDDEN']);
    }
  });

  it('lists the raffle rounds: the commitment always, the seed once the round ended, the tickets totals', async () => {
    const rule = await app.inject({
      method: 'POST',
      url: '/wps/admin/raffle/rules',
      headers: marketing.headers,
      payload: {
        code: `RR${process.pid}`,
        title: 'Rounds',
        kind: 'bet_count',
        threshold: 2,
        maxTickets: 3,
        prizes: [{ amount: 5, weight: 1 }],
        startAt: new Date(Date.now() - 72 * hour).toISOString(),
      },
    });
    expect(rule.statusCode).toBe(200);
    const ruleId = rule.json().value.id as number;
    const now = Date.now();
    const round = (day: string, start: number, seed: string) => ({
      rule_id: ruleId,
      day,
      starts_at: new Date(start),
      ends_at: new Date(start + 24 * hour),
      server_seed: seed,
      seed_commit: `commit-of-${seed}`,
      prizes: JSON.stringify([{ amountMinor: 500, weight: 1 }]),
    });
    const [ended] = await app.db
      .insertInto('raffle_round')
      .values([round('2000-01-01', now - 48 * hour, 'old-seed'), round('2000-01-02', now - hour, 'new-seed')])
      .returning('id')
      .execute();
    const member = await app.db
      .insertInto('member')
      .values({
        account: `raf${process.pid}`,
        nickname: 'raf',
        type: 0,
        path: '/',
        currency: 'PHP',
        referral_code: `RAF${process.pid}`,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('raffle_ticket')
      .values([
        {
          round_id: ended!.id,
          member_id: member.id,
          seq: 1,
          currency: 'PHP',
          prize_minor: 500,
          opened_at: new Date(),
        },
        { round_id: ended!.id, member_id: member.id, seq: 2, currency: 'PHP' },
      ])
      .execute();

    const res = await app.inject({
      url: `/wps/admin/raffle/rounds?ruleId=${ruleId}`,
      headers: marketing.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject([
      { day: '2000-01-02', seedCommit: 'commit-of-new-seed', serverSeed: null, tickets: 0, paid: [] },
      {
        day: '2000-01-01',
        ruleCode: `RR${process.pid}`,
        seedCommit: 'commit-of-old-seed',
        serverSeed: 'old-seed',
        prizes: [{ amount: 5, weight: 1 }],
        tickets: 2,
        opened: 1,
        paid: [{ currency: 'PHP', amount: 5 }],
      },
    ]);
    for (const query of ['ruleId=abc', 'limit=0', 'limit=500', 'other=1']) {
      const bad = await app.inject({ url: `/wps/admin/raffle/rounds?${query}`, headers: marketing.headers });
      expect([query, bad.statusCode]).toEqual([query, 400]);
    }
  });
});
