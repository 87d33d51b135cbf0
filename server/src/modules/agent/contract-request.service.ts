import {
  ERROR_CODES,
  type ContractRequestCreate,
  type ContractRequestDto,
  type ContractRequestHistory,
  type ContractRequestHistoryQuery,
  type ContractRequestList,
} from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { withTransaction } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { isAgentAccount } from '../member/account-type';
import { sendMemberMessage } from '../messages/messages.service';
import * as repo from './agent.repository';
import * as requests from './contract-request.repository';

/** Contract requests: a downline asks its direct upline for a contract (docs/agents.md "Contract requests"). */

async function requireAgent(db: DbOrTrx, memberId: number): Promise<repo.MemberRef> {
  const me = await repo.findMemberById(db, memberId);
  if (!me || !isAgentAccount(me.type))
    throw new AppError(403, ERROR_CODES.NOT_AN_AGENT, 'Non-agents cannot log in to the agent centre');
  return me;
}

export async function requestContract(
  db: DbOrTrx,
  memberId: number,
  body: ContractRequestCreate,
): Promise<ContractRequestDto> {
  return withTransaction(db, async (trx) => {
    const me = await requireAgent(trx, memberId);
    if (me.upline_id === null)
      throw new AppError(409, ERROR_CODES.CONTRACT_REQUEST_NO_UPLINE, 'A top agent has no upline to ask');
    const note = body.note ? body.note : null;
    const id = await requests.insertRequest(trx, {
      memberId: me.id,
      uplineId: me.upline_id,
      kind: body.kind,
      note,
    });
    if (id === null)
      throw new AppError(
        409,
        ERROR_CODES.CONTRACT_REQUEST_OPEN,
        'A request of this kind is already waiting for your upline',
      );
    await sendMemberMessage(trx, {
      memberId: me.upline_id,
      kind: 'agent.contract.requested',
      params: { requestId: id, contractKind: body.kind, member: me.account, note: note ?? '' },
      dedupeKey: `agent.contract.requested:${id}`,
    });
    return toDto((await requests.findRequest(trx, id))!);
  });
}

export async function listRequests(db: DbOrTrx, memberId: number): Promise<ContractRequestList> {
  await requireAgent(db, memberId);
  const [sent, received] = await Promise.all([
    requests.listOpenRequests(db, memberId, 'member'),
    requests.listOpenRequests(db, memberId, 'upline'),
  ]);
  return { sent: sent.map(toDto), received: received.map(toDto) };
}

/** The closed requests on both sides of me (docs/agents.md "Contract requests"): what became of each. */
export async function requestHistory(
  db: DbOrTrx,
  memberId: number,
  q: ContractRequestHistoryQuery,
): Promise<ContractRequestHistory> {
  await requireAgent(db, memberId);
  const { rows, total } = await requests.listClosedRequests(db, memberId, {
    kind: q.kind,
    offset: (q.page - 1) * q.pageSize,
    limit: q.pageSize,
  });
  return {
    items: rows.map((r) => ({ ...toDto(r), direction: r.member_id === memberId ? 'sent' : 'received' })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Only the direct upline a request is addressed to may dismiss it; anyone else gets "not found" (IDOR). */
export async function dismissRequest(db: DbOrTrx, memberId: number, id: number): Promise<ContractRequestDto> {
  return withTransaction(db, async (trx) => {
    await requireAgent(trx, memberId);
    if (!(await requests.closeRequest(trx, id, memberId, 'dismissed')))
      throw new AppError(404, ERROR_CODES.CONTRACT_REQUEST_NOT_FOUND, 'No open request from your downline');
    return toDto((await requests.findRequest(trx, id))!);
  });
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toDto(r: requests.ContractRequestRow): ContractRequestDto {
  return {
    id: r.id,
    kind: r.kind,
    memberAccount: r.member_account,
    uplineAccount: r.upline_account,
    note: r.note,
    state: r.state,
    contractId: r.contract_id,
    createdAt: iso(r.created_at)!,
    closedAt: iso(r.closed_at),
  };
}
