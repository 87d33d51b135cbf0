import { sql } from 'kysely';
import { ERROR_CODES } from '@site/shared/schemas';
import type { AgentTreeNode } from '@site/shared/schemas/operator';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { AGENT_TYPES, isAgentAccount } from '../member/account-type';

const LIMIT = 200;
const idsOf = (path: string) => path.split('/').filter(Boolean).map(Number);

/** Members as tree nodes: direct downline counts and the accounts above each (one query each, not per node). */
async function nodesOf(db: DbOrTrx, rows: { id: number; account: string; type: number; path: string }[]) {
  const ids = rows.map((r) => r.id);
  const above = [...new Set(rows.flatMap((r) => idsOf(r.path).slice(0, -1)))];
  const [counts, names] = await Promise.all([
    ids.length
      ? db
          .selectFrom('member')
          .select(['upline_id', (eb) => eb.fn.countAll<string>().as('n')])
          .where('upline_id', 'in', ids)
          .groupBy('upline_id')
          .execute()
      : [],
    above.length ? db.selectFrom('member').select(['id', 'account']).where('id', 'in', above).execute() : [],
  ]);
  const count = new Map(counts.map((c) => [c.upline_id, Number(c.n)]));
  const name = new Map(names.map((n) => [n.id, n.account]));
  return rows.map((r): AgentTreeNode => ({
    id: r.id,
    account: r.account,
    isAgent: isAgentAccount(r.type),
    downlines: count.get(r.id) ?? 0,
    ancestors: idsOf(r.path)
      .slice(0, -1)
      .map((id) => name.get(id) ?? String(id)),
  }));
}

/** The tree, a level at a time: the top agents, a member's direct downlines, or the accounts matching a search. */
export async function agentTree(db: DbOrTrx, query: { parentId?: number; q?: string }) {
  let select = db.selectFrom('member').select(['id', 'account', 'type', 'path']);
  if (query.q) select = select.where('account', 'ilike', `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  else if (query.parentId) select = select.where('upline_id', '=', query.parentId);
  else select = select.where('upline_id', 'is', null).where('type', 'in', [...AGENT_TYPES]);
  const rows = await select
    .orderBy('account')
    .limit(LIMIT + 1)
    .execute();
  return { items: await nodesOf(db, rows.slice(0, LIMIT)), truncated: rows.length > LIMIT };
}

const refused = (rule: string, message: string) =>
  new AppError(409, ERROR_CODES.AGENT_MOVE_REFUSED, message, { rule });

/**
 * Moves a member, with everything below it, under another agent (docs/back-office.md "Agents"). The tree stays a
 * tree: the new upline is an agent, not the member nor anyone below it, and the member has no running contract
 * with its present upline (end it first: a contract binds two members who would no longer be upline and
 * downline). Moves are serialised by a transaction lock, so two crossing moves cannot make a cycle.
 */
export async function moveMember(trx: DbOrTrx, memberId: number, uplineAccount: string) {
  await sql`select pg_advisory_xact_lock(hashtext('agent-tree-move'))`.execute(trx);
  const member = await trx
    .selectFrom('member')
    .select(['id', 'account', 'path', 'upline_id'])
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  if (!member) throw new AppError(404, ERROR_CODES.MEMBER_NOT_FOUND, `No member ${memberId}`);
  const upline = await trx
    .selectFrom('member')
    .select(['id', 'account', 'path', 'type'])
    .where('account', '=', uplineAccount.toLowerCase())
    .forUpdate()
    .executeTakeFirst();
  if (!upline) throw new AppError(404, ERROR_CODES.MEMBER_NOT_FOUND, `No member ${uplineAccount}`);
  if (!isAgentAccount(upline.type)) throw refused('not-agent', `${upline.account} is not an agent`);
  if (upline.id === member.upline_id)
    throw refused('same-upline', `${member.account} is already under ${upline.account}`);
  if (upline.path.startsWith(member.path))
    throw refused('cycle', `${upline.account} is ${member.account} or below it`);
  const contract = await trx
    .selectFrom('agent_contract')
    .select('id')
    .where('member_id', '=', member.id)
    .where('state', 'in', ['offered', 'accepted'])
    .executeTakeFirst();
  if (contract)
    throw refused('contracts', `${member.account} has a running contract with its upline; end it first`);
  const previous = member.upline_id
    ? await trx.selectFrom('member').select('account').where('id', '=', member.upline_id).executeTakeFirst()
    : undefined;
  const newPath = `${upline.path}${member.id}/`;
  await trx.updateTable('member').set({ upline_id: upline.id }).where('id', '=', member.id).execute();
  const moved = await trx
    .updateTable('member')
    .set({ path: sql`${newPath} || substr(path, ${member.path.length + 1})` })
    .where('path', 'like', `${member.path}%`)
    .executeTakeFirst();
  return {
    result: {
      id: member.id,
      uplineAccount: upline.account,
      previousUplineAccount: previous?.account ?? null,
      moved: Number(moved.numUpdatedRows),
    },
    before: { uplineId: member.upline_id, path: member.path },
    after: { uplineId: upline.id, path: newPath },
  };
}
