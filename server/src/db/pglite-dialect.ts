import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex';

/**
 * Kysely dialect for PGlite 0.5 (the npm `kysely-pglite-dialect` stops at 0.4, and Kysely's own
 * PGlite driver lets a plain query from another request run inside an open transaction).
 *
 * PGlite is one Postgres session. Every `acquireConnection` takes a FIFO mutex that is released
 * in `releaseConnection`, so a Kysely transaction owns the session from BEGIN to COMMIT/ROLLBACK.
 * Trap: inside `db.transaction().execute(trx => ...)` use `trx` only — a query on `db` there
 * waits for the mutex the transaction itself holds and never returns.
 */
export class PGliteSerialDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createDriver(): Driver {
    return new PGliteSerialDriver(this.pglite);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  // The Dialect interface itself is typed with Kysely<any>.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}

class PGliteSerialDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly connection: PGliteConnection;

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.mutex.lock();
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    this.mutex.unlock();
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    // Isolation levels are moot on a single session; accept them so shared code runs on both.
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${level}`));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }

  async rollbackToSavepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`rollback to savepoint "${name}"`));
  }

  async releaseSavepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`release savepoint "${name}"`));
  }

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(query.sql, [...query.parameters], { rowMode: 'object' });
    return {
      rows: result.rows,
      numAffectedRows: result.affectedRows != null ? BigInt(result.affectedRows) : undefined,
    };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on PGlite');
  }
}
