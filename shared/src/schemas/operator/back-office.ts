import { z } from 'zod';
import { queryInt, rowIdParam, text } from '../common-fields';
import { pageOf } from '../page';
import { lazySchema } from '../lazy-schema';

/**
 * The back office's read-only desk calls (docs/back-office.md): dashboard figures, the withdrawal queue with its risk
 * hints, member search and profile, a member's ledger with its running balance, and the deposit orders list.
 * Amounts are decimals with 2 places, as everywhere in the API (docs/architecture.md "HTTP API").
 */

const isoDate = lazySchema(() => z.string());
const sortDirection = lazySchema(() => z.enum(['asc', 'desc']).default('desc'));

/** Pagination for desk lists: staff read more per page than players. */
export const deskPageQuery = {
  page: queryInt(1, 100000).default(1),
  pageSize: queryInt(1, 200).default(25),
};

// ---------------------------------------------------------------------------------------------------- dashboard
export const dashboardPeriodSchema = lazySchema(() =>
  z.object({
    deposits: z.number(),
    depositCount: z.number().int(),
    withdrawals: z.number(),
    withdrawalCount: z.number().int(),
    netCash: z.number(),
    bets: z.number(),
    ggr: z.number(),
    newMembers: z.number().int(),
    activeMembers: z.number().int(),
  }),
);
export type DashboardPeriod = z.infer<typeof dashboardPeriodSchema>;

export const dashboardSchema = lazySchema(() =>
  z.object({
    currency: z.string(),
    generatedAt: isoDate,
    today: dashboardPeriodSchema,
    last7Days: dashboardPeriodSchema,
    pending: z.object({
      withdrawals: z.number().int(),
      deposits: z.number().int(),
      promotionApplications: z.number().int(),
      pointRedemptions: z.number().int(),
    }),
  }),
);
export type Dashboard = z.infer<typeof dashboardSchema>;

// ------------------------------------------------------------------------------------------- withdrawal queue
export const WITHDRAWAL_QUEUE_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'failed'] as const;
export const RISK_HINTS = [
  'first-withdrawal',
  'wagering-unmet',
  'payout-account-recent',
  'withdrawals-exceed-deposits',
  'shared-payout-account',
] as const;
export type RiskHint = (typeof RISK_HINTS)[number];

export const withdrawalQueueQuerySchema = lazySchema(() =>
  z
    .object({
      status: z.enum(WITHDRAWAL_QUEUE_STATUSES).default('pending'),
      q: text().trim().max(64).optional(),
      sort: z.enum(['createdAt', 'amount']).default('createdAt'),
      dir: z.enum(['asc', 'desc']).default('asc'),
      ...deskPageQuery,
    })
    .strict(),
);
export type WithdrawalQueueQuery = z.infer<typeof withdrawalQueueQuerySchema>;

export const withdrawalQueueItemSchema = lazySchema(() =>
  z.object({
    orderId: z.number().int(),
    memberId: z.number().int(),
    memberAccount: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: z.string(),
    createdAt: isoDate,
    ageMinutes: z.number().int(),
    reviewedBy: z.string().nullable(),
    reason: z.string().nullable(),
    payoutProvider: z.string(),
    payoutAccountMasked: z.string(),
    depositsTotal: z.number(),
    withdrawalsTotal: z.number(),
    risks: z.array(z.enum(RISK_HINTS)),
  }),
);
export type WithdrawalQueueItem = z.infer<typeof withdrawalQueueItemSchema>;

export const withdrawalQueuePageSchema = lazySchema(() => pageOf(withdrawalQueueItemSchema));
export type WithdrawalQueuePage = z.infer<typeof withdrawalQueuePageSchema>;

// ------------------------------------------------------------------------------------------------------ members
export const memberSearchQuerySchema = lazySchema(() =>
  z
    .object({
      q: text().trim().max(64).optional(),
      sort: z.enum(['createdAt', 'account', 'lastLoginAt']).default('createdAt'),
      dir: sortDirection,
      ...deskPageQuery,
    })
    .strict(),
);
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

export const memberSummarySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    account: z.string(),
    nickname: z.string(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    type: z.number().int(),
    currency: z.string(),
    createdAt: isoDate,
    lastLoginAt: isoDate.nullable(),
  }),
);
export type MemberSummary = z.infer<typeof memberSummarySchema>;
export const memberSearchPageSchema = lazySchema(() => pageOf(memberSummarySchema));
export type MemberSearchPage = z.infer<typeof memberSearchPageSchema>;

