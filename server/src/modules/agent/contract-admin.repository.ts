import type { AdminContractQuery } from '@site/shared/schemas/operator';
import type { DbOrTrx } from '../../db/with-transaction';

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const columns = [
  'c.id',
  'c.kind',
  'c.period',
  'c.upline_id',
  'c.member_id',
  'c.tiers',
  'c.state',
  'c.end_reason',
  'c.offered_at',
  'c.decided_at',
  'c.ended_at',
  'u.account as upline_account',
  'm.account as member_account',
] as const;

function contracts(db: DbOrTrx) {
  return db
    .selectFrom('agent_contract as c')
    .innerJoin('member as u', 'u.id', 'c.upline_id')
    .innerJoin('member as m', 'm.id', 'c.member_id');
}

/** Every upline's contracts matching the desk's filter, newest offer first, one page; and how many match. */
export async function searchContracts(db: DbOrTrx, query: AdminContractQuery) {
  let base = contracts(db);
  if (query.kind !== 'all') base = base.where('c.kind', '=', query.kind);
  if (query.state !== 'all') base = base.where('c.state', '=', query.state);
  if (query.q) {
    const like = likeOf(query.q);
    base = base.where((eb) => eb.or([eb('m.account', 'ilike', like), eb('u.account', 'ilike', like)]));
  }
  const [rows, count] = await Promise.all([
    base
      .select(columns)
      .orderBy('c.id', 'desc')
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export type AdminContractRow = Awaited<ReturnType<typeof searchContracts>>['rows'][number];

export function findContractForAdmin(db: DbOrTrx, id: number) {
  return contracts(db).select(columns).where('c.id', '=', id).executeTakeFirst();
}

/** The contract row, locked for an operator's change (agents' accept/terminate lock it the same way). */
export async function lockContractForAdmin(db: DbOrTrx, id: number) {
  await db.selectFrom('agent_contract').select('id').where('id', '=', id).forUpdate().execute();
  return findContractForAdmin(db, id);
}

/** A contract's history, oldest first. */
export function listContractEvents(db: DbOrTrx, contractId: number) {
  return db
    .selectFrom('agent_contract_event')
    .select(['id', 'from_state', 'to_state', 'reason_code', 'note', 'actor', 'created_at'])
    .where('contract_id', '=', contractId)
    .orderBy('id')
    .execute();
}
