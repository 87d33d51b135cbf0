import { ERROR_CODES } from '@site/shared/schemas';
import type {
  AdminContract,
  AdminContractPage,
  AdminContractQuery,
  ContractHistory,
} from '@site/shared/schemas/operator';
import type { FastifyRequest } from 'fastify';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { staffActor, type StaffActor } from '../../plugins/staff-auth';
import { withAudit } from '../audit/audit.service';
import { sendMemberMessage } from '../messages/messages.service';
import { transitionContract } from './agent.repository';
import {
  findContractForAdmin,
  listContractEvents,
  lockContractForAdmin,
  searchContracts,
  type AdminContractRow,
} from './contract-admin.repository';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toAdminContract(c: AdminContractRow): AdminContract {
  return {
    id: c.id,
    kind: c.kind,
    period: c.period,
    uplineAccount: c.upline_account,
    memberAccount: c.member_account,
    tiers: c.tiers,
    state: c.state,
    endReason: c.end_reason,
    offeredAt: iso(c.offered_at)!,
    decidedAt: iso(c.decided_at),
    endedAt: iso(c.ended_at),
  };
}

/** The contracts desk: every agent's contracts, filtered by account, kind and state. */
export async function listAdminContracts(db: DbOrTrx, query: AdminContractQuery): Promise<AdminContractPage> {
  const { rows, total } = await searchContracts(db, query);
  return { items: rows.map(toAdminContract), page: query.page, pageSize: query.pageSize, total };
}

const notFound = (id: number) => new AppError(404, ERROR_CODES.CONTRACT_NOT_FOUND, `No contract ${id}`);

/** A contract with every change of its state, oldest first, with who made it. */
export async function contractHistory(db: DbOrTrx, id: number): Promise<ContractHistory> {
  const contract = await findContractForAdmin(db, id);
  if (!contract) throw notFound(id);
  const events = await listContractEvents(db, id);
  return {
    contract: toAdminContract(contract),
    events: events.map((e) => ({
      id: e.id,
      fromState: e.from_state,
      toState: e.to_state,
      reasonCode: e.reason_code,
      note: e.note,
      actor: e.actor,
      at: new Date(e.created_at).toISOString(),
    })),
  };
}

/**
 * An operator ends a contract (docs/back-office.md "Agents: contracts and announcements"): an accepted one is
 * terminated (no bill after this, as when a party ends it), an open offer is withdrawn (terminated before it was
 * accepted). Reason code `BY_OPERATOR`, the operator's words kept in the history and sent to both agents in the
 * `agent.contract.terminated` message, in the same transaction. Anything else is 409 `CONTRACT_STATE_INVALID`.
 */
export function endContractByOperator(db: DbOrTrx, request: FastifyRequest, id: number, reason: string) {
  return withAudit(db, request, async (trx) => {
    const ended = await endContract(trx, staffActor(request), id, reason);
    return {
      result: ended.contract,
      audit: {
        action: 'agent-contract.end',
        entity: 'agent-contract',
        entityId: id,
        before: ended.before,
        after: { ...ended.after, endReason: 'BY_OPERATOR' },
        reason,
      },
    };
  });
}

async function endContract(db: DbOrTrx, who: StaffActor, id: number, reason: string) {
  const c = await lockContractForAdmin(db, id);
  if (!c) throw notFound(id);
  const from = c.state;
  const by = { actor: who.actor, staffId: who.staffId, note: reason };
  const ended =
    (from === 'accepted' || from === 'offered') &&
    (await transitionContract(db, id, from, 'terminated', by, 'BY_OPERATOR'));
  if (!ended)
    throw new AppError(
      409,
      ERROR_CODES.CONTRACT_STATE_INVALID,
      'Only an offered or accepted contract can end',
      {
        state: from,
      },
    );
  for (const memberId of [c.member_id, c.upline_id]) {
    await sendMemberMessage(db, {
      memberId,
      kind: 'agent.contract.terminated',
      params: { contractId: id, contractKind: c.kind, reason: 'BY_OPERATOR', note: reason },
      // The operator's words are the message's body: the agent reads why, in the words the operator chose.
      body: reason,
      dedupeKey: `agent.contract.terminated:${id}:${memberId}`,
    });
  }
  const after = (await findContractForAdmin(db, id))!;
  return { contract: toAdminContract(after), before: { state: from }, after: { state: 'terminated' } };
}
