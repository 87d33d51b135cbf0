import type { Kysely } from 'kysely';

/**
 * An unpaid (`insufficient`) salary or dividend bill is later either paid by its upline or rejected by the upline or
 * an operator (docs/agents.md "Bill states"). The rejection keeps its reason and who gave it; `closed_at` is when an
 * insufficient bill left that state. The state stays a text column: `rejected` needs no schema change of its own.
 */
const TABLES = ['agent_salary_bill', 'agent_dividend_bill'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('reject_reason', 'text')
      .addColumn('rejected_by', 'text')
      .addColumn('closed_at', 'timestamptz')
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .dropColumn('reject_reason')
      .dropColumn('rejected_by')
      .dropColumn('closed_at')
      .execute();
  }
}
