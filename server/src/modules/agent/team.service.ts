import { randomInt } from 'node:crypto';
import {
  ERROR_CODES,
  minorToDecimal,
  type AgentRegister,
  type AgentTransfer,
  type AgentTransferResult,
  type DownlinePage,
  type DownlineQuery,
  type LedgerQuery,
  type LossStatementPage,
  type LossStatementsQuery,
  type MovementPage,
  type MyDividends,
  type MyIncome,
  type TeamBetPage,
  type TeamBetsQuery,
  type TeamOverview,
  type TeamRangeQuery,
} from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { withTransaction } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { isAgentAccount } from '../member/account-type';
import { findMemberByReferralCode, insertMember } from '../member/member.repository';
import { hashPassword } from '../member/password-hash';
import { sendMemberMessage } from '../messages/messages.service';
import { checkWithdrawalPassword } from '../withdrawals/withdrawal-password.service';
import { ensureAgentAccount, ensureMemberAccount, postTransaction } from '../wallet/ledger.service';
import { billsIPay } from './bill-decisions';
import { DEFAULT_SITE_TIME_ZONE, periodContaining } from './settlement-periods';
import * as repo from './team.repository';

/** Team pages of the agent centre (docs/agents.md "Team pages"): every call is scoped to the caller's subtree. */

async function requireAgent(db: DbOrTrx, memberId: number): Promise<repo.TeamMember> {
  const me = await repo.findMember(db, memberId);
  if (!me || !isAgentAccount(me.type))
    throw new AppError(403, ERROR_CODES.NOT_AN_AGENT, 'Non-agents cannot log in to the agent centre');
  return me;
}

const notInTeam = () => new AppError(404, ERROR_CODES.NOT_IN_MY_TEAM, 'This account is not in your team');

/** Local days `from`..`to` (inclusive) of the site's zone as [start, end) instants. */
export function dayRange(
  from: string,
  to: string,
  timeZone = DEFAULT_SITE_TIME_ZONE,
): { from: Date; to: Date } {
  // Noon UTC of a date falls inside that local date for every zone within ±12 h.
  return {
    from: periodContaining('DAILY', new Date(`${from}T12:00:00Z`), timeZone).start,
    to: periodContaining('DAILY', new Date(`${to}T12:00:00Z`), timeZone).end,
  };
}

const paging = (q: { page: number; pageSize: number }) => ({
  offset: (q.page - 1) * q.pageSize,
  limit: q.pageSize,
});
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function teamOverview(db: DbOrTrx, memberId: number, q: TeamRangeQuery): Promise<TeamOverview> {
  const me = await requireAgent(db, memberId);
  const r = dayRange(q.from, q.to);
  return { from: q.from, to: q.to, ...(await repo.teamOverview(db, me.path, r.from, r.to)) };
}

const ACTIVE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export async function downlines(db: DbOrTrx, memberId: number, q: DownlineQuery): Promise<DownlinePage> {
  const me = await requireAgent(db, memberId);
  let parentId = me.id;
  if (q.parent) {
    const parent = await repo.findInSubtree(db, me.path, q.parent);
    if (!parent) throw notInTeam();
    parentId = parent.id;
  }
  const { total, rows } = await repo.listDownlines(
    db,
    { parentId, subtreePath: me.path, search: q.search },
    paging(q),
  );
  const ids = rows.map((r) => r.id);
  const contracts = await repo.contractsOfMembers(db, ids);
  const active = await repo.recentlyActive(db, ids, new Date(Date.now() - ACTIVE_WINDOW_MS));
  const myDepth = me.path.split('/').length;
  return {
    total,
    page: q.page,
    pageSize: q.pageSize,
    items: rows.map((r) => ({
      account: r.account,
      nickname: r.nickname,
      type: r.type,
      isAgent: isAgentAccount(r.type),
      uplineAccount: r.upline_account,
      depth: r.path.split('/').length - myDepth,
      directCount: Number(r.direct_count),
      status: active.has(r.id) ? 'active' : 'idle',
      balanceMinor: Number(r.balance),
      createdAt: iso(r.created_at)!,
      lastLoginAt: iso(r.last_login_at),
      contracts: contracts
        .filter((c) => c.member_id === r.id)
        .map((c) => ({ kind: c.kind, state: c.state, topRateBp: c.tiers.at(-1)?.rateBp ?? 0 })),
    })),
  };
}

