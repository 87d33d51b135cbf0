import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { AuditEntry } from '@site/shared/schemas/operator';
import type { Database } from '../../db/database';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { staffActor, type StaffActor } from '../../plugins/staff-auth';
import { insertAuditRow, searchAudit, type AuditFilter } from './audit.repository';

export interface AuditChange {
  /** What was done, `<entity>.<verb>` (`withdrawal.approve`, `wallet.adjust`, `staff.create`). */
  action: string;
  entity: string;
  entityId?: string | number | null;
  /** The changed fields before and after (only those: the row's other fields are not the action's). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Writes the audit row of a staff action INSIDE the caller's transaction (docs/back-office.md "Audit"): the row
 * exists if and only if the change committed. `who` is the request (its staff and address) or an actor already
 * taken from one (services that run after the request was left behind).
 */
export async function record(
  trx: Transaction<Database>,
  who: FastifyRequest | StaffActor,
  change: AuditChange,
): Promise<string> {
  const actor =
    'actor' in who && typeof who.actor === 'string' ? (who as StaffActor) : staffActor(who as FastifyRequest);
  return insertAuditRow(trx, {
    staffId: actor.staffId,
    actor: actor.actor,
    address: actor.address,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId === undefined || change.entityId === null ? null : String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
    reason: change.reason ?? null,
  });
}

/**
 * Runs a staff change and writes its audit row in one transaction: `change` returns its result and what to record.
 * The change throwing leaves no row; the row failing undoes the change.
 */
export async function withAudit<T>(
  db: DbOrTrx,
  who: FastifyRequest | StaffActor,
  change: (trx: Transaction<Database>) => Promise<{ result: T; audit: AuditChange }>,
): Promise<T> {
  return withTransaction(db, async (trx) => {
    const { result, audit: entry } = await change(trx);
    await record(trx, who, entry);
    return result;
  });
}

type Fields = Record<string, unknown>;

/**
 * The audit's before/after of an edit: only the fields whose value changed (compared as JSON). A creation (no
 * `before`) records the whole new version; an edit that changed nothing records two empty objects.
 */
export function changedFields(
  before: Fields | null | undefined,
  after: Fields,
): { before: Fields | null; after: Fields } {
  if (!before) return { before: null, after };
  const changedBefore: Fields = {};
  const changedAfter: Fields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changedBefore[key] = before[key] ?? null;
    changedAfter[key] = after[key] ?? null;
  }
  return { before: changedBefore, after: changedAfter };
}

/**
 * An operator's edit of a catalogue entry or a setting, with its audit row (before/after of the changed fields) in
 * the same transaction: `before` reads the current version inside it (undefined for a creation).
 */
export function auditedEdit<T extends object>(
  db: DbOrTrx,
  who: FastifyRequest | StaffActor,
  edit: {
    action: string;
    entity: string;
    entityId?: (result: T) => string | number;
    before?: (trx: Transaction<Database>) => Promise<T | undefined>;
    run: (trx: Transaction<Database>) => Promise<T>;
    /** Why, where the screen asks for it. */
    reason?: string | null;
  },
): Promise<T> {
  return withAudit(db, who, async (trx) => {
    const previous = edit.before ? await edit.before(trx) : undefined;
    const result = await edit.run(trx);
    const diff = changedFields(previous as Fields | undefined, result as Fields);
    return {
      result,
      audit: {
        action: edit.action,
        entity: edit.entity,
        entityId: edit.entityId ? edit.entityId(result) : ((result as { id?: number }).id ?? null),
        ...diff,
        reason: edit.reason ?? null,
      },
    };
  });
}

export const audit = { record, withAudit, auditedEdit };

export async function auditPage(
  db: DbOrTrx,
  filter: AuditFilter,
  page: number,
  pageSize: number,
): Promise<{ items: AuditEntry[]; page: number; pageSize: number; total: number }> {
  const { rows, total } = await searchAudit(db, filter, pageSize, (page - 1) * pageSize);
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      staffId: r.staff_id,
      actor: r.actor,
      at: new Date(r.at).toISOString(),
      address: r.address,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      before: (r.before as Record<string, unknown> | null) ?? null,
      after: (r.after as Record<string, unknown> | null) ?? null,
      reason: r.reason,
    })),
    page,
    pageSize,
    total,
  };
}
