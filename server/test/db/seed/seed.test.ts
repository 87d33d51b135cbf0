import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { runSeed, seedIfEmpty } from '../../../src/db/seed/run-seed';
import { call, loginAs } from '../../helpers/accounts';
import { createTestApp } from '../../helpers/test-app';

describe('seed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const snapshot = async () => {
    const counts: Record<string, number> = {};
    for (const table of [
      'member',
      'banner',
      'announcement',
      'help_topic',
      'system_setting',
      'wallet_transaction',
      'wallet_entry',
      'game',
    ]) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
        app.db,
      );
      counts[table] = rows[0]?.n ?? -1;
    }
    return counts;
  };

  it('seeds an empty database once, and running it again changes nothing', async () => {
    expect(await seedIfEmpty(app.db)).toBe(true);
    const first = await snapshot();
    expect(first.member).toBeGreaterThanOrEqual(10);
    expect(first.help_topic).toBeGreaterThanOrEqual(4);
    await runSeed(app.db);
    expect(await seedIfEmpty(app.db)).toBe(false);
    expect(await snapshot()).toEqual(first);
  }, 120_000);

  it('builds a three-level agent tree with members under it', async () => {
    const rows = await app.db.selectFrom('member').select(['account', 'type', 'path']).execute();
    const byAccount = new Map(rows.map((r) => [r.account, r]));
    const player1 = byAccount.get('player1');
    expect(player1?.path.split('/').filter(Boolean)).toHaveLength(4);
    for (const agent of ['agent1', 'agent2', 'agent3'])
      expect(player1?.path.startsWith(byAccount.get(agent)?.path ?? '?')).toBe(true);
  });

  it('funds the demo member from the house through the ledger', async () => {
    const account = await app.db
      .selectFrom('wallet_account')
      .innerJoin('member', (j) => j.on(sql`wallet_account.owner_ref`, '=', sql`member.id::text`))
      .select(['wallet_account.balance_minor', 'wallet_account.kind'])
      .where('member.account', '=', 'demo')
      .where('wallet_account.kind', '=', 'member')
      .executeTakeFirstOrThrow();
    // The opening 10,000 plus the promotions seed's approved VIP gift of 88 (server/src/db/seed/promotions.ts), less
    // the 200 moved into the transfer-wallet vendor (server/src/db/seed/transfer-wallets.ts).
    expect(account.balance_minor).toBe(1_000_000 + 8_800 - 20_000);
    const { rows } = await sql<{
      total: number;
    }>`select coalesce(sum(balance_minor), 0)::int8 as total from wallet_account`.execute(app.db);
    expect(rows[0]?.total).toBe(0);
  });

  it('puts real big wins on the winner board: catalogue games, each stake and win through the ledger', async () => {
    const board = await call(app, { method: 'GET', url: '/wps/promotions/winners?limit=5' });
    const entries = board.body.value.entries as Array<{ account: string; gameName: string; amount: number }>;
    expect(entries).toHaveLength(5);
    expect(entries[0]).toMatchObject({ account: 'lu***7', amount: 25_200 });
    const catalogue = new Set(
      (await app.db.selectFrom('game').select('game_name').execute()).map((g) => g.game_name),
    );
    for (const entry of entries) expect(catalogue.has(entry.gameName)).toBe(true);
    // kingcobra88: opening 200.00, staked 50 + 30, won 12,850 + 2,450.
    const wallet = await app.db
      .selectFrom('wallet_account')
      .innerJoin('member', (j) => j.on(sql`wallet_account.owner_ref`, '=', sql`member.id::text`))
      .select('wallet_account.balance_minor')
      .where('member.account', '=', 'kingcobra88')
      .where('wallet_account.kind', '=', 'member')
      .executeTakeFirstOrThrow();
    expect(Number(wallet.balance_minor)).toBe(20_000 - 80_00 + 15_300_00);
  });

  it('lets the demo accounts log in as documented', async () => {
    await expect(loginAs(app, 'demo', 'Demo1234')).resolves.toEqual(expect.any(String));
    const expired = await call(app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'expired', password: 'Expired123' },
    });
    expect(expired.body.value.passwordExpired).toBe(true);
    const mobile = await call(app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'mobile1', password: 'Mobile1234' },
    });
    expect(mobile.body.code).toBe('TWO_FACTOR_REQUIRED');
  });
});