export const memberIdParamsSchema = lazySchema(() => z.object({ id: rowIdParam() }).strict());

export const memberProfileSchema = lazySchema(() =>
  memberSummarySchema.extend({
    payeeName: z.string().nullable(),
    registerIp: z.string().nullable(),
    mustChangePassword: z.boolean(),
    /** Locked by staff: no sign-in until unlocked (docs/back-office.md "Member status"). */
    locked: z.boolean(),
    lockedAt: isoDate.nullable(),
    lockReason: z.string().nullable(),
    balances: z.array(z.object({ code: z.string(), currency: z.string(), balance: z.number() })),
    held: z.number(),
    depositsTotal: z.number(),
    withdrawalsTotal: z.number(),
    sessions: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        ip: z.string(),
        createdAt: isoDate,
        expiresAt: isoDate,
        active: z.boolean(),
      }),
    ),
    logins: z.array(z.object({ ip: z.string(), success: z.boolean(), createdAt: isoDate })),
  }),
);
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const memberLedgerQuerySchema = lazySchema(() => z.object({ ...deskPageQuery }).strict());
export const memberLedgerEntrySchema = lazySchema(() =>
  z.object({
    entryId: z.number().int(),
    transactionId: z.number().int(),
    kind: z.string(),
    amount: z.number(),
    balanceAfter: z.number(),
    createdAt: isoDate,
  }),
);
export type MemberLedgerEntry = z.infer<typeof memberLedgerEntrySchema>;
export const memberLedgerPageSchema = lazySchema(() =>
  pageOf(memberLedgerEntrySchema, { currency: z.string() }),
);
export type MemberLedgerPage = z.infer<typeof memberLedgerPageSchema>;

// ----------------------------------------------------------------------------------------------------- deposits
export const DEPOSIT_DESK_STATUSES = ['pending', 'paid', 'failed', 'expired', 'amount_mismatch'] as const;
export const depositDeskQuerySchema = lazySchema(() =>
  z
    .object({
      status: z.enum(DEPOSIT_DESK_STATUSES).optional(),
      q: text().trim().max(64).optional(),
      sort: z.enum(['createdAt', 'amount']).default('createdAt'),
      dir: sortDirection,
      ...deskPageQuery,
    })
    .strict(),
);
export type DepositDeskQuery = z.infer<typeof depositDeskQuerySchema>;
export const depositDeskItemSchema = lazySchema(() =>
  z.object({
    orderId: z.number().int(),
    memberId: z.number().int(),
    memberAccount: z.string(),
    channel: z.string(),
    amount: z.number(),
    paidAmount: z.number().nullable(),
    currency: z.string(),
    status: z.string(),
    late: z.boolean(),
    gatewayTxId: z.string().nullable(),
    createdAt: isoDate,
    expiresAt: isoDate,
    paidAt: isoDate.nullable(),
  }),
);
export type DepositDeskItem = z.infer<typeof depositDeskItemSchema>;
export const depositDeskPageSchema = lazySchema(() => pageOf(depositDeskItemSchema));
export type DepositDeskPage = z.infer<typeof depositDeskPageSchema>;

/** "Mark paid after investigation": the gateway's reference of the payment found, and why (docs/back-office.md). */
export const depositMarkPaidRequestSchema = lazySchema(() =>
  z
    .object({
      gatewayReference: text().trim().min(3).max(64),
      reason: text().trim().min(3).max(200),
    })
    .strict(),
);
export type DepositMarkPaidRequest = z.infer<typeof depositMarkPaidRequestSchema>;
export const depositIdParamsSchema = lazySchema(() => z.object({ id: rowIdParam() }).strict());
export const depositMarkPaidResultSchema = lazySchema(() =>
  z.object({
    orderId: z.number().int(),
    status: z.literal('paid'),
    credited: z.number(),
    currency: z.string(),
    transactionId: z.number().int(),
  }),
);
export type DepositMarkPaidResult = z.infer<typeof depositMarkPaidResultSchema>;

/** A point-mall redemption as the operator list answers it (GET /wps/admin/points/redemptions). */
export const adminRedemptionSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    memberId: z.number().int(),
    account: z.string(),
    rewardId: z.number().int(),
    rewardCode: z.string(),
    rewardName: z.string(),
    kind: z.string(),
    points: z.number(),
    cashMinor: z.number().nullable(),
    status: z.string(),
    remark: z.string().nullable(),
    createdAt: isoDate,
    decidedAt: isoDate.nullable(),
  }),
);
export type AdminRedemption = z.infer<typeof adminRedemptionSchema>;
