import { sql } from 'kysely';
import type { AdminAgentBillQuery } from '@site/shared/schemas/operator';
import type { DbOrTrx } from '../../db/with-transaction';
import type { BillTable } from './bill.repository';

const TABLES: Record<'salary' | 'dividend', BillTable> = {
  salary: 'agent_salary_bill',
  dividend: 'agent_dividend_bill',
};

/** One table's bills matching the desk's filter, newest first, `limit` of them; and how many match. */
async function pageOf(db: DbOrTrx, type: 'salary' | 'dividend', query: AdminAgentBillQuery, limit: number) {
  // Both tables have every column read here (see lockBill).
  const from = `${TABLES[type]} as b` as 'agent_salary_bill as b';
  let base = db
    .selectFrom(from)
    .innerJoin('member as m', 'm.id', 'b.member_id')
    .innerJoin('member as p', 'p.id', 'b.payer_id')
    .where('b.state', '!=', 'not_reached');
  if (query.state !== 'all') base = base.where('b.state', '=', query.state);
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('m.account', 'ilike', like), eb('p.account', 'ilike', like)]));
  }
  const [rows, count] = await Promise.all([
    base
      .select([
        sql<string>`${type}`.as('type'),
        'b.id',
        type === 'salary' ? 'b.kind' : sql<string>`'DIVIDEND'`.as('kind'),
        'b.period_key',
        'p.account as payer_account',
        'm.account as member_account',
        'm.currency',
        'b.amount_minor',
        'b.state',
        'b.reject_reason',
        'b.rejected_by',
        'b.created_at',
        'b.closed_at',
      ])
      .orderBy('b.created_at', 'desc')
      .orderBy('b.id', 'desc')
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Both kinds of bill, merged newest first, one page of them. */
export async function searchBills(db: DbOrTrx, query: AdminAgentBillQuery) {
  const types = query.type === 'all' ? (['salary', 'dividend'] as const) : [query.type];
  const limit = query.page * query.pageSize;
  const parts = await Promise.all(types.map((type) => pageOf(db, type, query, limit)));
  const rows = parts
    .flatMap((p) => p.rows)
    .sort((x, y) => new Date(y.created_at).getTime() - new Date(x.created_at).getTime() || y.id - x.id)
    .slice((query.page - 1) * query.pageSize, limit);
  return { rows, total: parts.reduce((sum, p) => sum + p.total, 0) };
}
