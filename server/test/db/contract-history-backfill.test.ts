import { PGlite } from '@electric-sql/pglite';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pgliteDb } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrate';
import { seedMembers } from '../../src/db/seed/members';
import { seedSystem } from '../../src/db/seed/system';

const DIR = path.resolve(__dirname, '..', '..', 'src', 'db', 'migrations');

/** Every migration before the contract history's: a database as it was before 1475. */
class Before1475 implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const file of readdirSync(DIR).sort()) {
      const name = file.replace(/\.ts$/, '');
      if (name < '1475') out[name] = (await import(path.join(DIR, file))) as Migration;
    }
    return out;
  }
}

test('contracts made before the history was kept get their current state as their first entry', async () => {
  const db = pgliteDb(await PGlite.create('memory://'));
  try {
    expect((await new Migrator({ db, provider: new Before1475() }).migrateToLatest()).error).toBeUndefined();
    await seedSystem(db);
    await seedMembers(db);
    const ids = Object.fromEntries(
      (await db.selectFrom('member').select(['id', 'account']).execute()).map((m) => [m.account, m.id]),
    );
    const tiers = JSON.stringify([{ validBetMinor: 0, lossMinor: 0, activeMembers: 0, rateBp: 100 }]);
    const decided = new Date('2026-10-01T00:00:00Z');
    const ended = new Date('2026-10-05T00:00:00Z');
    const [accepted, terminated] = await db
      .insertInto('agent_contract')
      .values([
        {
          kind: 'DAILY_SALARY',
          upline_id: ids.agent1!,
          member_id: ids.agent2!,
          tiers,
          state: 'accepted',
          decided_at: decided,
        },
        {
          kind: 'HOURLY_SALARY',
          upline_id: ids.agent1!,
          member_id: ids.agent2!,
          tiers,
          state: 'terminated',
          end_reason: 'BY_UPLINE',
          decided_at: decided,
          ended_at: ended,
        },
      ])
      .returning('id')
      .execute();
    expect(await migrateToLatest(db)).toContain('1475_agent_contract_history');
    const events = await db
      .selectFrom('agent_contract_event')
      .select(['contract_id', 'from_state', 'to_state', 'reason_code', 'actor', 'created_at'])
      .orderBy('contract_id')
      .execute();
    expect(events).toEqual([
      {
        contract_id: accepted!.id,
        from_state: null,
        to_state: 'accepted',
        reason_code: null,
        actor: 'backfill',
        created_at: decided,
      },
      {
        contract_id: terminated!.id,
        from_state: null,
        to_state: 'terminated',
        reason_code: 'BY_UPLINE',
        actor: 'backfill',
        created_at: ended,
      },
    ]);
  } finally {
    await db.destroy();
  }
}, 120_000);
