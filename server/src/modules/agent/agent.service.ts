import {
  ERROR_CODES,
  firstTierAboveParent,
  type ConsolidatedFunds,
  type ContractDto,
  type ContractKind,
  type ContractOffer,
  type ContractTier,
} from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { withTransaction } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { isAgentAccount, isTrialAccount } from '../member/account-type';
import { sendMemberMessage } from '../messages/messages.service';
import * as repo from './agent.repository';
import { answerOpenRequest } from './contract-request.repository';

/** Contract rules are in docs/agents.md; the decisions behind them in docs/decisions.md ("Agent centre"). */

/** An agent's own action, as the contract history names it. */
const agentActor = (account: string): repo.ContractActor => ({ actor: `agent:${account}` });

async function requireAgent(db: DbOrTrx, memberId: number): Promise<repo.MemberRef> {
  const me = await repo.findMemberById(db, memberId);
  if (!me || !isAgentAccount(me.type))
    throw new AppError(403, ERROR_CODES.NOT_AN_AGENT, 'Non-agents cannot log in to the agent centre');
  return me;
}

/** The ceiling an offer from `offerer` must fit under: its own accepted contract, unless it is a top agent. */
async function assertFitsUnderUpline(
  db: DbOrTrx,
  offerer: repo.MemberRef,
  kind: ContractKind,
  tiers: ContractTier[],
): Promise<void> {
  if (offerer.upline_id === null) return; // a top agent answers to the platform only
  const own = await repo.findAcceptedContract(db, offerer.id, kind);
  if (!own)
    throw new AppError(
      409,
      ERROR_CODES.UPLINE_CONTRACT_REQUIRED,
      'You need an accepted contract of this kind before offering one',
    );
  const bad = firstTierAboveParent(tiers, own.tiers);
  if (bad >= 0) {
    throw new AppError(
      400,
      ERROR_CODES.CONTRACT_RATE_ABOVE_UPLINE,
      `Tier ${bad + 1} is above your own contract`,
      { tier: bad + 1 },
    );
  }
}

export async function offerContract(
  db: DbOrTrx,
  uplineId: number,
  offer: ContractOffer,
): Promise<ContractDto> {
  return withTransaction(db, async (trx) => {
    const upline = await requireAgent(trx, uplineId);
    const member = await repo.findMemberByAccount(trx, offer.memberAccount);
    // Same answer for "no such account" and "not mine": an agent cannot probe other teams.
    if (!member || member.upline_id !== upline.id || isTrialAccount(member.type)) {
      throw new AppError(
        404,
        ERROR_CODES.NOT_DIRECT_DOWNLINE,
        'Contracts are offered to your direct downlines only',
      );
    }
    await assertFitsUnderUpline(trx, upline, offer.kind, offer.tiers);
    const id = await repo.insertContract(trx, agentActor(upline.account), {
      kind: offer.kind,
      period: offer.period ?? null,
      uplineId: upline.id,
      memberId: member.id,
      tiers: offer.tiers,
    });
    if (id === null)
      throw new AppError(
        409,
        ERROR_CODES.CONTRACT_ALREADY_OFFERED,
        'An offer of this kind is already waiting for an answer',
      );
    // An offer answers the downline's open request of this kind (docs/agents.md "Contract requests").
    await answerOpenRequest(trx, member.id, upline.id, offer.kind, id);
    await sendMemberMessage(trx, {
      memberId: member.id,
      kind: 'agent.contract.offered',
      params: { contractId: id, contractKind: offer.kind, upline: upline.account },
      dedupeKey: `agent.contract.offered:${id}`,
    });
    return toDto((await repo.findContract(trx, id))!);
  });
}

/** Locks and loads a contract the caller is party to; anyone else's contract is "not found" (IDOR). */
async function lockOwnContract(db: DbOrTrx, memberId: number, id: number, as: 'member' | 'either') {
  await repo.lockContract(db, id);
  const c = await repo.findContract(db, id);
  const party = c && (c.member_id === memberId || (as === 'either' && c.upline_id === memberId));
  if (!c || !party) throw new AppError(404, ERROR_CODES.CONTRACT_NOT_FOUND, 'Contract not found');
  return c;
}

function stateError(): AppError {
  return new AppError(
    409,
    ERROR_CODES.CONTRACT_STATE_INVALID,
    'The contract is no longer in a state that allows this',
  );
}

/**
 * Accepting replaces my previous contract of this kind and, when the new rates are lower than what I gave a
 * downline for the matching tier, ends that downline's contract and tells it (docs/agents.md "Rate rule").
 */
