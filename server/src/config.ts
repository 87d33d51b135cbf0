import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The server's whole configuration, parsed once from the environment.
 * Nothing else in the server reads `process.env`: pass the parsed config instead.
 */
const repoRoot = path.resolve(__dirname, '..', '..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** PostgreSQL when set; otherwise the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  /** PGlite in memory instead of DATA_DIR (tests): nothing is written to disk. */
  DB_IN_MEMORY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** With DB_IN_MEMORY: start from this PGlite data-dir dump (tests: a pre-migrated template) instead of initdb. */
  DB_TEMPLATE: z.string().optional(),
  /** This server's local cache of the release versions it serves (the registry itself is in the database). */
  RELEASES_DIR: z.string().default(path.join(repoRoot, 'releases')),
  /** The automatic rollback of a failing canary (docs/adr/010-release-service.md): how often it looks, over what window. */
  RELEASE_GUARD_EVERY_S: z.coerce.number().int().min(1).max(3600).default(30),
  RELEASE_GUARD_WINDOW_MIN: z.coerce.number().int().min(1).max(1440).default(15),
  /** A canary is rolled back when its failure rate is above this AND above FACTOR × the live version's... */
  RELEASE_GUARD_MAX_RATE: z.coerce.number().min(0).max(1).default(0.02),
  RELEASE_GUARD_FACTOR: z.coerce.number().min(1).max(100).default(2),
  /** ...once it has at least this many mounts + failures in the window. */
  RELEASE_GUARD_MIN_SAMPLE: z.coerce.number().int().min(1).default(50),
  /** Retention: versions kept per app besides the live, the canary and the rollback target. */
  RELEASE_KEEP: z.coerce.number().int().min(1).max(1000).default(10),
  /** On start, publish the current dist/ of every app that has no live version (fresh clone). Default: on, except in tests. */
  PUBLISH_ON_START: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * Which proxies in front may tell the client's address (X-Forwarded-For) and country (X-Country), the same in
   * every mode: `false` (default: none — the socket's address counts), a hop count (`1` = one proxy that APPENDS
   * the client's address; the address that proxy saw counts, whatever the client forged before it), or a
   * comma-separated list of proxy addresses/CIDRs. `true` (trust the left-most, client-written entry) is refused:
   * it lets anyone choose the address per-address limits count and dodge the region block.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): TrustProxy => {
      const value = (v ?? '').trim();
      if (value === '' || value === 'false') return false;
      if (/^[1-9]\d?$/.test(value)) return Number(value);
      const list = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (value === 'true' || list.some((s) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(s))) {
        ctx.addIssue({
          code: 'custom',
          message: 'use false, a hop count (1-99) or a list of proxy addresses/CIDRs',
        });
        return false;
      }
      return list;
    }),
  /**
   * Secrets (docs/deployment.md). Production refuses to start without each of them; a local demo keeps random
   * ones in DATA_DIR/dev-secrets.json; only tests have fixed values. None has a default anyone could read.
   */
  ADMIN_TOKEN: z.string().min(16).optional(),
  /** The release CLI's credential with `--server`: a team token (`rt_…`) or the ops credential (docs/adr/010). */
  RELEASE_TOKEN: z.string().min(16).optional(),
  /** Signs game-launch tokens (what a vendor echoes back in every wallet callback). */
  LAUNCH_TOKEN_KEY: z.string().min(32).optional(),
  /** The demo game vendor's callback signing secret; each real vendor gets its own VENDOR_SECRET_<CODE>. */
  VENDOR_SECRET_DEMO: z.string().min(32).optional(),
  /** The demo transfer-wallet vendor's API signing secret (we sign our calls to it; docs/payments.md "Transfer wallets"). */
  VENDOR_SECRET_DTW: z.string().min(32).optional(),
  /** The demo payment gateway's webhook signing secret (docs/payments.md). */
  PAYMENT_GATEWAY_SECRET_DEMO: z.string().min(32).optional(),
  /**
   * The encrypted calls' key material (docs/adr/011-encrypted-calls.md): every HPKE private key is derived from it
   * and the key id, so all processes of a cluster hold the same keys and no private key is ever stored or sent.
   */
  HPKE_MASTER_KEY: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo data on first start when the database is empty. */
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Lottery: seconds before a draw when betting locks (docs/lottery.md; default 30, capped per game). */
  LOTTERY_LOCK_SECONDS: z.coerce.number().int().min(1).max(600).optional(),
  /** Lottery: replaces keno/fast cadences (seconds) so an e2e run sees a draw quickly; ignored in production. */
  LOTTERY_TEST_CADENCE_SECONDS: z.coerce.number().int().min(4).max(3600).optional(),
  /**
   * Graceful shutdown (docs/deployment.md "Several processes"): on SIGTERM `/readyz` answers 503 at once, the process
   * keeps serving for SHUTDOWN_DRAIN_MS (longer than the balancer needs to notice: its check interval × fall count),
   * then stops accepting and finishes what is in flight; past SHUTDOWN_TIMEOUT_MS in all it exits anyway.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(15_000),
  /** Back office: a staff session ends after this many minutes without a request (docs/back-office.md). */
  STAFF_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Back office: a wallet adjustment or withdrawal approval above this amount needs a second staff member. */
  FOUR_EYES_LIMIT: z.coerce.number().min(0).default(10000),
  /** Encrypted calls: a new key every HPKE_ROTATE_HOURS (a job), the previous one accepted HPKE_GRACE_MINUTES more. */
  HPKE_ROTATE_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 90)
    .default(24),
  HPKE_GRACE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  /** How far a request's timestamp may be from the server clock; a request id is refused again within it. */
  HPKE_WINDOW_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /**
   * A plain (unencrypted) body on an encrypted call: `refuse` (ENCRYPTION_REQUIRED) or `allow`. Default: refuse in
   * production, allow elsewhere, so tests and tools may still send plain bodies (docs/security.md "Encrypted calls").
   */
  ENCRYPTED_CALLS_PLAINTEXT: z.enum(['allow', 'refuse']).optional(),
  /** Run scheduled jobs (settlements, expiries) on timers. Default: on, except in tests (they call app.jobs.runNow). */
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

