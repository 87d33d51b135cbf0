import type { FastifyInstance } from 'fastify';
import { dashboardSchema, reportSchema } from '@site/shared/schemas/operator';
import { seedAgents } from '../../src/db/seed/agents';
import { seedMemberCentre } from '../../src/db/seed/member-centre';
import { seedRecentWins } from '../../src/db/seed/recent-wins';
import { call, createSeededApp } from '../helpers/accounts';
import { staffSession } from '../helpers/staff';
import { seedGames } from '../games/games-fixtures';

/**
 * Reports in the back office (docs/back-office.md "Reports"): betting per day, vendor, category and agent team,
 * payments by method, a totals row, the same numbers as CSV, and the same totals as the dashboard for a day.
 */
describe('reports desk', () => {
  let app: FastifyInstance;
  let finance: { cookie: string };
  let support: { cookie: string };
  const ids: Record<string, number> = {};
  const DAY = '2026-01-10';
  const at = (hour: number) => new Date(`${DAY}T${String(hour).padStart(2, '0')}:00:00Z`);

  beforeAll(async () => {
    app = await createSeededApp();
    await seedGames(app.db);
    await seedRecentWins(app.db);
    await seedMemberCentre(app.db);
    await seedAgents(app.db);
    for (const m of await app.db.selectFrom('member').select(['id', 'account']).execute())
      ids[m.account] = m.id;
    finance = (await staffSession(app, 'finance')).headers;
    support = (await staffSession(app, 'support')).headers;
    // A quiet past day with known rounds: player1 (agent1's team) twice, demo (no agent) once, one open round.
    const round = (
      n: number,
      account: string,
      gameId: string,
      bet: number,
      win: number,
      status = 'settled',
    ) => ({
      vendor: 'DEMO',
      round_id: `report-${n}`,
      bet_transaction_id: `report-bet-${n}`,
      member_id: ids[account]!,
      member_account: account,
      game_id: gameId,
      game_type: gameId.split('-')[1]!,
      currency: 'PHP',
      bet_minor: bet,
      valid_bet_minor: bet,
      win_minor: win,
      status,
      created_at: at(n + 1),
      settled_at: status === 'settled' ? at(n + 1) : null,
    });
    await app.db
      .insertInto('bet_record')
      .values([
        round(1, 'player1', 'PG-RNG-0001', 10_000, 2_500),
        round(2, 'player1', 'PG-RNG-0002', 5_000, 0),
        round(3, 'demo', 'PG-RNG-0001', 2_000, 6_000),
        round(4, 'demo', 'PG-RNG-0003', 1_000, 0, 'open'),
      ])
      .execute();
    await app.db
      .insertInto('deposit_order')
      .values({
        member_id: ids.demo!,
        channel: 'gcash',
        currency: 'PHP',
        amount_minor: 50_000,
        paid_amount_minor: 50_000,
        status: 'paid',
        expires_at: at(12),
        paid_at: at(11),
      })
      .execute();
    const account = await app.db
      .insertInto('payout_account')
      .values({
        member_id: ids.demo!,
        kind: 'bank',
        provider: 'BDO',
        account_number: '1234567890',
        payee_name: 'Demo',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('withdrawal_order')
      .values({
        member_id: ids.demo!,
        payout_account_id: account.id,
        currency: 'PHP',
        amount_minor: 20_000,
        status: 'paid',
        hold_key: 'report-test',
        paid_at: at(13),
      })
      .execute();
  }, 180_000);
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers: Record<string, string> = finance) =>
    call(app, { method: 'GET', url, headers });

  it('gives a day by vendor, category and team, payments by method, and totals', async () => {
    const answer = await get(`/wps/admin/reports?from=${DAY}&to=${DAY}`);
    expect(answer.status).toBe(200);
    const r = reportSchema.parse(answer.body.value);
    // Stake counts every round placed (the open one too); payout and GGR the settled ones: as the dashboard.
    const expected = { bets: 4, stake: 180, payout: 85, ggr: 85, players: 2 };
    expect(r.days).toEqual([{ key: DAY, label: DAY, ...expected }]);
    expect(r.totals).toMatchObject({
      ...expected,
      deposits: 500,
      depositCount: 1,
      withdrawals: 200,
      withdrawalCount: 1,
    });
    expect(r.vendors).toEqual([{ key: 'PG', label: expect.any(String), ...expected }]);
    expect(r.vendors[0]!.label).not.toBe('');
    expect(r.categories).toEqual([{ key: 'RNG', label: 'RNG', ...expected }]);
    expect(r.teams).toEqual([
      { key: 'agent1', label: 'agent1', bets: 2, stake: 150, payout: 25, ggr: 125, players: 1 },
      { key: null, label: null, bets: 2, stake: 30, payout: 60, ggr: -40, players: 1 },
    ]);
    expect(r.payments).toEqual([
      { kind: 'deposit', method: 'gcash', count: 1, amount: 500 },
      { kind: 'withdrawal', method: 'bank', count: 1, amount: 200 },
    ]);
  });

  it('exports the same numbers as CSV', async () => {
    const res = await app.inject({
      url: `/wps/admin/reports/export?from=${DAY}&to=${DAY}`,
      headers: finance,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('section,key,label,bets,stake,payout,ggr,players,count,amount');
    expect(lines).toContain(`day,${DAY},${DAY},4,180.00,85.00,85.00,2,,`);
    expect(lines).toContain('team,agent1,agent1,2,150.00,25.00,125.00,1,,');
    expect(lines).toContain('deposit,gcash,,,,,,,1,500.00');
    expect(lines).toContain(`total,${DAY}..${DAY},PHP,4,180.00,85.00,85.00,2,,`);
  });

  it('has the dashboard totals for today', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const r = reportSchema.parse((await get(`/wps/admin/reports?from=${today}&to=${today}`)).body.value);
    const dashboard = dashboardSchema.parse((await get('/wps/admin/dashboard')).body.value);
    expect(r.totals.bets).toBeGreaterThan(0);
    expect(r.totals.stake).toBe(dashboard.today.bets);
    expect(r.totals.ggr).toBe(dashboard.today.ggr);
    expect(r.totals.deposits).toBe(dashboard.today.deposits);
    expect(r.totals.depositCount).toBe(dashboard.today.depositCount);
    expect(r.totals.withdrawals).toBe(dashboard.today.withdrawals);
    // The default range is the last 7 days, like the dashboard's week.
    const week = reportSchema.parse((await get('/wps/admin/reports')).body.value);
    expect(week.days).toHaveLength(7);
    expect(week.to).toBe(today);
    expect(week.totals.stake).toBe(dashboard.last7Days.bets);
    expect(week.totals.ggr).toBe(dashboard.last7Days.ggr);
    expect(week.teams.length).toBeGreaterThan(1);
  });

  it('refuses a bad range (400) and a role without reports.read (403)', async () => {
    for (const query of [
      'from=2026-13-01',
      'from=2026-02-31&to=2026-03-02',
      'from=2026-03-02&to=2026-03-01',
      'from=2025-01-01&to=2026-01-01',
      'from=yesterday',
      'days=3',
    ]) {
      const answer = await get(`/wps/admin/reports?${query}`);
      expect([query, answer.status]).toEqual([query, 400]);
    }
    expect((await get(`/wps/admin/reports?from=2026-03-02&to=2026-03-01`)).body.code).toBe(
      'REPORT_RANGE_INVALID',
    );
    expect((await get('/wps/admin/reports', support)).status).toBe(403);
    expect((await get('/wps/admin/reports/export', support)).status).toBe(403);
  });
});
