import type { FastifyInstance } from 'fastify';
import { betRecordsResultSchema } from '@site/shared/schemas';
import { createTestApp } from '../helpers/test-app';
import { createPlayer, type TestPlayer } from '../games/games-fixtures';
import { ensureMemberAccount, postTransaction, systemAccount } from '../../src/modules/wallet/ledger.service';
import { resolveRange } from '../../src/modules/member/records.service';

describe('records: account movements and bets, owner-only', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (player: TestPlayer | null, url: string) =>
    app.inject({ method: 'GET', url, headers: player?.headers ?? {} });

  it('lists every ledger movement of mine with its kind, paged, with totals; never anyone else’s', async () => {
    const me = await createPlayer(app, { balanceMinor: 1_000_00 });
    const other = await createPlayer(app, { balanceMinor: 5_000_00 });
    const [house, wallet] = await Promise.all([
      systemAccount(app.db, 'house', 'PHP'),
      ensureMemberAccount(app.db, me.memberId, 'PHP'),
    ]);
    for (let i = 0; i < 3; i += 1) {
      await postTransaction(app.db, {
        idempotencyKey: `records-bet:${me.memberId}:${i}`,
        kind: 'bet',
        legs: [
          { accountId: wallet.id, amountMinor: -10_00 },
          { accountId: house.id, amountMinor: 10_00 },
        ],
      });
    }
    const first = await get(me, '/wps/v2/records/account?preset=today&page=1&pageSize=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({
      total: 4,
      page: 1,
      pageSize: 2,
      totals: { credit: 1_000, debit: -30 },
    });
    expect(first.json().value.rows).toEqual([
      expect.objectContaining({ kind: 'bet', amount: -10, balanceAfter: 970 }),
      expect.objectContaining({ kind: 'bet', amount: -10, balanceAfter: 980 }),
    ]);
    const second = await get(me, '/wps/v2/records/account?preset=today&page=2&pageSize=2');
    expect(second.json().value.rows.map((r: { kind: string }) => r.kind)).toEqual(['bet', 'deposit']);
    const theirs = await get(other, '/wps/v2/records/account?preset=last30');
    expect(theirs.json().value).toMatchObject({ total: 1, totals: { credit: 5_000, debit: 0 } });
    expect((await get(null, '/wps/v2/records/account')).statusCode).toBe(401);
    for (const bad of [
      'preset=yesterday',
      'pageSize=1000',
      'memberId=1',
      'from=2026-01-01T00:00:00Z&to=2025-01-01T00:00:00Z',
      'from=nope',
    ]) {
      const res = await get(me, `/wps/v2/records/account?${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('lists my bets from the games tables with totals', async () => {
    const me = await createPlayer(app);
    const other = await createPlayer(app);
    const bet = (player: TestPlayer, n: number, betMinor: number, winMinor: number) =>
      app.db
        .insertInto('bet_record')
        .values({
          vendor: 'DEMO',
          round_id: `rr${player.memberId}-${n}`,
          bet_transaction_id: `rb${player.memberId}-${n}`,
          member_id: player.memberId,
          member_account: player.account,
          game_id: 'g1',
          game_type: 'SLOT',
          currency: 'PHP',
          bet_minor: betMinor,
          valid_bet_minor: betMinor,
          win_minor: winMinor,
          status: 'settled',
        } as never)
        .execute();
    await bet(me, 1, 100_00, 0);
    await bet(me, 2, 50_00, 120_00);
    await bet(other, 1, 999_00, 0);
    const res = await get(me, '/wps/v2/records/bets?preset=last7');
    expect(res.json().value).toMatchObject({ total: 2, totals: { bet: 150, validBet: 150, win: 120 } });
    expect(res.json().value.rows[0]).toMatchObject({ vendor: 'DEMO', bet: 50, win: 120, status: 'settled' });
  });

  it('names each round from the catalogue: the game and its provider; a lottery round by the lottery’s game', async () => {
    const me = await createPlayer(app);
    await app.db
      .insertInto('game_vendor')
      .values({
        vassalage: 'RECV',
        game_type: 'RNG',
        display_name: 'Records Vendor',
        account_type_name: 'RECV_RNG',
        sort_order: 99,
        maintenance: false,
        is_new_vendor: false,
      })
      .execute();
    await app.db
      .insertInto('game')
      .values({
        game_id: 'RECV-RNG-0001',
        node_id: 990_001,
        vassalage: 'RECV',
        game_type: 'RNG',
        game_classify: 'SLOT',
        game_name: 'Golden Records',
        search_name: 'golden records',
        support_play: 1,
        is_new: false,
        hot_rank: null,
        popularity: 0,
        sort_order: 1,
      } as never)
      .execute();
    const round = (n: number, vendor: string, gameId: string, gameType: string) =>
      app.db
        .insertInto('bet_record')
        .values({
          vendor,
          round_id: `names${me.memberId}-${n}`,
          bet_transaction_id: `names-b${me.memberId}-${n}`,
          member_id: me.memberId,
          member_account: me.account,
          game_id: gameId,
          game_type: gameType,
          currency: 'PHP',
          bet_minor: 10_00,
          valid_bet_minor: 10_00,
          win_minor: 0,
          status: 'settled',
        } as never)
        .execute();
    await round(1, 'DEMO', 'RECV-RNG-0001', 'RNG');
    await round(2, 'LOTTERY', 'FAST3_1M', 'LOTTERY');
    await round(3, 'DEMO', 'GONE-RNG-0001', 'RNG');
    // The answer satisfies the shared schema the browser parses it with.
    const { rows } = betRecordsResultSchema.parse(
      (await get(me, '/wps/v2/records/bets?preset=last7')).json().value,
    );
    expect(rows).toEqual([
      expect.objectContaining({ gameId: 'GONE-RNG-0001', gameName: null, vendorName: null }),
      expect.objectContaining({ gameId: 'FAST3_1M', gameName: 'Fast 3D', vendorName: null }),
      expect.objectContaining({
        gameId: 'RECV-RNG-0001',
        gameName: 'Golden Records',
        vendorName: 'Records Vendor',
      }),
    ]);
  });

  it('sums profit and loss by UTC day and game type, settled rounds only, mine only', async () => {
    const me = await createPlayer(app);
    const other = await createPlayer(app);
    const round = (
      player: TestPlayer,
      n: number,
      type: string,
      at: string,
      betMinor: number,
      winMinor: number,
      status = 'settled',
    ) =>
      app.db
        .insertInto('bet_record')
        .values({
          vendor: 'DEMO',
          round_id: `pp${player.memberId}-${n}`,
          bet_transaction_id: `pb${player.memberId}-${n}`,
          member_id: player.memberId,
          member_account: player.account,
          game_id: 'g1',
          game_type: type,
          currency: 'PHP',
          bet_minor: betMinor,
          valid_bet_minor: betMinor,
          win_minor: winMinor,
          status,
          created_at: at,
        } as never)
        .execute();
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await round(me, 1, 'SLOT', `${today}T00:30:00Z`, 100_00, 250_00);
    await round(me, 2, 'SLOT', `${today}T00:40:00Z`, 50_00, 0);
    await round(me, 3, 'LOTTERY', `${today}T00:50:00Z`, 20_00, 0);
    await round(me, 4, 'SLOT', `${yesterday}T23:59:00Z`, 10_00, 0);
    await round(me, 5, 'SLOT', `${today}T00:55:00Z`, 999_00, 0, 'open');
    await round(other, 1, 'SLOT', `${today}T00:30:00Z`, 777_00, 0);
    const res = await get(me, '/wps/v2/records/profit?preset=last7');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({
      days: [
        { date: today, gameType: 'LOTTERY', rounds: 1, bet: 20, validBet: 20, win: 0, profit: -20 },
        { date: today, gameType: 'SLOT', rounds: 2, bet: 150, validBet: 150, win: 250, profit: 100 },
        { date: yesterday, gameType: 'SLOT', rounds: 1, bet: 10, validBet: 10, win: 0, profit: -10 },
      ],
      byGameType: [
        { gameType: 'LOTTERY', rounds: 1, bet: 20, validBet: 20, win: 0, profit: -20 },
        { gameType: 'SLOT', rounds: 3, bet: 160, validBet: 160, win: 250, profit: 90 },
      ],
      totals: { rounds: 4, bet: 180, validBet: 180, win: 250, profit: 70 },
    });
    expect((await get(me, '/wps/v2/records/profit?preset=today')).json().value.totals.rounds).toBe(3);
    expect((await get(null, '/wps/v2/records/profit')).statusCode).toBe(401);
    expect((await get(me, '/wps/v2/records/profit?memberId=1')).json().code).toBe('VALIDATION_FAILED');
  });

  it('resolves the date presets in UTC days', () => {
    const now = new Date('2026-11-23T15:00:00Z');
    const base = { page: 1, pageSize: 20 };
    expect(resolveRange({ ...base, preset: 'today' }, now)).toEqual({
      from: new Date('2026-11-23T00:00:00Z'),
      to: new Date('2026-11-24T00:00:00Z'),
    });
    expect(resolveRange({ ...base, preset: 'last7' }, now).from).toEqual(new Date('2026-11-17T00:00:00Z'));
    expect(resolveRange({ ...base, preset: 'last30' }, now).from).toEqual(new Date('2026-10-25T00:00:00Z'));
  });
});
