import type { FastifyInstance } from 'fastify';
import { agentAnnouncementPageSchema } from '@site/shared/schemas';
import { bearer, call, createSeededApp, loginAs } from '../helpers/accounts';

describe('agent announcements', () => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const get = async (who: string, query = '', language?: string) =>
    call(app, {
      method: 'GET',
      url: `/wps/agent/announcements${query}`,
      headers: { ...bearer(tokens[who]!), ...(language ? { 'accept-language': language } : {}) },
    });

  beforeAll(async () => {
    app = await createSeededApp();
    for (const [account, password] of [
      ['agent2', 'Agent1234'],
      ['player1', 'Player1234'],
    ] as const) {
      tokens[account] = await loginAs(app, account, password);
    }
    // Two announcements with known dates: the newest must come first whatever the operator's sort says.
    await app.db
      .insertInto('announcement')
      .values([
        {
          title: 'Agent test old',
          content: 'old',
          category: 'notice',
          audience: 'member',
          sort: -100,
          created_at: new Date('2030-01-01T00:00:00Z'),
          translations: JSON.stringify({ th: { title: 'ประกาศเก่า', content: 'เก่า' } }),
        },
        {
          title: 'Agent test new',
          content: 'new',
          category: 'notice',
          audience: 'public',
          sort: 100,
          created_at: new Date('2030-02-01T00:00:00Z'),
        },
      ] as never)
      .execute();
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('lists public and member announcements newest first, paged', async () => {
    const first = await get('agent2', '?page=1&pageSize=2');
    expect(first.status).toBe(200);
    const page = agentAnnouncementPageSchema.parse(first.body.value);
    expect(page.items.map((a) => a.title)).toEqual(['Agent test new', 'Agent test old']);
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    const all = await app.db
      .selectFrom('announcement')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(page.total).toBe(Number(all.n));
    const second = agentAnnouncementPageSchema.parse((await get('agent2', '?page=2&pageSize=2')).body.value);
    expect(second.items.map((a) => a.id)).not.toContain(page.items[0]!.id);
    const dates = [...page.items, ...second.items].map((a) => a.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers in the asked language, else the original', async () => {
    const th = agentAnnouncementPageSchema.parse((await get('agent2', '?pageSize=2', 'th')).body.value);
    expect(th.items.map((a) => a.title)).toEqual(['Agent test new', 'ประกาศเก่า']);
  });

  it('refuses non-agents and bad paging', async () => {
    const player = await get('player1');
    expect([player.status, player.body.code]).toEqual([403, 'NOT_AN_AGENT']);
    const big = await get('agent2', '?pageSize=500');
    expect([big.status, big.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const anonymous = await call(app, { method: 'GET', url: '/wps/agent/announcements' });
    expect(anonymous.status).toBe(401);
  });
});
