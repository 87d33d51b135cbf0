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

/**
 * Closed requests (dismissed or answered) I sent or that were addressed to me, the latest closed first, a page of
 * them and how many there are. Addressed to me means `upline_id` — the upline when it was sent, as for dismissing.
 */
export async function listClosedRequests(
  db: DbOrTrx,
  memberId: number,
  q: { kind?: ContractKind; offset: number; limit: number },
) {
  const mine = requestQuery(db)
    .where((eb) => eb.or([eb('r.member_id', '=', memberId), eb('r.upline_id', '=', memberId)]))
    .where('r.state', '!=', 'open')
    .$if(q.kind !== undefined, (qb) => qb.where('r.kind', '=', q.kind!));
  const [rows, total] = await Promise.all([
    mine.orderBy('r.closed_at', 'desc').orderBy('r.id', 'desc').offset(q.offset).limit(q.limit).execute(),
    mine
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
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
