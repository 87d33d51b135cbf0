import type { Transaction } from 'kysely';
import { ERROR_CODES } from '@site/shared/schemas';
import { type FourEyesRequest } from '@site/shared/schemas/operator';
import type { Database } from '../../db/database';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import type { StaffActor } from '../../plugins/staff-auth';
import { record } from '../audit/audit.service';
import {
  decideFourEyesRequest,
  insertFourEyesRequest,
  listFourEyesRequests,
  lockFourEyesRequest,
  type FourEyesKind,
} from './four-eyes.repository';

type Row = NonNullable<Awaited<ReturnType<typeof lockFourEyesRequest>>>;

export const fourEyesDto = (row: Row): FourEyesRequest => {
  const payload = row.payload as { summary?: Record<string, unknown> };
  return {
    id: row.id,
    kind: row.kind as FourEyesKind,
    status: row.status as FourEyesRequest['status'],
    requestedBy: row.requested_by,
    requestedAt: new Date(row.requested_at).toISOString(),
    decidedBy: row.decided_by,
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    amount: Number(row.amount),
    summary: payload.summary ?? {},
  };
};

/**
 * Four-eyes (docs/back-office.md "Four-eyes"): a change above FOUR_EYES_LIMIT is not made; a pending request is
 * stored (and audited) instead, and a second staff member with the kind's confirm permission makes it.
 */
export async function requestFourEyes(
  trx: Transaction<Database>,
  who: StaffActor,
  input: {
    kind: FourEyesKind;
    amount: number;
    payload: Record<string, unknown>;
    summary: Record<string, unknown>;
    reason?: string;
  },
): Promise<FourEyesRequest> {
  const row = await insertFourEyesRequest(trx, {
    kind: input.kind,
    amount: input.amount,
    payload: { ...input.payload, summary: input.summary },
    staffId: who.staffId,
    actor: who.actor,
  });
  await record(trx, who, {
    action: 'four-eyes.request',
    entity: 'four-eyes',
    entityId: row.id,
    after: { kind: input.kind, amount: input.amount, ...input.summary },
    reason: input.reason ?? null,
  });
  return fourEyesDto(row);
}

/**
 * Confirms (the change is made now, by `carryOut`, in this transaction) or rejects a pending request. Nobody
 * decides their own request, and the automation credential decides none: a second person confirms.
 */
export async function decideFourEyes<T>(
  db: DbOrTrx,
  who: StaffActor,
  id: number,
  kind: FourEyesKind,
  decision: 'confirmed' | 'rejected',
  carryOut: (trx: Transaction<Database>, payload: Record<string, unknown>, requestedBy: string) => Promise<T>,
): Promise<{ request: FourEyesRequest; result: T | null }> {
  return withTransaction(db, async (trx) => {
    const row = await lockFourEyesRequest(trx, id);
    if (!row || row.kind !== kind)
      throw new AppError(404, ERROR_CODES.FOUR_EYES_NOT_FOUND, 'No such request');
    if (row.status !== 'pending')
      throw new AppError(409, ERROR_CODES.FOUR_EYES_ALREADY_DECIDED, `Already ${row.status}`, {
        status: row.status,
      });
    const own =
      who.staffId === null ||
      row.requested_by === who.actor ||
      (row.requested_by_staff_id !== null && row.requested_by_staff_id === who.staffId);
    if (own)
      throw new AppError(
        409,
        ERROR_CODES.FOUR_EYES_OWN_REQUEST,
        'A second staff member must decide this request',
      );
    const result =
      decision === 'confirmed'
        ? await carryOut(trx, row.payload as Record<string, unknown>, row.requested_by)
        : null;
    const decided = await decideFourEyesRequest(trx, id, {
      status: decision,
      staffId: who.staffId,
      actor: who.actor,
    });
    await record(trx, who, {
      action: decision === 'confirmed' ? 'four-eyes.confirm' : 'four-eyes.reject',
      entity: 'four-eyes',
      entityId: id,
      before: { status: 'pending' },
      after: { status: decision, requestedBy: row.requested_by },
    });
    return { request: fourEyesDto(decided), result };
  });
}

export async function fourEyesList(db: DbOrTrx, filter: { kind?: FourEyesKind; status?: string }) {
  return (await listFourEyesRequests(db, filter)).map(fourEyesDto);
}
