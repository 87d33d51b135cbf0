import type { FastifyInstance } from 'fastify';
import { contractSchema, firstTierAboveParent, type ContractTier } from '@site/shared/schemas';
import { bearer, call, createSeededApp, loginAs } from '../helpers/accounts';

const tier = (rateBp: number, validBetMinor = 0): ContractTier => ({
  rateBp,
  validBetMinor,
  lossMinor: 0,
  activeMembers: 0,
});

describe('agent contracts', () => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const as = (account: string) => bearer(tokens[account]!);
  const offer = (from: string, payload: object) =>
    call(app, { method: 'POST', url: '/wps/agent/contracts', headers: as(from), payload });
  const act = (who: string, id: number, action: string) =>
    call(app, { method: 'POST', url: `/wps/agent/contracts/${id}/${action}`, headers: as(who) });
  const messagesOf = async (account: string) =>
    app.db
      .selectFrom('member_message as mm')
      .innerJoin('member as m', 'm.id', 'mm.member_id')
      .select(['mm.kind', 'mm.params'])
      .where('m.account', '=', account)
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

  it('the rate rule compares matching tiers and refuses tiers the parent lacks', () => {
    expect(firstTierAboveParent([tier(100), tier(200)], [tier(100), tier(250)])).toBe(-1);
    expect(firstTierAboveParent([tier(100), tier(300)], [tier(100), tier(250)])).toBe(1);
    expect(firstTierAboveParent([tier(100), tier(200), tier(300)], [tier(100), tier(250)])).toBe(2);
  });

  it('refuses tiers whose rates do not strictly increase, and a dividend without a period', async () => {
    const flat = await offer('agent1', {
      memberAccount: 'agent2',
      kind: 'DAILY_SALARY',
      tiers: [tier(100), tier(100)],
    });
    expect([flat.status, flat.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const noPeriod = await offer('agent1', { memberAccount: 'agent2', kind: 'DIVIDEND', tiers: [tier(100)] });
    expect(noPeriod.body.code).toBe('VALIDATION_FAILED');
  });

  it('only the direct upline offers; non-agents are refused', async () => {
    const skip = await offer('agent1', { memberAccount: 'agent3', kind: 'DAILY_SALARY', tiers: [tier(100)] });
    expect([skip.status, skip.body.code]).toEqual([404, 'NOT_DIRECT_DOWNLINE']);
    const player = await offer('player1', {
      memberAccount: 'player2',
      kind: 'DAILY_SALARY',
      tiers: [tier(100)],
    });
    expect([player.status, player.body.code]).toEqual([403, 'NOT_AN_AGENT']);
    const list = await call(app, { method: 'GET', url: '/wps/agent/contracts', headers: as('player1') });
    expect(list.body.code).toBe('NOT_AN_AGENT');
  });

  it('offer → accept, child capped by parent, lower accept ends the downline contract with a message', async () => {
    // agent2 has no contract yet: cannot offer below itself.
    const early = await offer('agent2', {
      memberAccount: 'agent3',
      kind: 'DAILY_SALARY',
      tiers: [tier(100)],
    });
    expect(early.body.code).toBe('UPLINE_CONTRACT_REQUIRED');

    const first = await offer('agent1', {
      memberAccount: 'agent2',
      kind: 'DAILY_SALARY',
      tiers: [tier(100), tier(300, 1_000_00)],
    });
    expect(first.body.success).toBe(true);
    const c1 = contractSchema.parse(first.body.value);
    expect(c1).toMatchObject({
      state: 'offered',
      uplineAccount: 'agent1',
      memberAccount: 'agent2',
      period: null,
    });
    const again = await offer('agent1', {
      memberAccount: 'agent2',
      kind: 'DAILY_SALARY',
      tiers: [tier(100)],
    });
    expect(again.body.code).toBe('CONTRACT_ALREADY_OFFERED');
    expect((await act('agent2', c1.id, 'accept')).body.value.state).toBe('accepted');
    expect((await act('agent2', c1.id, 'accept')).body.code).toBe('CONTRACT_STATE_INVALID');

    const tooHigh = await offer('agent2', {
      memberAccount: 'agent3',
      kind: 'DAILY_SALARY',
      tiers: [tier(100), tier(301)],
    });
    expect([tooHigh.body.code, tooHigh.body.value]).toEqual(['CONTRACT_RATE_ABOVE_UPLINE', { tier: 2 }]);
    const child = await offer('agent2', {
      memberAccount: 'agent3',
      kind: 'DAILY_SALARY',
      tiers: [tier(80), tier(250)],
    });
    const c2 = contractSchema.parse(child.body.value);
    expect((await act('agent3', c2.id, 'accept')).body.value.state).toBe('accepted');
    const funds = await call(app, {
      method: 'GET',
      url: '/wps/member/info/funds/consolidated',
      headers: as('agent3'),
    });
    expect(funds.body.value).toEqual({
      dividend: false,
      dailySalary: true,
      hourlySalary: false,
      realTimeSalary: false,
    });

    // agent1 offers agent2 a lower second tier (200 < agent3's 250): accepting it ends agent3's contract.
    const lower = contractSchema.parse(
      (
        await offer('agent1', {
          memberAccount: 'agent2',
          kind: 'DAILY_SALARY',
          tiers: [tier(100), tier(200)],
        })
      ).body.value,
    );
    expect((await act('agent2', lower.id, 'accept')).body.value.state).toBe('accepted');
    const contracts = await call(app, {
      method: 'GET',
      url: '/wps/agent/contracts?kind=DAILY_SALARY',
      headers: as('agent2'),
    });
    const byId = new Map(contracts.body.value.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(c1.id)).toMatchObject({ state: 'terminated', endReason: 'REPLACED' });
    expect(byId.get(c2.id)).toMatchObject({ state: 'terminated', endReason: 'UPLINE_RATE_LOWERED' });
    const notice = (await messagesOf('agent3')).filter((m) => m.kind === 'agent.contract.terminated');
    expect(notice).toEqual([
      {
        kind: 'agent.contract.terminated',
        params: { contractId: c2.id, contractKind: 'DAILY_SALARY', reason: 'UPLINE_RATE_LOWERED' },
      },
    ]);
    const after = await call(app, {
      method: 'GET',
      url: '/wps/member/info/funds/consolidated',
      headers: as('agent3'),
    });
    expect(after.body.value.dailySalary).toBe(false);
  });

  it('reject and terminate through the relay names; nobody acts on another team contract (IDOR)', async () => {
    const relay = (who: string, name: string, payload: object) =>
      call(app, { method: 'POST', url: `/wps/relay/${name}`, headers: as(who), payload });
    const offered = await relay('agent1', 'MCS2_processDividendReq', {
      action: 'offer',
      memberAccount: 'agent2',
      period: 'SEMIMONTHLY',
      tiers: [tier(500)],
    });
    const id = contractSchema.parse(offered.body.value).id;
    expect(offered.body.value).toMatchObject({ kind: 'DIVIDEND', period: 'SEMIMONTHLY' });
    // agent3 and player1 are not party to it: same 404 as a contract that does not exist.
    expect(
      (await relay('agent3', 'MCS2_processDividendReq', { action: 'accept', contractId: id })).body.code,
    ).toBe('CONTRACT_NOT_FOUND');
    expect((await act('player1', id, 'reject')).body.code).toBe('CONTRACT_NOT_FOUND');
    // The upline cannot accept on the member's behalf.
    expect((await act('agent1', id, 'accept')).body.code).toBe('CONTRACT_NOT_FOUND');
    const listed = await relay('agent3', 'MCS2_processDividendReq', { action: 'list' });
    expect(listed.body.value).toEqual([]);
    expect(
      (await relay('agent2', 'MCS2_processDividendReq', { action: 'reject', contractId: id })).body.value
        .state,
    ).toBe('rejected');
    expect((await messagesOf('agent1')).map((m) => m.kind)).toContain('agent.contract.rejected');

    const hourly = await relay('agent1', 'MCS2_processContractHourSalary', {
      action: 'offer',
      memberAccount: 'agent2',
      tiers: [tier(50)],
    });
    const hid = hourly.body.value.id as number;
    await relay('agent2', 'MCS2_processContractHourSalary', { action: 'accept', contractId: hid });
    expect((await act('agent3', hid, 'terminate')).body.code).toBe('CONTRACT_NOT_FOUND');
    const ended = await relay('agent1', 'MCS2_processContractHourSalary', {
      action: 'terminate',
      contractId: hid,
    });
    expect(ended.body.value).toMatchObject({ state: 'terminated', endReason: 'BY_UPLINE', endNote: null });
    expect(
      (await messagesOf('agent2')).some(
        (m) =>
          m.kind === 'agent.contract.terminated' && (m.params as { contractId: number }).contractId === hid,
      ),
    ).toBe(true);
  });
  it('two offers racing for the same member and kind: exactly one is kept (partial unique index)', async () => {
    const payload = { memberAccount: 'agent2', kind: 'REALTIME_SALARY', tiers: [tier(10)] };
    const results = await Promise.all([
      offer('agent1', payload),
      offer('agent1', payload),
      offer('agent1', payload),
    ]);
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'CONTRACT_ALREADY_OFFERED')).toHaveLength(2);
    const id = results.find((r) => r.body.success)!.body.value.id as number;
    const accepts = await Promise.all([act('agent2', id, 'accept'), act('agent2', id, 'accept')]);
    expect(accepts.map((r) => r.body.code).sort()).toEqual(['CONTRACT_STATE_INVALID', 'OK']);
  });
});