/** Fastify's trustProxy: no proxy, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

export type Config = Omit<
  z.infer<typeof envSchema>,
  'JOBS_ENABLED' | 'ENCRYPTED_CALLS_PLAINTEXT' | SecretName
> & {
  JOBS_ENABLED: boolean;
  ENCRYPTED_CALLS_PLAINTEXT: 'allow' | 'refuse';
  repoRoot: string;
  devMode: boolean;
} & Record<SecretName, string>;

export const SECRET_NAMES = [
  'ADMIN_TOKEN',
  'LAUNCH_TOKEN_KEY',
  'VENDOR_SECRET_DEMO',
  'PAYMENT_GATEWAY_SECRET_DEMO',
  'VENDOR_SECRET_DTW',
  'HPKE_MASTER_KEY',
] as const;
type SecretName = (typeof SECRET_NAMES)[number];

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const devMode = parsed.data.NODE_ENV !== 'production';
  const config = {
    ...parsed.data,
    ...resolveSecrets(parsed.data),
    JOBS_ENABLED: parsed.data.JOBS_ENABLED ?? parsed.data.NODE_ENV !== 'test',
    ENCRYPTED_CALLS_PLAINTEXT:
      parsed.data.ENCRYPTED_CALLS_PLAINTEXT ?? (parsed.data.NODE_ENV === 'production' ? 'refuse' : 'allow'),
    repoRoot,
    devMode,
    ...overrides,
  };
  return config;
}

/**
 * Production: every secret from the environment, or no start (the message names what is missing). A local demo
 * (development): random secrets made once and kept in DATA_DIR/dev-secrets.json (0600), so nothing usable is
 * published in the repository. Tests: fixed values, so test code can sign as a vendor would.
 */
function resolveSecrets(env: z.infer<typeof envSchema>): Record<SecretName, string> {
  const given = Object.fromEntries(SECRET_NAMES.map((name) => [name, env[name]])) as Record<
    SecretName,
    string | undefined
  >;
  if (env.NODE_ENV === 'production') {
    const missing = SECRET_NAMES.filter((name) => !given[name]);
    if (missing.length) {
      throw new Error(
        `Invalid server configuration: production needs these secrets set: ${missing.join(', ')} (see docs/deployment.md)`,
      );
    }
    return given as Record<SecretName, string>;
  }
  const fallback = env.NODE_ENV === 'test' ? testSecrets() : localDemoSecrets(env.DATA_DIR);
  return Object.fromEntries(SECRET_NAMES.map((name) => [name, given[name] ?? fallback[name]])) as Record<
    SecretName,
    string
  >;
}

function testSecrets(): Record<SecretName, string> {
  return {
    ADMIN_TOKEN: 'test-admin-token-0123456789',
    LAUNCH_TOKEN_KEY: 'test-launch-token-key-0123456789abcdef',
    VENDOR_SECRET_DEMO: 'test-vendor-secret-demo-0123456789abcdef',
    PAYMENT_GATEWAY_SECRET_DEMO: 'test-payment-gateway-secret-0123456789abcdef',
    VENDOR_SECRET_DTW: 'test-vendor-secret-dtw-0123456789abcdef',
    HPKE_MASTER_KEY: 'test-hpke-master-key-0123456789abcdef',
  };
}

function localDemoSecrets(dataDir: string): Record<SecretName, string> {
  const file = path.join(dataDir, 'dev-secrets.json');
  if (existsSync(file)) {
    // A file from before a secret was added gets the new one appended (same random origin).
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<SecretName, string>>;
    const missing = SECRET_NAMES.filter((name) => !kept[name]);
    if (!missing.length) return kept as Record<SecretName, string>;
    for (const name of missing) kept[name] = randomBytes(24).toString('base64url');
    writeFileSync(file, JSON.stringify(kept, null, 2), { mode: 0o600 });
    return kept as Record<SecretName, string>;
  }
  const secrets = Object.fromEntries(
    SECRET_NAMES.map((name) => [name, randomBytes(24).toString('base64url')]),
  ) as Record<SecretName, string>;
  mkdirSync(dataDir, { recursive: true });
  // wx: two processes starting at once keep the first file written.
  try {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
  } catch {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<SecretName, string>;
  }
  return secrets;
}
