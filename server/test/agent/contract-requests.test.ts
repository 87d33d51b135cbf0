import type { FastifyInstance } from 'fastify';
import {
  contractRequestHistorySchema,
  contractRequestListSchema,
  contractRequestSchema,
} from '@site/shared/schemas';
import { bearer, call, createSeededApp, loginAs } from '../helpers/accounts';

/** Seed: agent1 (top) → agent2 → agent3; player1 is not an agent (docs/agents.md "Seed"). */
describe('agent contract requests', () => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const as = (account: string) => bearer(tokens[account]!);
  const ask = (who: string, payload: object) =>
    call(app, { method: 'POST', url: '/wps/agent/contract-requests', headers: as(who), payload });
  const list = async (who: string) => {
    const res = await call(app, { method: 'GET', url: '/wps/agent/contract-requests', headers: as(who) });
    expect(res.status).toBe(200);
    return contractRequestListSchema.parse(res.body.value);
  };
  const history = async (who: string, query = '') => {
    const res = await call(app, {
      method: 'GET',
      url: `/wps/agent/contract-requests/history${query}`,
      headers: as(who),
    });
    return res.status === 200 ? contractRequestHistorySchema.parse(res.body.value) : res;
  };
  const dismiss = (who: string, id: number) =>
    call(app, { method: 'POST', url: `/wps/agent/contract-requests/${id}/dismiss`, headers: as(who) });
  const messagesOf = async (account: string, kind: string) =>
    app.db
      .selectFrom('member_message as mm')
      .innerJoin('member as m', 'm.id', 'mm.member_id')
      .select(['mm.kind', 'mm.params'])
      .where('m.account', '=', account)
      .where('mm.kind', '=', kind)
      .execute();

  beforeAll(async () => {
    app = await createSeededApp();
    for (const [account, password] of [
      ['agent1', 'Agent1234'],
      ['agent2', 'Agent1234'],
      ['agent3', 'Agent1234'],
      ['player1', 'Player1234'],
    ] as const) {
      tokens[account] = await loginAs(app, account, password);
    }
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('a downline asks its direct upline once per kind; the upline gets a member message', async () => {
    const first = await ask('agent3', { kind: 'DAILY_SALARY', note: '  Please, a daily salary  ' });
    expect(first.status).toBe(200);
    const request = contractRequestSchema.parse(first.body.value);
    expect(request).toMatchObject({
      kind: 'DAILY_SALARY',
      memberAccount: 'agent3',
      uplineAccount: 'agent2',
      note: 'Please, a daily salary',
      state: 'open',
      contractId: null,
    });
    const again = await ask('agent3', { kind: 'DAILY_SALARY' });
    expect([again.status, again.body.code]).toEqual([409, 'CONTRACT_REQUEST_OPEN']);
    expect(await messagesOf('agent2', 'agent.contract.requested')).toEqual([
      {
        kind: 'agent.contract.requested',
        params: {
          requestId: request.id,
          contractKind: 'DAILY_SALARY',
          member: 'agent3',
          note: 'Please, a daily salary',
        },
      },
    ]);
    expect((await list('agent3')).sent.map((r) => r.id)).toEqual([request.id]);
    expect((await list('agent2')).received.map((r) => r.id)).toContain(request.id);
  });

  it('refuses a note over 140 characters, a top agent (no upline) and a non-agent', async () => {
    const long = await ask('agent3', { kind: 'DIVIDEND', note: 'x'.repeat(141) });
    expect([long.status, long.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const badKind = await ask('agent3', { kind: 'WEEKLY_SALARY' });
    expect(badKind.body.code).toBe('VALIDATION_FAILED');
    const top = await ask('agent1', { kind: 'DIVIDEND' });
    expect([top.status, top.body.code]).toEqual([409, 'CONTRACT_REQUEST_NO_UPLINE']);
    const player = await ask('player1', { kind: 'DIVIDEND' });
    expect([player.status, player.body.code]).toEqual([403, 'NOT_AN_AGENT']);
    const playerList = await call(app, {
      method: 'GET',
      url: '/wps/agent/contract-requests',
      headers: as('player1'),
    });
    expect(playerList.body.code).toBe('NOT_AN_AGENT');
  });

  it('only my direct upline sees and dismisses my request (IDOR)', async () => {
    const res = await ask('agent3', { kind: 'DIVIDEND', note: 'monthly please' });
    const id = contractRequestSchema.parse(res.body.value).id;
    // agent1 is agent3's upline's upline: not addressed, so invisible and "not found".
    expect((await list('agent1')).received.map((r) => r.id)).not.toContain(id);
    for (const who of ['agent1', 'agent3', 'player1']) {
      const refused = await dismiss(who, id);
      expect(refused.body.code).toBe(who === 'player1' ? 'NOT_AN_AGENT' : 'CONTRACT_REQUEST_NOT_FOUND');
    }
    const done = await dismiss('agent2', id);
    expect(done.status).toBe(200);
    expect(contractRequestSchema.parse(done.body.value)).toMatchObject({ state: 'dismissed' });
    const twice = await dismiss('agent2', id);
    expect([twice.status, twice.body.code]).toEqual([404, 'CONTRACT_REQUEST_NOT_FOUND']);
    expect((await list('agent2')).received.map((r) => r.id)).not.toContain(id);
    // Closed, so the downline may ask again.
    expect((await ask('agent3', { kind: 'DIVIDEND' })).status).toBe(200);
  });

  it('an offer of the kind answers the open request', async () => {
    const asked = await ask('agent2', { kind: 'HOURLY_SALARY' });
    const id = contractRequestSchema.parse(asked.body.value).id;
    expect((await list('agent1')).received.map((r) => r.id)).toContain(id);
    const offer = await call(app, {
      method: 'POST',
      url: '/wps/agent/contracts',
      headers: as('agent1'),
      payload: {
        memberAccount: 'agent2',
        kind: 'HOURLY_SALARY',
        tiers: [{ rateBp: 50, validBetMinor: 0, lossMinor: 0, activeMembers: 0 }],
      },
    });
    expect([offer.status, offer.body.code]).toEqual([200, 'OK']);
    const row = await app.db
      .selectFrom('agent_contract_request')
      .select(['state', 'contract_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'answered', contract_id: offer.body.value.id });
    expect((await list('agent2')).sent.map((r) => r.id)).not.toContain(id);
    expect((await list('agent1')).received.map((r) => r.id)).not.toContain(id);
    // agent3's open request to agent2 is untouched by an offer between others.
    expect((await list('agent3')).sent.map((r) => r.kind)).toContain('DAILY_SALARY');
  });
  it('the history lists closed requests on both sides, latest closed first, by kind and page; nobody else sees them', async () => {
    // By now (tests above): agent3 → agent2 DIVIDEND dismissed; agent2 → agent1 HOURLY_SALARY answered.
    const a2 = await history('agent2');
    if (!('items' in a2)) throw new Error('history refused');
    expect(a2.items.map((r) => [r.direction, r.kind, r.state, r.memberAccount, r.uplineAccount])).toEqual([
      ['sent', 'HOURLY_SALARY', 'answered', 'agent2', 'agent1'],
      ['received', 'DIVIDEND', 'dismissed', 'agent3', 'agent2'],
    ]);
    expect(a2.items[0]!.contractId).not.toBeNull();
    expect(a2.items.every((r) => r.closedAt !== null)).toBe(true);
    expect(a2.total).toBe(2);
    // Open requests are not history (agent3's DAILY_SALARY and second DIVIDEND are still open).
    const a3 = await history('agent3');
    if (!('items' in a3)) throw new Error('history refused');
    expect(a3.items.map((r) => [r.direction, r.kind, r.state, r.note])).toEqual([
      ['sent', 'DIVIDEND', 'dismissed', 'monthly please'],
    ]);
    const byKind = await history('agent2', '?kind=DIVIDEND');
    if (!('items' in byKind)) throw new Error('history refused');
    expect(byKind.items.map((r) => r.kind)).toEqual(['DIVIDEND']);
    const page2 = await history('agent2', '?page=2&pageSize=1');
    if (!('items' in page2)) throw new Error('history refused');
    expect([page2.items.map((r) => r.kind), page2.total]).toEqual([['DIVIDEND'], 2]);
    // agent1 is agent3's upline's upline: the dismissed DIVIDEND request was never addressed to it.
    const a1 = await history('agent1');
    if (!('items' in a1)) throw new Error('history refused');
    expect(a1.items.map((r) => [r.direction, r.memberAccount])).toEqual([['received', 'agent2']]);
    const player = await history('player1');
    expect('items' in player ? null : player.body.code).toBe('NOT_AN_AGENT');
    const bad = await history('agent2', '?pageSize=51');
    expect('items' in bad ? null : bad.status).toBe(400);
  });
});
