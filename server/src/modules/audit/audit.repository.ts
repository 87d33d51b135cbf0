import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DbOrTrx } from '../../db/with-transaction';

export interface AuditRow {
  staffId: number | null;
  actor: string;
  address: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
}

/** Inserts one audit row in the caller's transaction (the change and its record commit or roll back together). */
export async function insertAuditRow(trx: Transaction<Database>, row: AuditRow): Promise<string> {
  const { id } = await trx
    .insertInto('audit_log')
    .values({
      staff_id: row.staffId,
      actor: row.actor,
      address: row.address,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      before: row.before === null ? null : JSON.stringify(row.before),
      after: row.after === null ? null : JSON.stringify(row.after),
      reason: row.reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(id);
}

export interface AuditFilter {
  staffId?: number;
  entity?: string;
  entityId?: string;
  from?: Date;
  to?: Date;
}

export async function searchAudit(db: DbOrTrx, filter: AuditFilter, limit: number, offset: number) {
  let query = db.selectFrom('audit_log');
  if (filter.staffId !== undefined) query = query.where('staff_id', '=', filter.staffId);
  if (filter.entity !== undefined) query = query.where('entity', '=', filter.entity);
  if (filter.entityId !== undefined) query = query.where('entity_id', '=', filter.entityId);
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('at', '<', filter.to);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
