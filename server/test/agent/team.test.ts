import type { FastifyInstance } from 'fastify';
import {
  agentTransferResultSchema,
  downlinePageSchema,
  movementPageSchema,
  myIncomeSchema,
  teamBetPageSchema,
  teamOverviewSchema,
} from '@site/shared/schemas';
import { periodsToSettle, reachedTier, settleSalaries } from '../../src/modules/agent/salary-settlement';
import { periodContaining } from '../../src/modules/agent/settlement-periods';
import { salaryJobName } from '../../src/modules/agent/agent.plugin';
import { dayRange } from '../../src/modules/agent/team.service';
import { hashPassword } from '../../src/modules/member/password-hash';
import { upsertWithdrawalPassword } from '../../src/modules/withdrawals/withdrawals.repository';
import { bearer, call, createSeededApp, loginAs } from '../helpers/accounts';

// A fixed clock: the seeded bets sit in the every-other-day period before NOW (Asia/Manila).
const NOW = new Date('2026-11-25T04:00:00Z');
const BET_AT = new Date('2026-11-23T04:00:00Z');
/** The agents' withdrawal password, as the seed sets it (a transfer asks for it). */
const PIN = '135790';

describe('agent centre: team APIs, transfers, salary settlement', () => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const as = (account: string) => bearer(tokens[account]!);
  const get = (who: string, url: string) => call(app, { method: 'GET', url, headers: as(who) });
  const post = (who: string, url: string, payload: object) =>
    call(app, { method: 'POST', url, headers: as(who), payload });
  const idOf = async (account: string) =>
    (await app.db.selectFrom('member').select('id').where('account', '=', account).executeTakeFirstOrThrow())
      .id;
  const balanceOf = async (account: string) =>
    Number(
      (
        await app.db
          .selectFrom('wallet_account')
          .select('balance_minor')
          .where('code', '=', `member:${await idOf(account)}:PHP`)
          .executeTakeFirstOrThrow()
      ).balance_minor,
    );

  beforeAll(async () => {
    app = await createSeededApp();
    for (const [account, password] of [
      ['agent1', 'Agent1234'],
      ['agent2', 'Agent1234'],
      ['agent3', 'Agent1234'],
      ['player1', 'Player1234'],
    ] as const) {
      tokens[account] = await loginAs(app, account, password);
      if (account.startsWith('agent'))
        await upsertWithdrawalPassword(app.db, await idOf(account), await hashPassword(PIN));
    }
    let n = 0;
    for (const [account, bet, win] of [
      ['player1', 100_000, 50_000],
      ['player2', 50_000, 0],
      ['player3', 30_000, 60_000],
      ['player4', 20_000, 0],
    ] as const) {
      n += 1;
      await app.db
        .insertInto('bet_record')
        .values({
          vendor: 'DEMO',
          round_id: `r${n}`,
          bet_transaction_id: `team-test-${n}`,
          member_id: await idOf(account),
          member_account: account,
          game_id: 'demo-slot',
          game_type: 'SLOT',
          currency: 'PHP',
          bet_minor: bet,
          valid_bet_minor: bet,
          win_minor: win,
          status: 'settled',
          created_at: BET_AT,
          settled_at: BET_AT,
        })
        .execute();
    }
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('team overview counts only my subtree', async () => {
    const a1 = await get('agent1', '/wps/agent/team/overview?from=2026-11-23&to=2026-11-23');
    const o1 = teamOverviewSchema.parse(a1.body.value);
    expect(o1).toMatchObject({ teamSize: 6, activeMembers: 4, validBetMinor: 200_000, profitMinor: -90_000 });
    const a3 = teamOverviewSchema.parse(
      (await get('agent3', '/wps/agent/team/overview?from=2026-11-23&to=2026-11-23')).body.value,
    );
    expect(a3).toMatchObject({ teamSize: 2, activeMembers: 2, validBetMinor: 150_000 });
    const player = await get('player1', '/wps/agent/team/overview?from=2026-11-23&to=2026-11-23');
    expect([player.status, player.body.code]).toEqual([403, 'NOT_AN_AGENT']);
  });

  it('downlines: direct by default, a search looks through the subtree, never outside it', async () => {
    const direct = downlinePageSchema.parse((await get('agent1', '/wps/agent/team/downlines')).body.value);
    expect(direct.items.map((d) => d.account).sort()).toEqual(['agent2', 'player4']);
    const found = downlinePageSchema.parse(
      (await get('agent1', '/wps/agent/team/downlines?search=player')).body.value,
    );
    expect(found.total).toBe(4);
    expect(found.items.find((d) => d.account === 'player1')?.depth).toBe(3);
    const paged = downlinePageSchema.parse(
      (await get('agent1', '/wps/agent/team/downlines?search=player&pageSize=3&page=2')).body.value,
    );
    expect(paged.items).toHaveLength(1);
    // IDOR: agent3 cannot list agent2's team, nor search outside its own.
    const up = await get('agent3', '/wps/agent/team/downlines?parent=agent2');
    expect([up.status, up.body.code]).toEqual([404, 'NOT_IN_MY_TEAM']);
    const outside = downlinePageSchema.parse(
      (await get('agent3', '/wps/agent/team/downlines?search=player3')).body.value,
    );
    expect(outside.total).toBe(0);
  });

  it('team bets filter by member, and a member outside my team is refused', async () => {
    const all = teamBetPageSchema.parse(
      (await get('agent2', '/wps/agent/team/bets?from=2026-11-23&to=2026-11-23')).body.value,
    );
    expect(all.total).toBe(3);
    expect(all.totals.validBetMinor).toBe(180_000);
    const one = teamBetPageSchema.parse(
      (await get('agent2', '/wps/agent/team/bets?from=2026-11-23&to=2026-11-23&member=player1&gameType=SLOT'))
        .body.value,
    );
    expect(one.items.map((b) => b.memberAccount)).toEqual(['player1']);
    const other = await get('agent2', '/wps/agent/team/bets?from=2026-11-23&to=2026-11-23&member=player4');
    expect(other.body.code).toBe('NOT_IN_MY_TEAM');
  });

  it('team bets carry the catalogue names of the game and its vendor, not only their codes', async () => {
    const game = {
      game_id: 'TEAM-RNG-9001',
      game_name: 'Team Test Slot',
      vassalage: 'TEAMV',
      game_type: 'RNG',
      display_name: 'Team Vendor Gaming',
    };
    await app.db
      .insertInto('game_vendor')
      .values({
        vassalage: game.vassalage,
        game_type: game.game_type,
        display_name: game.display_name,
        account_type_name: game.vassalage,
        sort_order: 99,
        maintenance: false,
        is_new_vendor: false,
      })
      .execute();
    await app.db
      .insertInto('game')
      .values({
        game_id: game.game_id,
        node_id: 990_001,
        vassalage: game.vassalage,
        game_type: game.game_type,
        game_classify: 'SLOT',
        game_name: game.game_name,
        search_name: game.game_name.toLowerCase(),
        support_play: 1,
        is_new: false,
        hot_rank: null,
        popularity: 0,
        sort_order: 0,
      })
      .execute();
    await app.db
      .insertInto('bet_record')
      .values({
        vendor: 'DEMO', // the wallet integration that reported it, not the game's vendor
        round_id: 'named-1',
        bet_transaction_id: 'team-test-named-1',
        member_id: await idOf('player1'),
        member_account: 'player1',
        game_id: game.game_id,
        game_type: game.game_type,
        currency: 'PHP',
        bet_minor: 100,
        valid_bet_minor: 100,
        win_minor: 0,
        status: 'settled',
        created_at: new Date('2026-11-22T05:00:00Z'),
        settled_at: new Date('2026-11-22T05:00:00Z'),
      })
      .execute();
    const page = teamBetPageSchema.parse(
      (await get('agent2', '/wps/agent/team/bets?from=2026-11-22&to=2026-11-22')).body.value,
    );
    expect(page.items).toEqual([
      expect.objectContaining({
        gameId: game.game_id,
        gameName: game.game_name,
        vendorName: game.display_name,
      }),
    ]);
    const unknown = teamBetPageSchema.parse(
      (await get('agent2', '/wps/agent/team/bets?from=2026-11-23&to=2026-11-23')).body.value,
    );
    expect(unknown.items[0]).toMatchObject({ gameId: 'demo-slot', gameName: null, vendorName: null });
    // The vendor filter takes the catalogue's vendor code too.
    const byVendor = teamBetPageSchema.parse(
      (await get('agent2', `/wps/agent/team/bets?from=2026-11-22&to=2026-11-23&vendor=${game.vassalage}`))
        .body.value,
    );
    expect(byVendor.items.map((b) => b.gameId)).toEqual([game.game_id]);
  });

  it('transfers to a downline once per client key, never outside the subtree or beyond the balance', async () => {
    const before = await balanceOf('agent1');
    const payload = {
      toAccount: 'player1',
      amountMinor: 1_234,
      clientKey: 'transfer-key-0001',
      withdrawalPassword: PIN,
    };
    const first = await post('agent1', '/wps/agent/transfer', payload);
    const again = await post('agent1', '/wps/agent/transfer', payload);
    expect(agentTransferResultSchema.parse(first.body.value).replayed).toBe(false);
    expect(agentTransferResultSchema.parse(again.body.value).replayed).toBe(true);
    expect(await balanceOf('agent1')).toBe(before - 1_234);
    const reused = await post('agent1', '/wps/agent/transfer', { ...payload, amountMinor: 99 });
    expect([reused.status, reused.body.code]).toEqual([409, 'TRANSFER_KEY_REUSED']);
    const upward = await post('agent3', '/wps/agent/transfer', {
      ...payload,
      toAccount: 'agent2',
      clientKey: 'transfer-key-0002',
    });
    expect([upward.status, upward.body.code]).toEqual([404, 'NOT_IN_MY_TEAM']);
    const sideways = await post('agent2', '/wps/agent/transfer', {
      ...payload,
      toAccount: 'player4',
      clientKey: 'transfer-key-0003',
    });
    expect(sideways.body.code).toBe('NOT_IN_MY_TEAM');
    const tooMuch = await post('agent3', '/wps/agent/transfer', {
      toAccount: 'player2',
      amountMinor: 999_999_999,
      clientKey: 'transfer-key-0004',
      withdrawalPassword: PIN,
    });
    expect([tooMuch.status, tooMuch.body.code]).toEqual([422, 'INSUFFICIENT_BALANCE']);
    const details = movementPageSchema.parse(
      (await get('agent1', `/wps/agent/account-details?from=${today()}&to=${today()}`)).body.value,
    );
    expect(details.items.find((m) => m.kind === 'agent-transfer')).toMatchObject({
      amountMinor: -1_234,
      note: 'player1',
    });
  });

  it('asks for the withdrawal password: wrong or unset moves nothing; both sides get one message', async () => {
    // This test's transfers only (agent1 sent one to player1 above).
    const messagesOf = async (account: string, kind: string) =>
      (
        await app.db
          .selectFrom('member_message')
          .select('params')
          .where('member_id', '=', await idOf(account))
          .where('kind', '=', kind)
          .execute()
      ).filter((m) => m.params.to === 'player4');
    const [a1, p4] = [await balanceOf('agent1'), await balanceOf('player4')];
    const payload = {
      toAccount: 'player4',
      amountMinor: 1_250,
      clientKey: 'pin-transfer-0001',
      withdrawalPassword: PIN,
    };
    const wrong = await post('agent1', '/wps/agent/transfer', { ...payload, withdrawalPassword: '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([403, 'WITHDRAWAL_PASSWORD_WRONG']);
    const missing = await post('agent1', '/wps/agent/transfer', {
      ...payload,
      withdrawalPassword: undefined,
    });
    expect(missing.status).toBe(400);
    expect([await balanceOf('agent1'), await balanceOf('player4')]).toEqual([a1, p4]);
    expect(await messagesOf('player4', 'agent.transfer.received')).toEqual([]);

    const first = await post('agent1', '/wps/agent/transfer', payload);
    expect(first.body.value).toMatchObject({ replayed: false, amountMinor: 1_250 });
    const replay = await post('agent1', '/wps/agent/transfer', payload);
    expect(replay.body.value).toMatchObject({ replayed: true });
    expect([await balanceOf('agent1'), await balanceOf('player4')]).toEqual([a1 - 1_250, p4 + 1_250]);
    const params = { from: 'agent1', to: 'player4', amount: 12.5, currency: 'PHP' };
    expect(await messagesOf('agent1', 'agent.transfer.sent')).toEqual([{ params }]);
    expect(await messagesOf('player4', 'agent.transfer.received')).toEqual([{ params }]);

    // An agent without a withdrawal password is told to set one, before anything moves.
    await app.db
      .deleteFrom('withdrawal_password')
      .where('member_id', '=', await idOf('agent2'))
      .execute();
    const unset = await post('agent2', '/wps/agent/transfer', {
      ...payload,
      toAccount: 'player3',
      clientKey: 'pin-transfer-0002',
    });
    expect([unset.status, unset.body.code]).toEqual([422, 'WITHDRAWAL_PASSWORD_NOT_SET']);
    await upsertWithdrawalPassword(app.db, await idOf('agent2'), await hashPassword(PIN));
  });

  it('locks the transfer after repeated wrong withdrawal passwords, as the member centre does', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await post('agent3', '/wps/agent/transfer', {
        toAccount: 'player2',
        amountMinor: 100,
        clientKey: `lockout-key-${i}x`,
        withdrawalPassword: '111111',
      });
      codes.push(`${res.status} ${res.body.code}`);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('403 WITHDRAWAL_PASSWORD_WRONG'));
    expect(codes[5]).toMatch(/^429 /);
  });

  it('parallel transfers never overdraw and keep the sum constant', async () => {
    const a3 = await balanceOf('agent3');
    const p2 = await balanceOf('player2');
    const each = Math.floor(a3 / 5) + 1; // five of them would overdraw: at most four pass
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post('agent3', '/wps/agent/transfer', {
          toAccount: 'player2',
          amountMinor: each,
          clientKey: `parallel-key-${i}`,
          withdrawalPassword: PIN,
        }),
      ),
    );
    const passed = results.filter((r) => r.body.success).length;
    expect(passed).toBe(4);
    expect(await balanceOf('agent3')).toBe(a3 - passed * each);
    expect((await balanceOf('agent3')) + (await balanceOf('player2'))).toBe(a3 + p2);
  });

  it('registers a member or an agent under me', async () => {
    const res = await post('agent3', '/wps/agent/register', {
      account: 'newbie01',
      password: 'Secret123',
      asAgent: true,
    });
    expect(res.body.value).toEqual({ account: 'newbie01', type: 2 });
    const dup = await post('agent3', '/wps/agent/register', { account: 'newbie01', password: 'Secret123' });
    expect(dup.body.code).toBe('USERNAME_TAKEN');
    const list = downlinePageSchema.parse((await get('agent3', '/wps/agent/team/downlines')).body.value);
    expect(list.items.map((d) => d.account)).toContain('newbie01');
  });

  it('periods to settle: the last finished one, or every one missed since the last run', () => {
    const last = periodsToSettle('EVERY_OTHER_DAY', NOW, null, 'Asia/Manila');
    expect(last).toHaveLength(1);
    expect(last[0]!.end.getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(last[0]!.start.getTime()).toBeLessThanOrEqual(BET_AT.getTime());
    const hours = periodsToSettle('HOURLY', NOW, new Date(NOW.getTime() - 3 * 3600_000), 'Asia/Manila');
    expect(hours).toHaveLength(3);
    expect(
      reachedTier([{ rateBp: 100, validBetMinor: 0, lossMinor: 0, activeMembers: 5 }], {
        validBetMinor: 1,
        lossMinor: 0,
        activeMembers: 1,
      }),
    ).toBeNull();
  });

  it('daily salary pays each (contract, period) exactly once, even run twice and concurrently', async () => {
    const offer = await post('agent1', '/wps/agent/contracts', {
      memberAccount: 'agent2',
      kind: 'DAILY_SALARY',
      tiers: [
        { rateBp: 100, validBetMinor: 0, lossMinor: 0, activeMembers: 1 },
        { rateBp: 200, validBetMinor: 150_000, lossMinor: 0, activeMembers: 2 },
      ],
    });
    await post('agent2', `/wps/agent/contracts/${offer.body.value.id}/accept`, {});
    // The contract counts from the period it was accepted in: backdate it for the fixed clock.
    await app.db
      .updateTable('agent_contract')
      .set({ decided_at: new Date('2026-11-01T00:00:00Z') })
      .where('id', '=', offer.body.value.id)
      .execute();
    const a1 = await balanceOf('agent1');
    const a2 = await balanceOf('agent2');
    await Promise.all([
      settleSalaries(app.db, 'DAILY_SALARY', NOW, null),
      settleSalaries(app.db, 'DAILY_SALARY', NOW, null),
    ]);
    expect(await app.jobs.runNow(salaryJobName('DAILY_SALARY'), NOW)).toBe(true);
    expect(await app.jobs.runNow(salaryJobName('DAILY_SALARY'), NOW)).toBe(true);
    // agent2's team: player1, player2, player3 → 180,000 valid bet, 3 active → tier 2 (2 %) = 3,600.
    expect(await balanceOf('agent2')).toBe(a2 + 3_600);
    expect(await balanceOf('agent1')).toBe(a1 - 3_600);
    const income = myIncomeSchema.parse((await get('agent2', '/wps/agent/income')).body.value);
    expect(income.items).toHaveLength(1);
    expect(income.items[0]).toMatchObject({
      state: 'paid',
      amountMinor: 3_600,
      rateBp: 200,
      payerAccount: 'agent1',
    });
    expect(income.totalPaidMinor).toBe(3_600);
    // Account details name the other party and the period, never the bare contract id.
    const salaryOf = async (who: string) =>
      movementPageSchema
        .parse((await get(who, `/wps/agent/account-details?from=${today()}&to=${today()}`)).body.value)
        .items.find((m) => m.kind === 'agent-salary');
    expect(await salaryOf('agent2')).toMatchObject({
      amountMinor: 3_600,
      note: 'agent1',
      period: income.items[0]!.periodKey,
    });
    expect(await salaryOf('agent1')).toMatchObject({ amountMinor: -3_600, note: 'agent2' });
  });

  it('an upline without the balance leaves the bill insufficient, unpaid', async () => {
    const offer = await post('agent2', '/wps/agent/contracts', {
      memberAccount: 'agent3',
      kind: 'DAILY_SALARY',
      tiers: [{ rateBp: 100, validBetMinor: 0, lossMinor: 0, activeMembers: 1 }],
    });
    await post('agent3', `/wps/agent/contracts/${offer.body.value.id}/accept`, {});
    await app.db
      .updateTable('agent_contract')
      .set({ decided_at: new Date('2026-11-01T00:00:00Z') })
      .where('id', '=', offer.body.value.id)
      .execute();
    // Empty agent2's wallet into player3 first.
    const all = await balanceOf('agent2');
    await post('agent2', '/wps/agent/transfer', {
      toAccount: 'player3',
      amountMinor: all,
      clientKey: 'empty-agent2-wallet',
      withdrawalPassword: PIN,
    });
    const later = new Date(NOW.getTime() + 60_000);
    await settleSalaries(app.db, 'DAILY_SALARY', later, null);
    const income = myIncomeSchema.parse((await get('agent3', '/wps/agent/income')).body.value);
    expect(income.items[0]).toMatchObject({ state: 'insufficient', amountMinor: 1_500 });
    expect(income.totalPaidMinor).toBe(0);
  });

  it('a bet settled after its period was billed counts in the later period; the paid bill is never rewritten', async () => {
    const offer = await post('agent1', '/wps/agent/contracts', {
      memberAccount: 'agent2',
      kind: 'HOURLY_SALARY',
      tiers: [{ rateBp: 100, validBetMinor: 0, lossMinor: 0, activeMembers: 1 }],
    });
    await post('agent2', `/wps/agent/contracts/${offer.body.value.id}/accept`, {});
    await app.db
      .updateTable('agent_contract')
      .set({ decided_at: new Date('2026-11-01T00:00:00Z') })
      .where('id', '=', offer.body.value.id)
      .execute();
    const bet = await app.db
      .insertInto('bet_record')
      .values({
        vendor: 'DEMO',
        round_id: 'late',
        bet_transaction_id: 'team-test-late',
        member_id: await idOf('player3'),
        member_account: 'player3',
        game_id: 'demo-slot',
        game_type: 'SLOT',
        currency: 'PHP',
        bet_minor: 10_000,
        valid_bet_minor: 10_000,
        status: 'open',
        created_at: new Date('2026-11-26T02:10:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const firstRun = new Date('2026-11-26T03:02:00Z');
    await settleSalaries(app.db, 'HOURLY_SALARY', firstRun, null);
    await app.db
      .updateTable('bet_record')
      .set({ status: 'settled', settled_at: new Date('2026-11-26T03:30:00Z') })
      .where('id', '=', bet.id)
      .execute();
    await settleSalaries(app.db, 'HOURLY_SALARY', new Date('2026-11-26T04:02:00Z'), firstRun);
    const bills = await app.db
      .selectFrom('agent_salary_bill')
      .select(['period_start', 'state', 'amount_minor'])
      .where('contract_id', '=', offer.body.value.id)
      .orderBy('period_start')
      .execute();
    expect(
      bills.map((b) => [new Date(b.period_start).toISOString(), b.state, Number(b.amount_minor)]),
    ).toEqual([
      ['2026-11-26T02:00:00.000Z', 'not_reached', 0],
      ['2026-11-26T03:00:00.000Z', 'paid', 100],
    ]);
  });

  it('day ranges follow the site zone', () => {
    const r = dayRange('2026-11-23', '2026-11-23');
    expect(r.from.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(r.to.toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(periodContaining('DAILY', r.from).start).toEqual(r.from);
  });
});

/** Today's local date in the site's zone (the transfer above happened now). */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
}
