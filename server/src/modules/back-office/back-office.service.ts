import { minorToDecimal, ERROR_CODES } from '@site/shared/schemas';
import {
  type Dashboard,
  type DashboardPeriod,
  type DepositDeskPage,
  type DepositDeskQuery,
  type MemberLedgerPage,
  type MemberProfile,
  type MemberSearchPage,
  type MemberSearchQuery,
  type RiskHint,
  type WithdrawalQueuePage,
  type WithdrawalQueueQuery,
} from '@site/shared/schemas/operator';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import * as repo from './back-office.repository';

const DAY_MS = 86_400_000;
/** A payout account younger than this at the time of the request is a hint (docs/back-office.md "Risk hints"). */
export const RECENT_PAYOUT_ACCOUNT_MS = 7 * DAY_MS;
const SITE_CURRENCY = 'PHP';

const money = (minor: number) => minorToDecimal(minor);

function toPeriod(figures: repo.PeriodFigures): DashboardPeriod {
  return {
    deposits: money(figures.depositsMinor),
    depositCount: figures.depositCount,
    withdrawals: money(figures.withdrawalsMinor),
    withdrawalCount: figures.withdrawalCount,
    netCash: money(figures.depositsMinor - figures.withdrawalsMinor),
    bets: money(figures.betsMinor),
    ggr: money(figures.ggrMinor),
    newMembers: figures.newMembers,
    activeMembers: figures.activeMembers,
  };
}

/** Today (since UTC midnight) and the last 7 days (today and the 6 before), from the ledger-backed tables. */
export async function dashboard(db: DbOrTrx, now = new Date()): Promise<Dashboard> {
  const todayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekStart = new Date(todayStart.getTime() - 6 * DAY_MS);
  const end = new Date(now.getTime() + 1);
  const [today, week, pending] = await Promise.all([
    repo.periodFigures(db, todayStart, end),
    repo.periodFigures(db, weekStart, end),
    repo.pendingQueueSizes(db),
  ]);
  return {
    currency: SITE_CURRENCY,
    generatedAt: now.toISOString(),
    today: toPeriod(today),
    last7Days: toPeriod(week),
    pending,
  };
}

/** Shows the last four characters only: the clerk recognises the account without the list exposing it. */
export function maskAccountNumber(number: string): string {
  return number.length <= 4 ? number : `•••• ${number.slice(-4)}`;
}

const paging = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/** The withdrawal queue with each order's risk hints, computed for the page shown only. */
export async function withdrawalQueue(
  db: DbOrTrx,
  query: WithdrawalQueueQuery,
  now = new Date(),
): Promise<WithdrawalQueuePage> {
  const { total, rows } = await repo.withdrawalQueuePage(db, { ...query, ...paging(query) });
  const memberIds = [...new Set(rows.map((row) => row.member_id))];
  const [totals, bonus, shared] = await Promise.all([
    repo.memberMoneyTotals(db, memberIds),
    repo.membersWithActiveBonus(db, memberIds),
    repo.sharedPayoutNumbers(db, [...new Set(rows.map((row) => row.account_number))]),
  ]);
  const items = rows.map((row) => {
    const sums = totals.get(row.member_id) ?? { depositsMinor: 0, withdrawalsMinor: 0, paidWithdrawals: 0 };
    const created = new Date(row.created_at);
    const risks: RiskHint[] = [];
    if (sums.paidWithdrawals === 0) risks.push('first-withdrawal');
    if (bonus.has(row.member_id)) risks.push('wagering-unmet');
    if (created.getTime() - new Date(row.payout_created_at).getTime() < RECENT_PAYOUT_ACCOUNT_MS)
      risks.push('payout-account-recent');
    if (sums.withdrawalsMinor > sums.depositsMinor) risks.push('withdrawals-exceed-deposits');
    if (shared.has(row.account_number)) risks.push('shared-payout-account');
    return {
      orderId: Number(row.id),
      memberId: row.member_id,
      memberAccount: row.member_account,
      amount: minorToDecimal(Number(row.amount_minor)),
      currency: row.currency,
      status: row.status,
      createdAt: created.toISOString(),
      ageMinutes: Math.max(0, Math.floor((now.getTime() - created.getTime()) / 60_000)),
      reviewedBy: row.reviewed_by,
      reason: row.reason,
      payoutProvider: row.provider,
      payoutAccountMasked: maskAccountNumber(row.account_number),
      depositsTotal: minorToDecimal(sums.depositsMinor),
      withdrawalsTotal: minorToDecimal(sums.withdrawalsMinor),
      risks,
    };
  });
  return { page: query.page, pageSize: query.pageSize, total, items };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function searchMembers(db: DbOrTrx, query: MemberSearchQuery): Promise<MemberSearchPage> {
  const { total, rows } = await repo.searchMembers(db, { ...query, ...paging(query) });
  return {
    page: query.page,
    pageSize: query.pageSize,
    total,
    items: rows.map((row) => ({
      id: row.id,
      account: row.account,
      nickname: row.nickname,
      mobile: row.mobile,
      email: row.email,
      type: row.type,
      currency: row.currency,
      createdAt: new Date(row.created_at).toISOString(),
      lastLoginAt: iso(row.last_login_at),
    })),
  };
}

async function requireMember(db: DbOrTrx, id: number) {
  const member = await repo.findMemberRow(db, id);
  if (!member) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'Member not found');
  return member;
}

