import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { up } from '../../src/db/migrations/0503_lottery_issue_advisory_lock';
import { ISSUE_LOCK_SPACE } from '../../src/modules/lottery/issue-lock';

// Migration 0503 keeps its lock space as a literal (a migration imports no application code); the draw locks
// with the application's constant. Different numbers would let a draw pass an order in flight: pin them equal,
// reading the SQL the migration runs (compiled, not executed).
test("migration 0503's placement lock uses the draw's ISSUE_LOCK_SPACE", async () => {
  const statements: string[] = [];
  const db = new Kysely<unknown>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => void statements.push(event.query.sql),
  });
  await up(db);
  const spaces = [...statements.join('\n').matchAll(/pg_advisory_xact_lock_shared\((\d+), v_issue_id\)/g)];
  expect(spaces.map((m) => Number(m[1]))).toEqual([ISSUE_LOCK_SPACE]);
});
