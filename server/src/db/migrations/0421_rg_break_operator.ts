import { sql, type Kysely } from 'kysely';

/**
 * Breaks an operator imposes (docs/responsible-gaming.md "Operators"): who did it and why, on the break row itself.
 * A member's own break has neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rg_break add column imposed_by text`.execute(db);
  await sql`alter table rg_break add column reason text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rg_break drop column if exists reason`.execute(db);
  await sql`alter table rg_break drop column if exists imposed_by`.execute(db);
}
