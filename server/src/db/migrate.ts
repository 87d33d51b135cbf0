import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from './database';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
/** `NNNN_<domain>_<what>.ts` — the name order is the apply order on every database. */
const MIGRATION_FILE = /^\d{4}_[a-z0-9]+_[a-z0-9_]+\.(ts|js)$/;

/**
 * The migration a file of `migrations/` holds, or null for what is not code (a source map, a note). A code file
 * whose name breaks the pattern is an error, not skipped: skipped, its tables would silently never exist.
 */
export function migrationNameOf(file: string): string | null {
  if (!/\.(ts|js)$/.test(file) || file.endsWith('.d.ts')) return null;
  if (!MIGRATION_FILE.test(file)) {
    throw new Error(
      `Migration file ${file} is not named NNNN_<domain>_<what>.ts: rename it (server/src/db/migrate.ts)`,
    );
  }
  return file.replace(/\.(ts|js)$/, '');
}

/**
 * Loads every migration file in `migrations/`. Not Kysely's FileMigrationProvider: that needs
 * `fs/promises` + `path` injected and an ESM-only import; require-style loading works the
 * same under tsx (start) and jest (swc → CommonJS).
 */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
      const name = migrationNameOf(file);
      if (!name) continue;
      const mod = (await import(path.join(MIGRATIONS_DIR, file))) as Migration;
      migrations[name] = { up: mod.up, down: mod.down };
    }
    return migrations;
  }
}

/** Applies every pending migration; throws (and the server does not start) if one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Numbers are ranges per domain (0020 system … 0900 telemetry), so a new domain's first migration can sort
  // below one an existing database already ran: apply it anyway. A migration may only depend on lower numbers.
  const migrator = new Migrator({
    db,
    provider: new FolderMigrationProvider(),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
