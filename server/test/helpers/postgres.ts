/**
 * The PostgreSQL server for PostgreSQL-only tests (two server processes, real row locks). They must not pass
 * silently without one: a missing URL fails the test with this message instead of skipping it.
 */
export function requirePostgresUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'This PostgreSQL-only test needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres); it never skips.',
    );
  }
  return url;
}