export async function teamBets(db: DbOrTrx, memberId: number, q: TeamBetsQuery): Promise<TeamBetPage> {
  const me = await requireAgent(db, memberId);
  let member: number | undefined;
  if (q.member) {
    const m = await repo.findInSubtree(db, me.path, q.member);
    if (!m) throw notInTeam();
    member = m.id;
  }
  const r = dayRange(q.from, q.to);
  const res = await repo.teamBets(
    db,
    me.path,
    { ...r, memberId: member, gameType: q.gameType, vendor: q.vendor },
    paging(q),
  );
  return {
    total: res.total,
    page: q.page,
    pageSize: q.pageSize,
    totals: res.totals,
    items: res.rows.map((b) => ({
      id: b.id,
      memberAccount: b.member_account,
      vendor: b.vendor,
      vendorName: b.vendor_name ?? null,
      gameId: b.game_id,
      gameName: b.game_name ?? null,
      gameType: b.game_type,
      betMinor: Number(b.bet_minor),
      validBetMinor: Number(b.valid_bet_minor),
      winMinor: Number(b.win_minor),
      status: b.status,
      createdAt: iso(b.created_at)!,
    })),
  };
}

export async function accountDetails(db: DbOrTrx, memberId: number, q: LedgerQuery): Promise<MovementPage> {
  await requireAgent(db, memberId);
  const res = await repo.myMovements(db, memberId, dayRange(q.from, q.to), paging(q));
  const metaOf = (e: (typeof res.rows)[number]) => (e.metadata ?? {}) as Record<string, unknown>;
  // A salary or dividend movement names its contract by id: the page shows the other party's account instead.
  const contractIds = [
    ...new Set(res.rows.map((e) => Number(metaOf(e).contractId)).filter(Number.isInteger)),
  ];
  const parties = new Map((await repo.contractParties(db, contractIds)).map((c) => [c.id, c]));
  return {
    total: res.total,
    totalMinor: res.totalMinor,
    page: q.page,
    pageSize: q.pageSize,
    items: res.rows.map((e) => {
      const meta = metaOf(e);
      const contract = parties.get(Number(meta.contractId));
      const other =
        contract && (contract.member_id === memberId ? contract.upline_account : contract.member_account);
      const note = meta.counterparty ?? other ?? null;
      return {
        id: e.id,
        kind: e.kind,
        amountMinor: Number(e.amount_minor),
        balanceAfterMinor: Number(e.balance_after_minor),
        createdAt: iso(e.created_at)!,
        note: note === null ? null : String(note),
        period: typeof meta.period === 'string' ? meta.period : null,
      };
    }),
  };
}

/** My salary bills (as the paid member), and the salary and dividend bills I pay (as the upline). */
export async function myIncome(db: DbOrTrx, memberId: number): Promise<MyIncome> {
  await requireAgent(db, memberId);
  const rows = await repo.billsOf(db, memberId);
  const items = rows.map((b) => ({
    id: b.id,
    kind: b.kind,
    periodKey: b.period_key,
    payerAccount: b.payer_account,
    validBetMinor: Number(b.valid_bet_minor),
    rateBp: b.rate_bp,
    amountMinor: Number(b.amount_minor),
    state: b.state,
    rejectReason: b.reject_reason,
    createdAt: iso(b.created_at)!,
  }));
  return {
    items,
    totalPaidMinor: items.filter((b) => b.state === 'paid').reduce((s, b) => s + b.amountMinor, 0),
    ...(await billsIPay(db, memberId)),
  };
}

/** My dividend bills, newest period first, with what each carried in and out (docs/agents.md "Dividends"). */
export async function myDividends(db: DbOrTrx, memberId: number): Promise<MyDividends> {
  await requireAgent(db, memberId);
  const rows = await repo.dividendBillsOf(db, memberId);
  const items = rows.map((b) => ({
    id: b.id,
    periodKey: b.period_key,
    periodStart: iso(b.period_start)!,
    periodEnd: iso(b.period_end)!,
    payerAccount: b.payer_account,
    validBetMinor: Number(b.valid_bet_minor),
    activeMembers: b.active_members,
    netLossMinor: Number(b.net_loss_minor),
    carriedInMinor: Number(b.carried_in_minor),
    carriedOutMinor: Number(b.carried_out_minor),
    rateBp: b.rate_bp,
    amountMinor: Number(b.amount_minor),
    state: b.state,
    rejectReason: b.reject_reason,
    createdAt: iso(b.created_at)!,
  }));
  return {
    items,
    totalPaidMinor: items.filter((b) => b.state === 'paid').reduce((s, b) => s + b.amountMinor, 0),
  };
}

/** Loss statements of my subtree per member; `member` outside it is NOT_IN_MY_TEAM, like an unknown account. */
export async function lossStatements(
  db: DbOrTrx,
  memberId: number,
  q: LossStatementsQuery,
): Promise<LossStatementPage> {
  const me = await requireAgent(db, memberId);
  let member: number | undefined;
  if (q.member) {
    const m = await repo.findInSubtree(db, me.path, q.member);
    if (!m) throw notInTeam();
    member = m.id;
  }
  const res = await repo.lossStatements(
    db,
    me.path,
    { ...dayRange(q.from, q.to), memberId: member },
    paging(q),
  );
  const myDepth = me.path.split('/').length;
  return {
    total: res.total,
    page: q.page,
    pageSize: q.pageSize,
    totals: { ...res.totals, netLossMinor: res.totals.lossMinor - res.totals.winMinor },
    items: res.rows.map((r) => ({
      account: r.account,
      depth: r.path.split('/').length - myDepth,
      betCount: r.betCount,
      validBetMinor: r.validBetMinor,
      winMinor: r.winMinor,
      lossMinor: r.lossMinor,
      netLossMinor: r.lossMinor - r.winMinor,
    })),
  };
}

