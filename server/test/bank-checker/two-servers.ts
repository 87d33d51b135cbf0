import { createDb, type Db } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrate';
import { createScratchDatabase } from '../helpers/test-app';
import { startServer, type ServerProcess } from '../helpers/server-process';
import { createLaunchToken, LAUNCH_TOKEN_TTL_MS } from '../../src/modules/games/launch-token';

/** Secrets both processes share, passed explicitly as production would (no derived defaults). */
/**
 * A launch token for the demo vendor's paid slot, signed with the checker's key: what the demo vendor's callbacks
 * carry. The bank checker, the seamless crash test and the benches all play this one game through it.
 */
export function demoSlotLaunchToken(player: { memberId: number; account: string; jti: string }): string {
  return createLaunchToken(CHECKER_SECRETS.LAUNCH_TOKEN_KEY, {
    ...player,
    gameId: 'PG-RNG-0002',
    gameType: 'RNG',
    vendor: 'DEMO',
    currency: 'PHP',
    trial: false,
    exp: Date.now() + LAUNCH_TOKEN_TTL_MS,
  });
}

export const CHECKER_SECRETS = {
  ADMIN_TOKEN: 'bank-checker-admin-token-0123456789',
  LAUNCH_TOKEN_KEY: 'bank-checker-launch-token-key-0123456789',
  VENDOR_SECRET_DEMO: 'bank-checker-vendor-secret-demo-0123456789',
  PAYMENT_GATEWAY_SECRET_DEMO: 'bank-checker-gateway-secret-demo-0123456789',
  VENDOR_SECRET_DTW: 'bank-checker-vendor-secret-dtw-0123456789',
};

export interface TwoServers {
  urls: string[];
  /** The scratch database, and the environment both processes were started with (to start a replacement). */
  databaseUrl: string;
  serverEnv: Record<string, string>;
  /** The test's own connection to the same database, for setup and for reading the ledger. */
  db: Db;
  servers: ServerProcess[];
  close(): Promise<void>;
}

/**
 * A fresh PostgreSQL database with the migrations applied, and the real server started TWICE on it — the
 * deployment shape (several processes, one database) under which races show. PGlite runs one request at a
 * time, so it cannot host this check.
 */
export async function startTwoServers(pgUrl: string, env: Record<string, string> = {}): Promise<TwoServers> {
  const { url, drop } = await createScratchDatabase(pgUrl);
  const db = await createDb({ databaseUrl: url, dataDir: '' });
  const servers: ServerProcess[] = [];
  const serverEnv = { DATABASE_URL: url, ...CHECKER_SECRETS, JOBS_ENABLED: 'false', ...env };
  try {
    await migrateToLatest(db);
    servers.push(await startServer(serverEnv), await startServer(serverEnv));
  } catch (err) {
    servers.forEach((s) => s.proc.kill('SIGKILL'));
    await db.destroy();
    await drop();
    throw err;
  }
  return {
    urls: servers.map((s) => s.url),
    databaseUrl: url,
    serverEnv,
    db,
    servers,
    async close() {
      servers.forEach((s) => s.proc.kill('SIGTERM'));
      await Promise.all(servers.map((s) => s.exited));
      await db.destroy();
      await drop();
    },
  };
}
