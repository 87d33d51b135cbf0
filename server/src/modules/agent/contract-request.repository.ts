import { sql } from 'kysely';
import type { ContractKind } from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';

const columns = [
  'r.id',
  'r.kind',
  'r.member_id',
  'r.upline_id',
  'r.note',
  'r.state',
  'r.contract_id',
  'r.created_at',
  'r.closed_at',
  'm.account as member_account',
  'u.account as upline_account',
] as const;

function requestQuery(db: DbOrTrx) {
  return db
    .selectFrom('agent_contract_request as r')
    .innerJoin('member as m', 'm.id', 'r.member_id')
    .innerJoin('member as u', 'u.id', 'r.upline_id')
    .select(columns);
}

export type ContractRequestRow = Awaited<ReturnType<typeof findRequest>> & {};

export function findRequest(db: DbOrTrx, id: number) {
  return requestQuery(db).where('r.id', '=', id).executeTakeFirst();
}

/** Opens a request; null when one of this kind is already open for the member (the partial unique index). */
export async function insertRequest(
  db: DbOrTrx,
  r: { memberId: number; uplineId: number; kind: ContractKind; note: string | null },
): Promise<number | null> {
  const row = await db
    .insertInto('agent_contract_request')
    .values({ member_id: r.memberId, upline_id: r.uplineId, kind: r.kind, note: r.note })
    .onConflict((oc) => oc.columns(['member_id', 'kind']).where('state', '=', 'open').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Open requests I sent (as the member) or received (as the direct upline), newest first. */
export function listOpenRequests(db: DbOrTrx, memberId: number, as: 'member' | 'upline') {
  return requestQuery(db)
    .where(as === 'member' ? 'r.member_id' : 'r.upline_id', '=', memberId)
    .where('r.state', '=', 'open')
    .orderBy('r.id', 'desc')
    .limit(200)
    .execute();
}

/** Closes an open request addressed to `uplineId`; false when it is not open or not addressed to it. */
export async function closeRequest(
  db: DbOrTrx,
  id: number,
  uplineId: number,
  to: 'dismissed' | 'answered',
  contractId: number | null = null,
): Promise<boolean> {
  const res = await db
    .updateTable('agent_contract_request')
    .set({ state: to, contract_id: contractId, closed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('upline_id', '=', uplineId)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** An offer answers the member's open request of that kind, if any (to the same upline). */
export async function answerOpenRequest(
  db: DbOrTrx,
  memberId: number,
  uplineId: number,
  kind: ContractKind,
  contractId: number,
): Promise<void> {
  await db
    .updateTable('agent_contract_request')
    .set({ state: 'answered', contract_id: contractId, closed_at: sql<Date>`now()` })
    .where('member_id', '=', memberId)
    .where('upline_id', '=', uplineId)
    .where('kind', '=', kind)
    .where('state', '=', 'open')
    .execute();
}
