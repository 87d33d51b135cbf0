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
  DB_IN_MEMORY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** With DB_IN_MEMORY: start from this PGlite data-dir dump (tests: a pre-migrated template) instead of initdb. */
  DB_TEMPLATE: z.string().optional(),
  /** Where published remote versions and the release manifest live. */
  RELEASES_DIR: z.string().default(path.join(repoRoot, 'releases')),
  /** On start, publish the current dist/ of every app that has no live version (fresh clone). Default: on, except in tests. */
  PUBLISH_ON_START: z.enum(['true', 'false']).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Credential for the admin endpoints and CLI (system flags, status). */
  /**
   * Honour X-Forwarded-For and the proxy's X-Country header. Only true behind a proxy that overwrites
   * both: otherwise a client could pick its own address/country and slip past per-IP limits and the
   * region block. Defaults to on outside production (tests simulate addresses with it).
   */
  TRUST_PROXY: z.enum(['true', 'false']).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
  ADMIN_TOKEN: z.string().min(16).default('dev-admin-token-change-me'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo data on first start when the database is empty. */
  SEED_ON_START: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Run scheduled jobs (settlements, expiries) on timers. Default: on, except in tests (they call app.jobs.runNow). */
  JOBS_ENABLED: z.enum(['true', 'false']).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
});

export type Config = Omit<z.infer<typeof envSchema>, 'TRUST_PROXY' | 'JOBS_ENABLED'> & {
  TRUST_PROXY: boolean;
  JOBS_ENABLED: boolean;
  repoRoot: string;
  devMode: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const devMode = parsed.data.NODE_ENV !== 'production';
  const config = {
    ...parsed.data,
    TRUST_PROXY: parsed.data.TRUST_PROXY ?? devMode,
    JOBS_ENABLED: parsed.data.JOBS_ENABLED ?? parsed.data.NODE_ENV !== 'test',
    repoRoot,
    devMode,
    ...overrides,
  };
  return config;
}
