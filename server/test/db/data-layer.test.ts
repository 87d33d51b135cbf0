import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createTestApp } from '../helpers/test-app';

describe('data layer', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('applies the migrations on start, including the system accounts', async () => {
    const rows = await app.db
      .selectFrom('wallet_account')
      .select(['code', 'balance_minor'])
      .orderBy('code')
      .execute();
    expect(rows.map((r) => r.code)).toEqual(
      expect.arrayContaining(['house:PHP', 'clearing:PHP', 'outside-world:PHP']),
    );
    expect(rows.every((r) => r.balance_minor === 0)).toBe(true);
  });

  it('returns int8 columns as numbers on either engine', async () => {
    const { rows } = await sql<{ n: unknown }>`select 9007199254740991::int8 as n`.execute(app.db);
    expect(rows[0]?.n).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('gives a transaction the connection exclusively: a concurrent write waits for its commit', async () => {
    await sql`create table probe_serial (n int)`.execute(app.db);
    const events: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const tx = app.db.transaction().execute(async (trx) => {
      await sql`insert into probe_serial values (1)`.execute(trx);
      events.push('tx wrote');
      await gate;
      await sql`insert into probe_serial values (2)`.execute(trx);
      throw new Error('roll me back');
    });
    // Let the transaction reach the gate, then start an outside write that must not join it.
    await new Promise((r) => setTimeout(r, 50));
    const outside = sql`insert into probe_serial values (3)`
      .execute(app.db)
      .then(() => events.push('outside wrote'));
    await new Promise((r) => setTimeout(r, 50));
    release();
    await expect(tx).rejects.toThrow('roll me back');
    await outside;
    const { rows } = await sql<{ n: number }>`select n from probe_serial order by n`.execute(app.db);
    // The rollback removed only the transaction's rows; the outside write survived.
    expect(rows.map((r) => r.n)).toEqual([3]);
    // On PGlite the outside write queues behind the transaction; a PostgreSQL pool runs it at once.
    if (!process.env.DATABASE_URL) expect(events).toEqual(['tx wrote', 'outside wrote']);
  });

  it('is idempotent across restarts: migrating again applies nothing', async () => {
    const { migrateToLatest } = await import('../../src/db/migrate');
    await expect(migrateToLatest(app.db)).resolves.toEqual([]);
  });
});
