import type { FastifyInstance } from 'fastify';
import {
  adminContractPageSchema,
  adminContractSchema,
  contractHistorySchema,
} from '@site/shared/schemas/operator';
import { seedAgents } from '../../src/db/seed/agents';
import { bearer, call, createSeededApp, loginAs } from '../helpers/accounts';
import { staffSession } from '../helpers/staff';

/**
 * The contracts desk (docs/back-office.md "Agents: contracts and announcements"): every agent's contracts by
 * account, kind and state; each contract's history (the agent centre's own flows write it, and the operator's end);
 * an operator ends a contract with a reason, audited, and both agents are told why.
 */
describe('agent contracts desk', () => {
  let app: FastifyInstance;
  let manager: { id: number; account: string; headers: { cookie: string } };
  let finance: { cookie: string };
  let support: { cookie: string };
  beforeAll(async () => {
    app = await createSeededApp();
    await seedAgents(app.db);
    manager = await staffSession(app, 'agent-manager');
    finance = (await staffSession(app, 'finance')).headers;
    support = (await staffSession(app, 'support')).headers;
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const list = async (query: string, headers: { cookie: string } = manager.headers) =>
    call(app, { method: 'GET', url: `/wps/admin/agent/contracts${query}`, headers });
  const history = async (id: number) =>
    contractHistorySchema.parse(
      (
        await call(app, {
          method: 'GET',
          url: `/wps/admin/agent/contracts/${id}/history`,
          headers: manager.headers,
        })
      ).body.value,
    );
  const end = (id: number, payload: object, headers: { cookie: string } = manager.headers) =>
    call(app, { method: 'POST', url: `/wps/admin/agent/contracts/${id}/end`, headers, payload });
  const contractOf = async (kind: string, state: string) => {
    const page = adminContractPageSchema.parse(
      (await list(`?q=agent3&kind=${kind}&state=${state}`)).body.value,
    );
    return page.items.find((c) => c.memberAccount === 'agent3')!;
  };

  it('lists contracts by account, kind and state, paged; a bad filter is 400', async () => {
    const all = adminContractPageSchema.parse((await list('?q=agent&pageSize=2')).body.value);
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(6);
    const daily = adminContractPageSchema.parse((await list('?kind=DAILY_SALARY&state=accepted')).body.value);
    expect(daily.items.length).toBeGreaterThan(0);
    expect(daily.items.every((c) => c.kind === 'DAILY_SALARY' && c.state === 'accepted')).toBe(true);
    for (const bad of ['?kind=WEEKLY', '?state=open', '?page=0', '?other=1']) {
      const answer = await list(bad);
      expect([bad, answer.status, answer.body.code]).toEqual([bad, 400, 'VALIDATION_FAILED']);
    }
  });

  it('keeps each contract history: the seed, and the agent centre flows from now on', async () => {
    const accepted = await contractOf('DAILY_SALARY', 'accepted');
    expect((await history(accepted.id)).events.map((e) => [e.fromState, e.toState, e.actor])).toEqual([
      [null, 'offered', 'agent:agent2'],
      ['offered', 'accepted', 'agent:agent3'],
    ]);
    const offer = await contractOf('HOURLY_SALARY', 'offered');
    const token = await loginAs(app, 'agent3', 'Agent1234');
    const rejected = await call(app, {
      method: 'POST',
      url: `/wps/agent/contracts/${offer.id}/reject`,
      headers: bearer(token),
    });
    expect(rejected.status).toBe(200);
    const steps = (await history(offer.id)).events;
    expect(steps.at(-1)).toMatchObject({ fromState: 'offered', toState: 'rejected', actor: 'agent:agent3' });
  });

  it('ends an accepted contract with a reason: history, audit row, both agents told; a second end is 409', async () => {
    const accepted = await contractOf('DAILY_SALARY', 'accepted');
    const reason = 'agent3 moves to another team, per the head of agents';
    const ended = await end(accepted.id, { reason });
    expect(ended.status).toBe(200);
    expect(adminContractSchema.parse(ended.body.value)).toMatchObject({
      state: 'terminated',
      endReason: 'BY_OPERATOR',
    });
    expect((await history(accepted.id)).events.at(-1)).toMatchObject({
      fromState: 'accepted',
      toState: 'terminated',
      reasonCode: 'BY_OPERATOR',
      note: reason,
      actor: `staff:${manager.account}`,
    });
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'agent-contract.end')
      .where('entity_id', '=', String(accepted.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: manager.id, reason, before: { state: 'accepted' } });
    const told = await app.db
      .selectFrom('member_message as mm')
      .innerJoin('member as m', 'm.id', 'mm.member_id')
      .select(['m.account', 'mm.body', 'mm.kind'])
      .where('mm.dedupe_key', 'like', `agent.contract.terminated:${accepted.id}:%`)
      .orderBy('m.account')
      .execute();
    expect(told).toEqual([
      { account: 'agent2', body: reason, kind: 'agent.contract.terminated' },
      { account: 'agent3', body: reason, kind: 'agent.contract.terminated' },
    ]);
    // The agent centre shows both parties why it ended, in the operator's words.
    const token = await loginAs(app, 'agent3', 'Agent1234');
    const mine = await call(app, { method: 'GET', url: '/wps/agent/contracts', headers: bearer(token) });
    expect((mine.body.value as { id: number }[]).find((c) => c.id === accepted.id)).toMatchObject({
      state: 'terminated',
      endReason: 'BY_OPERATOR',
      endNote: reason,
    });
    const again = await end(accepted.id, { reason: 'twice over' });
    expect([again.status, again.body.code]).toEqual([409, 'CONTRACT_STATE_INVALID']);
    expect(
      await app.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'agent-contract.end')
        .where('entity_id', '=', String(accepted.id))
        .execute(),
    ).toHaveLength(1);
  });

  it('withdraws an open offer the same way', async () => {
    const offer = await contractOf('DIVIDEND', 'offered');
    const ended = await end(offer.id, { reason: 'offered by mistake' });
    expect(ended.body.value).toMatchObject({ state: 'terminated', endReason: 'BY_OPERATOR' });
    expect((await history(offer.id)).events.at(-1)).toMatchObject({ fromState: 'offered' });
  });

  it('refuses a bad body (400), an unknown contract (404) and roles without the permission (403)', async () => {
    const any = adminContractPageSchema.parse((await list('')).body.value).items[0]!;
    for (const payload of [{}, { reason: 'no' }, { reason: 'long enough', extra: 1 }]) {
      const answer = await end(any.id, payload);
      expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const unknown = await end(2_000_000, { reason: 'nobody' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'CONTRACT_NOT_FOUND']);
    expect((await list('', finance)).status).toBe(200);
    const financeEnd = await end(any.id, { reason: 'finance may not' }, finance);
    expect([financeEnd.status, financeEnd.body.code]).toEqual([403, 'STAFF_FORBIDDEN']);
    const supportList = await list('', support);
    expect([supportList.status, supportList.body.code]).toEqual([403, 'STAFF_FORBIDDEN']);
    const supportHistory = await call(app, {
      method: 'GET',
      url: `/wps/admin/agent/contracts/${any.id}/history`,
      headers: support,
    });
    expect(supportHistory.status).toBe(403);
  });
});
