import type { FastifyInstance } from 'fastify';
import { agentMoveResultSchema, agentTreeSchema } from '@site/shared/schemas/operator';
import { call, createSeededApp } from '../helpers/accounts';
import { staffSession } from '../helpers/staff';

/**
 * The agent tree in the back office (docs/back-office.md "Agents"): a level at a time and by search; moving a member
 * with its subtree under another agent keeps the tree a tree (no cycle, agents only, no running contract left
 * behind), rewrites every path below, and is audited with its reason.
 */
describe('agent tree desk', () => {
  let app: FastifyInstance;
  let manager: { cookie: string };
  let finance: { cookie: string };
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    app = await createSeededApp();
    for (const m of await app.db.selectFrom('member').select(['id', 'account']).execute())
      ids[m.account] = m.id;
    manager = (await staffSession(app, 'agent-manager')).headers;
    finance = (await staffSession(app, 'finance')).headers;
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const tree = async (query: string) =>
    agentTreeSchema.parse(
      (await call(app, { method: 'GET', url: `/wps/admin/agents/tree${query}`, headers: manager })).body
        .value,
    );
  const move = (account: string, payload: object, headers: Record<string, string> = manager) =>
    call(app, { method: 'POST', url: `/wps/admin/agents/${ids[account]}/move`, headers, payload });
  const pathOf = async (account: string) =>
    (
      await app.db
        .selectFrom('member')
        .select('path')
        .where('account', '=', account)
        .executeTakeFirstOrThrow()
    ).path;

  it('answers the top agents, a level below one, and a search with the accounts above', async () => {
    expect((await tree('')).items.map((n) => n.account)).toContain('agent1');
    const below = await tree(`?parentId=${ids.agent2}`);
    expect(below.items.find((n) => n.account === 'agent3')).toMatchObject({
      isAgent: true,
      ancestors: ['agent1', 'agent2'],
    });
    expect((await tree('?q=player2')).items[0]).toMatchObject({
      account: 'player2',
      isAgent: false,
      downlines: 0,
    });
    const bad = await call(app, {
      method: 'GET',
      url: '/wps/admin/agents/tree?parentId=x',
      headers: manager,
    });
    expect(bad.status).toBe(400);
  });

  it('refuses moves that would break the tree, each with its rule; 400 without a reason, 403 without agents.manage', async () => {
    const rule = async (account: string, upline: string) => {
      const answer = await move(account, { uplineAccount: upline, reason: 'test' });
      return [answer.status, answer.body.code, answer.body.value?.rule];
    };
    await app.db
      .insertInto('agent_contract')
      .values({
        kind: 'DAILY_SALARY',
        upline_id: ids.agent2!,
        member_id: ids.agent3!,
        tiers: JSON.stringify([{ validBetMinor: 0, lossMinor: 0, activeMembers: 0, rateBp: 150 }]),
        state: 'accepted',
        decided_at: new Date('2026-10-01T00:00:00Z'),
      })
      .execute();
    expect(await rule('agent2', 'agent3')).toEqual([409, 'AGENT_MOVE_REFUSED', 'cycle']);
    expect(await rule('agent2', 'agent2')).toEqual([409, 'AGENT_MOVE_REFUSED', 'cycle']);
    expect(await rule('player2', 'player1')).toEqual([409, 'AGENT_MOVE_REFUSED', 'not-agent']);
    expect(await rule('player2', 'agent3')).toEqual([409, 'AGENT_MOVE_REFUSED', 'same-upline']);
    expect(await rule('agent3', 'agent1')).toEqual([409, 'AGENT_MOVE_REFUSED', 'contracts']);
    expect((await rule('player2', 'nobody-here'))[0]).toBe(404);
    expect((await move('player2', { uplineAccount: 'agent1' })).status).toBe(400);
    expect((await move('player2', { uplineAccount: 'agent1', reason: 'x' }, finance)).status).toBe(403);
  });

  it('moves a member under another agent: upline, its path and every path below rewritten, audited', async () => {
    const answer = await move('player2', { uplineAccount: 'agent1', reason: 'asked by the player' });
    expect(answer.status).toBe(200);
    expect(agentMoveResultSchema.parse(answer.body.value)).toEqual({
      id: ids.player2,
      uplineAccount: 'agent1',
      previousUplineAccount: 'agent3',
      moved: 1,
    });
    expect(await pathOf('player2')).toBe(`${await pathOf('agent1')}${ids.player2}/`);
    const row = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'agent.move')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      entity: 'member',
      entity_id: String(ids.player2),
      reason: 'asked by the player',
    });
    expect((await tree(`?parentId=${ids.agent1}`)).items.map((n) => n.account)).toContain('player2');
  });

  it('moves a whole subtree: every path below follows', async () => {
    // agent3's running contract with agent2 (above) ended, it can move with player1 under it.
    await app.db
      .updateTable('agent_contract')
      .set({ state: 'terminated' })
      .where('member_id', '=', ids.agent3!)
      .execute();
    const answer = await move('agent3', { uplineAccount: 'agent1', reason: 'team reorganised' });
    expect(answer.status).toBe(200);
    expect(answer.body.value.moved).toBeGreaterThanOrEqual(2);
    const agent3 = await pathOf('agent3');
    expect(agent3).toBe(`${await pathOf('agent1')}${ids.agent3}/`);
    expect(await pathOf('player1')).toBe(`${agent3}${ids.player1}/`);
  });
});
