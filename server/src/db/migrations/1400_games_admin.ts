import type { Kysely } from 'kysely';

/**
 * The operator's games catalogue (docs/back-office.md "Running the site"): a game or a whole vendor can be taken out
 * of the lobby (`enabled`), a game featured, and a vendor's maintenance carries the message players read instead
 * of the game.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('game')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('game_vendor')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('maintenance_message', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('game_vendor').dropColumn('enabled').dropColumn('maintenance_message').execute();
  await db.schema.alterTable('game').dropColumn('enabled').dropColumn('featured').execute();
}