export async function acceptContract(db: DbOrTrx, memberId: number, id: number): Promise<ContractDto> {
  return withTransaction(db, async (trx) => {
    const c = await lockOwnContract(trx, memberId, id, 'member');
    if (c.state !== 'offered') throw stateError();
    const upline = (await repo.findMemberById(trx, c.upline_id))!;
    await assertFitsUnderUpline(trx, upline, c.kind, c.tiers);
    const previous = await repo.findAcceptedContract(trx, memberId, c.kind);
    const by = agentActor(c.member_account);
    if (previous) await repo.transitionContract(trx, previous.id, 'accepted', 'terminated', by, 'REPLACED');
    if (!(await repo.transitionContract(trx, id, 'offered', 'accepted', by))) throw stateError();

    for (const child of await repo.lockAcceptedDownlineContracts(trx, memberId, c.kind)) {
      if (firstTierAboveParent(child.tiers, c.tiers) < 0) continue;
      await repo.transitionContract(trx, child.id, 'accepted', 'terminated', by, 'UPLINE_RATE_LOWERED');
      await sendMemberMessage(trx, {
        memberId: child.member_id,
        kind: 'agent.contract.terminated',
        params: { contractId: child.id, contractKind: c.kind, reason: 'UPLINE_RATE_LOWERED' },
        dedupeKey: `agent.contract.terminated:${child.id}`,
      });
    }
    await sendMemberMessage(trx, {
      memberId: c.upline_id,
      kind: 'agent.contract.accepted',
      params: { contractId: id, contractKind: c.kind, member: c.member_account },
      dedupeKey: `agent.contract.accepted:${id}`,
    });
    return toDto((await repo.findContract(trx, id))!);
  });
}

export async function rejectContract(db: DbOrTrx, memberId: number, id: number): Promise<ContractDto> {
  return withTransaction(db, async (trx) => {
    const c = await lockOwnContract(trx, memberId, id, 'member');
    const by = agentActor(c.member_account);
    if (c.state !== 'offered' || !(await repo.transitionContract(trx, id, 'offered', 'rejected', by)))
      throw stateError();
    await sendMemberMessage(trx, {
      memberId: c.upline_id,
      kind: 'agent.contract.rejected',
      params: { contractId: id, contractKind: c.kind, member: c.member_account },
      dedupeKey: `agent.contract.rejected:${id}`,
    });
    return toDto((await repo.findContract(trx, id))!);
  });
}

/** Either party may end an accepted contract; the other party is told. */
export async function terminateContract(db: DbOrTrx, memberId: number, id: number): Promise<ContractDto> {
  return withTransaction(db, async (trx) => {
    const c = await lockOwnContract(trx, memberId, id, 'either');
    const byUpline = c.upline_id === memberId;
    const reason = byUpline ? 'BY_UPLINE' : 'BY_MEMBER';
    const by = agentActor(byUpline ? c.upline_account : c.member_account);
    if (
      c.state !== 'accepted' ||
      !(await repo.transitionContract(trx, id, 'accepted', 'terminated', by, reason))
    )
      throw stateError();
    await sendMemberMessage(trx, {
      memberId: byUpline ? c.member_id : c.upline_id,
      kind: 'agent.contract.terminated',
      params: { contractId: id, contractKind: c.kind, reason },
      dedupeKey: `agent.contract.terminated:${id}`,
    });
    return toDto((await repo.findContract(trx, id))!);
  });
}

export async function listContracts(
  db: DbOrTrx,
  memberId: number,
  kind?: ContractKind,
): Promise<ContractDto[]> {
  await requireAgent(db, memberId);
  return (await repo.listContractsOf(db, memberId, kind)).map(toDto);
}

/** Which contract pages the agent centre shows: kinds I hold or give under an accepted contract. */
export async function consolidatedFunds(db: DbOrTrx, memberId: number): Promise<ConsolidatedFunds> {
  const kinds = await repo.activeKindsOf(db, memberId);
  return {
    dividend: kinds.has('DIVIDEND'),
    dailySalary: kinds.has('DAILY_SALARY'),
    hourlySalary: kinds.has('HOURLY_SALARY'),
    realTimeSalary: kinds.has('REALTIME_SALARY'),
  };
}

function iso(d: Date | string | null): string | null {
  return d === null ? null : new Date(d).toISOString();
}

function toDto(c: NonNullable<repo.ContractRow>): ContractDto {
  return {
    id: c.id,
    kind: c.kind,
    period: c.period,
    uplineAccount: c.upline_account,
    memberAccount: c.member_account,
    tiers: c.tiers,
    state: c.state,
    endReason: c.end_reason,
    endNote: c.end_note ?? null,
    offeredAt: iso(c.offered_at)!,
    decidedAt: iso(c.decided_at),
    endedAt: iso(c.ended_at),
  };
}