/**
 * Transfer from my wallet to a member of my subtree. Money leaves the agent's control as with a withdrawal, so it
 * asks for the same withdrawal password through the same check (not set → WITHDRAWAL_PASSWORD_NOT_SET, wrong →
 * WITHDRAWAL_PASSWORD_WRONG, counted toward the same lockout). The ledger key `agent-transfer:<me>:<clientKey>`
 * makes a retry a replay (nothing moves twice); the ledger's own balance check refuses an overdraft even under
 * parallel calls.
 */
export async function transfer(
  db: DbOrTrx,
  memberId: number,
  t: AgentTransfer,
): Promise<AgentTransferResult> {
  await requireAgent(db, memberId);
  // Outside the transaction: the hash check is slow, and a wrong password must not hold the wallet lock.
  await checkWithdrawalPassword(db, memberId, t.withdrawalPassword);
  return withTransaction(db, async (trx) => {
    const me = await requireAgent(trx, memberId);
    const to = await repo.findInSubtree(trx, me.path, t.toAccount);
    if (!to) throw notInTeam();
    const from = await ensureMemberAccount(trx, me.id, me.currency);
    const dest = await ensureMemberAccount(trx, to.id, to.currency);
    let posted;
    try {
      posted = await postTransaction(trx, {
        idempotencyKey: `agent-transfer:${me.id}:${t.clientKey}`,
        kind: 'agent-transfer',
        legs: [
          { accountId: from.id, amountMinor: -t.amountMinor },
          { accountId: dest.id, amountMinor: t.amountMinor },
        ],
        metadata: { from: me.account, to: to.account, counterparty: to.account },
      });
    } catch (err) {
      if (err instanceof AppError && err.code === ERROR_CODES.DUPLICATE_TRANSACTION)
        throw new AppError(
          409,
          ERROR_CODES.TRANSFER_KEY_REUSED,
          'This transfer key was used for another transfer',
        );
      throw err;
    }
    if (!posted.replayed) {
      // What the member centre's message templates show (messages.kinds.agent.transfer.*).
      const params = {
        from: me.account,
        to: to.account,
        amount: minorToDecimal(t.amountMinor),
        currency: me.currency,
      };
      const dedupe = `agent.transfer:${posted.transactionId}`;
      await sendMemberMessage(trx, {
        memberId: me.id,
        kind: 'agent.transfer.sent',
        params,
        dedupeKey: `${dedupe}:out`,
      });
      await sendMemberMessage(trx, {
        memberId: to.id,
        kind: 'agent.transfer.received',
        params,
        dedupeKey: `${dedupe}:in`,
      });
    }
    return {
      transactionId: posted.transactionId,
      toAccount: to.account,
      amountMinor: t.amountMinor,
      balanceAfterMinor: posted.legs.find((l) => l.accountId === from.id)!.balanceAfterMinor,
      replayed: posted.replayed,
    };
  });
}

async function newReferralCode(db: DbOrTrx): Promise<string> {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (;;) {
    const code = Array.from({ length: 8 }, () => alphabet[randomInt(0, alphabet.length)]).join('');
    if (!(await findMemberByReferralCode(db, code))) return code;
  }
}

/** An agent below a type-1 top agent is type 2; members are type 0 (docs/agents.md "Register centre"). */
export const DOWNLINE_AGENT_TYPE = 2;

export async function registerDownline(
  db: DbOrTrx,
  memberId: number,
  input: AgentRegister,
): Promise<{ account: string; type: number }> {
  const me = await requireAgent(db, memberId);
  const account = input.account.toLowerCase();
  if (await repo.accountExists(db, account))
    throw new AppError(409, ERROR_CODES.USERNAME_TAKEN, 'This username is already taken');
  const type = input.asAgent ? DOWNLINE_AGENT_TYPE : 0;
  const passwordHash = await hashPassword(input.password);
  const referralCode = await newReferralCode(db);
  try {
    await withTransaction(db, async (trx) => {
      const id = await insertMember(
        trx,
        {
          account,
          password_hash: passwordHash,
          nickname: input.nickname ?? account,
          type,
          upline_id: me.id,
          currency: me.currency,
          referral_code: referralCode,
          password_changed_at: new Date(),
        },
        me.path,
      );
      await ensureMemberAccount(trx, id, me.currency);
      if (type !== 0) await ensureAgentAccount(trx, id, me.currency);
    });
  } catch (err) {
    if ((err as { code?: string }).code === '23505')
      throw new AppError(409, ERROR_CODES.USERNAME_TAKEN, 'This username is already taken');
    throw err;
  }
  return { account, type };
}