export async function memberProfile(db: DbOrTrx, id: number, now = new Date()): Promise<MemberProfile> {
  const member = await requireMember(db, id);
  const [accounts, totals, sessions, logins] = await Promise.all([
    repo.memberAccounts(db, id),
    repo.memberMoneyTotals(db, [id]),
    repo.memberSessions(db, id, 20),
    repo.memberLogins(db, member.account, 20),
  ]);
  const held = await repo.memberHeldMinor(
    db,
    accounts.map((account) => account.id),
  );
  const sums = totals.get(id)!;
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    mobile: member.mobile,
    email: member.email,
    type: member.type,
    currency: member.currency,
    createdAt: new Date(member.created_at).toISOString(),
    lastLoginAt: iso(member.last_login_at),
    payeeName: member.payee_name,
    registerIp: member.register_ip,
    mustChangePassword: member.must_change_password,
    locked: member.locked_at !== null,
    lockedAt: iso(member.locked_at),
    lockReason: member.lock_reason,
    balances: accounts.map((account) => ({
      code: account.code,
      currency: account.currency,
      balance: money(Number(account.balance_minor)),
    })),
    held: money(held),
    depositsTotal: money(sums.depositsMinor),
    withdrawalsTotal: money(sums.withdrawalsMinor),
    sessions: sessions.map((session) => ({
      id: session.id.slice(0, 8),
      kind: session.kind,
      ip: session.ip,
      createdAt: new Date(session.created_at).toISOString(),
      expiresAt: new Date(session.expires_at).toISOString(),
      active: session.revoked_at === null && new Date(session.expires_at) > now,
    })),
    logins: logins.map((login) => ({
      ip: login.ip,
      success: login.success,
      createdAt: new Date(login.created_at).toISOString(),
    })),
  };
}

/** The member's main wallet ledger, newest first; `balanceAfter` is the running balance after each entry. */
export async function memberLedger(
  db: DbOrTrx,
  id: number,
  query: { page: number; pageSize: number },
): Promise<MemberLedgerPage> {
  const member = await requireMember(db, id);
  const accounts = await repo.memberAccounts(db, id);
  const main = accounts.find((account) => account.currency === member.currency) ?? accounts[0];
  if (!main)
    return { page: query.page, pageSize: query.pageSize, total: 0, currency: member.currency, items: [] };
  const { total, rows } = await repo.accountLedgerPage(db, main.id, paging(query));
  return {
    page: query.page,
    pageSize: query.pageSize,
    total,
    currency: main.currency,
    items: rows.map((row) => ({
      entryId: Number(row.id),
      transactionId: Number(row.transaction_id),
      kind: row.kind,
      amount: money(Number(row.amount_minor)),
      balanceAfter: money(Number(row.balance_after_minor)),
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}

export async function depositOrders(db: DbOrTrx, query: DepositDeskQuery): Promise<DepositDeskPage> {
  const { total, rows } = await repo.depositOrdersPage(db, { ...query, ...paging(query) });
  return {
    page: query.page,
    pageSize: query.pageSize,
    total,
    items: rows.map((row) => ({
      orderId: Number(row.id),
      memberId: row.member_id,
      memberAccount: row.member_account,
      channel: row.channel,
      amount: money(Number(row.amount_minor)),
      paidAmount: row.paid_amount_minor === null ? null : money(Number(row.paid_amount_minor)),
      currency: row.currency,
      status: row.status,
      late: row.late,
      gatewayTxId: row.gateway_tx_id,
      createdAt: new Date(row.created_at).toISOString(),
      expiresAt: new Date(row.expires_at).toISOString(),
      paidAt: iso(row.paid_at),
    })),
  };
}
