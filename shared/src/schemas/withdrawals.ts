import { z } from 'zod';
import { text, queryInt } from './common-fields';
import { moneySchema } from './wallet';
import { lazySchema } from './lazy-schema';

/**
 * Withdrawal, payout-account and records contracts (member centre; docs/payments.md "Money out").
 * Amounts cross the API as decimals with at most 2 places; the server keeps integer minor units.
 */

/** A withdrawal password is a 6-digit PIN, separate from the login password. */
export const withdrawalPasswordSchema = lazySchema(() => z.string().regex(/^\d{6}$/, 'Use exactly 6 digits'));

export const setWithdrawalPasswordRequestSchema = lazySchema(() =>
  z
    .object({
      /** Re-authentication: the member's current login password. */
      loginPassword: text().min(1).max(100),
      newPassword: withdrawalPasswordSchema,
    })
    .strict(),
);
export type SetWithdrawalPasswordRequest = z.infer<typeof setWithdrawalPasswordRequestSchema>;

export const withdrawalPasswordStatusSchema = lazySchema(() =>
  z.object({
    isSet: z.boolean(),
    updatedAt: z.string().nullable(),
  }),
);
export type WithdrawalPasswordStatus = z.infer<typeof withdrawalPasswordStatusSchema>;

export const PAYOUT_ACCOUNT_KINDS = ['bank', 'ewallet'] as const;
export const payoutAccountKindSchema = lazySchema(() => z.enum(PAYOUT_ACCOUNT_KINDS));
export type PayoutAccountKind = z.infer<typeof payoutAccountKindSchema>;

export const payoutAccountInputSchema = lazySchema(() =>
  z
    .object({
      kind: payoutAccountKindSchema,
      /** Bank or e-wallet name, e.g. "BDO", "GCash". */
      provider: text().trim().min(2).max(40),
      /** Bank account number or e-wallet mobile number. */
      accountNumber: z
        .string()
        .trim()
        .regex(/^[0-9 -]{6,30}$/, 'Use 6 to 30 digits'),
      payeeName: z
        .string()
        .trim()
        .min(2)
        .max(60)
        .regex(/^[\p{L} .'-]+$/u, 'Use letters only'),
    })
    .strict(),
);
export type PayoutAccountInput = z.infer<typeof payoutAccountInputSchema>;

export const payoutAccountSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    kind: payoutAccountKindSchema,
    provider: z.string(),
    /** Masked except the last 4 digits. */
    accountNumber: z.string(),
    payeeName: z.string(),
    createdAt: z.string(),
  }),
);
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const createWithdrawalRequestSchema = lazySchema(() =>
  z
    .object({
      amount: moneySchema.positive(),
      payoutAccountId: z.number().int().positive(),
      withdrawalPassword: withdrawalPasswordSchema,
    })
    .strict(),
);
export type CreateWithdrawalRequest = z.infer<typeof createWithdrawalRequestSchema>;

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'failed'] as const;
export const withdrawalStatusSchema = lazySchema(() => z.enum(WITHDRAWAL_STATUSES));
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

/**
 * The member's answer after a payout (docs/payments.md "Receipt confirmation"). `received` is final; `not_received`
 * and `partly_received` are disputes an operator resolves, and need proof images.
 */
export const RECEIPT_ANSWERS = ['received', 'not_received', 'partly_received'] as const;
export const receiptAnswerSchema = lazySchema(() => z.enum(RECEIPT_ANSWERS));
export type ReceiptAnswer = z.infer<typeof receiptAnswerSchema>;
export const RECEIPT_PROOFS_MAX = 3;
export const RECEIPT_PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** png or jpg, base64 without a data: prefix; the server judges the type by the first bytes. */
const receiptProofsSchema = lazySchema(() =>
  z
    .array(
      z
        .string()
        .min(1)
        .max(Math.ceil((RECEIPT_PROOF_MAX_BYTES * 4) / 3) + 1024),
    )
    .min(1)
    .max(RECEIPT_PROOFS_MAX),
);

export const confirmReceiptRequestSchema = lazySchema(() =>
  z.discriminatedUnion('answer', [
    z.object({ answer: z.literal('received') }).strict(),
    z.object({ answer: z.literal('not_received'), proofs: receiptProofsSchema }).strict(),
    z
      .object({
        answer: z.literal('partly_received'),
        receivedAmount: moneySchema.positive(),
        proofs: receiptProofsSchema,
      })
      .strict(),
  ]),
);
export type ConfirmReceiptRequest = z.infer<typeof confirmReceiptRequestSchema>;

export const withdrawalReceiptSchema = lazySchema(() =>
  z.object({
    answer: receiptAnswerSchema,
    /** Partly received: what arrived, and what is still missing. */
    receivedAmount: z.number().nullable(),
    remainingAmount: z.number().nullable(),
    /** Who settled it: the member, the clock (no answer in time) or an operator (forced, never reversed). */
    by: z.enum(['member', 'auto', 'operator']),
    final: z.boolean(),
    proofCount: z.number().int(),
    at: z.string(),
  }),
);
export type WithdrawalReceipt = z.infer<typeof withdrawalReceiptSchema>;

export const withdrawalOrderSchema = lazySchema(() =>
  z.object({
    orderId: z.number().int(),
    amount: z.number(),
    currency: z.string(),
    status: withdrawalStatusSchema,
    payoutAccount: z.object({
      kind: payoutAccountKindSchema,
      provider: z.string(),
      accountNumber: z.string(),
    }),
    reason: z.string().nullable(),
    createdAt: z.string(),
    reviewedAt: z.string().nullable(),
    paidAt: z.string().nullable(),
    receipt: withdrawalReceiptSchema.nullable(),
    /** Paid and not answered yet: when silence will count as received. */
    receiptDueAt: z.string().nullable(),
  }),
);
export type WithdrawalOrder = z.infer<typeof withdrawalOrderSchema>;

export const withdrawalRequirementSchema = lazySchema(() =>
  z.object({
    kind: z.string(),
    required: z.number(),
    progress: z.number(),
    met: z.boolean(),
    /**
     * Money this requirement keeps out of a withdrawal while unmet (a bonus being wagered); 0 = the requirement blocks
     * every withdrawal until met (the deposit turnover). docs/payments.md "Withdrawal requirements".
     */
    locked: z.number().default(0),
  }),
);

/** `GET /wps/v2/withdrawals/overview`: what the withdraw page needs in one call. */
export const withdrawalOverviewSchema = lazySchema(() =>
  z.object({
    currency: z.string(),
    /** What the member can spend or withdraw now. */
    available: z.number(),
    /** Held by withdrawals waiting for review or payout. */
    pending: z.number(),
    min: z.number(),
    max: z.number(),
    requirements: z.array(withdrawalRequirementSchema),
    passwordSet: z.boolean(),
    payoutAccounts: z.array(payoutAccountSchema),
  }),
);
export type WithdrawalOverview = z.infer<typeof withdrawalOverviewSchema>;

export const rejectWithdrawalRequestSchema = lazySchema(() =>
  z.object({ reason: text().trim().min(3).max(200) }).strict(),
);

/** What the demo gateway posts to our payout webhook; signed over the raw body like the deposit one. */
export const payoutWebhookSchema = lazySchema(() =>
  z
    .object({
      gatewayTxId: text().min(1).max(100),
      merchantPayoutId: z.number().int().positive(),
      amountMinor: z.number().int().positive(),
      status: z.enum(['paid', 'failed']),
    })
    .strict(),
);
export type PayoutWebhook = z.infer<typeof payoutWebhookSchema>;

// --- records --------------------------------------------------------------------------------------

/** The date presets (docs/product.md "Limits"): today, previous/next 7 and 30 days ("next" ends in the future: nothing there yet). */
export const RECORD_PRESETS = ['today', 'last7', 'last30'] as const;
export const recordsQuerySchema = lazySchema(() =>
  z
    .object({
      preset: z.enum(RECORD_PRESETS).optional(),
      from: z.string().datetime().optional(),
      to: z.string().datetime().optional(),
      page: queryInt(1, 100000).default(1),
      pageSize: queryInt(1, 100).default(20),
    })
    .strict(),
);
export type RecordsQuery = z.infer<typeof recordsQuerySchema>;

export const accountRecordSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    kind: z.string(),
    amount: z.number(),
    balanceAfter: z.number(),
    createdAt: z.string(),
  }),
);
export type AccountRecord = z.infer<typeof accountRecordSchema>;

export const accountRecordsResultSchema = lazySchema(() =>
  z.object({
    rows: z.array(accountRecordSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totals: z.object({ credit: z.number(), debit: z.number() }),
  }),
);
export type AccountRecordsResult = z.infer<typeof accountRecordsResultSchema>;

export const betRecordSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    vendor: z.string(),
    gameId: z.string(),
    gameType: z.string(),
    roundId: z.string(),
    bet: z.number(),
    validBet: z.number(),
    win: z.number(),
    status: z.string(),
    createdAt: z.string(),
    /** From the catalogue: what the player reads instead of the codes (null when the game is no longer listed). */
    gameName: z.string().nullable().default(null),
    /** The game's provider ("PG Soft"); null for the lottery, which is named by its category. */
    vendorName: z.string().nullable().default(null),
  }),
);
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betRecordsResultSchema = lazySchema(() =>
  z.object({
    rows: z.array(betRecordSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totals: z.object({ bet: z.number(), validBet: z.number(), win: z.number() }),
  }),
);
export type BetRecordsResult = z.infer<typeof betRecordsResultSchema>;

/** One line of profit and loss: settled rounds of one game type (on one UTC day, for the daily lines). */
export const profitLineSchema = lazySchema(() =>
  z.object({
    /** YYYY-MM-DD (UTC), absent on the per-game-type summary. */
    date: z.string().optional(),
    gameType: z.string(),
    rounds: z.number().int(),
    bet: z.number(),
    validBet: z.number(),
    win: z.number(),
    /** win − bet: the member's result (negative: a loss). */
    profit: z.number(),
  }),
);
export type ProfitLine = z.infer<typeof profitLineSchema>;

/** `GET /wps/v2/records/profit` (personalProfit): settled rounds by day and game type, by game type, and in all. */
export const personalProfitSchema = lazySchema(() =>
  z.object({
    days: z.array(profitLineSchema),
    byGameType: z.array(profitLineSchema),
    totals: profitLineSchema.omit({ date: true, gameType: true }),
  }),
);
export type PersonalProfit = z.infer<typeof personalProfitSchema>;

/**
 * transferUpline (docs/payments.md "Transfer to upline"): a member sends money from their main wallet to their direct
 * upline's, with the withdrawal password, under the same requirements as a withdrawal.
 */
export const uplineTransferInfoSchema = lazySchema(() =>
  z.object({
    /** False for a member without an upline (or a trial account): the page explains instead of offering the form. */
    allowed: z.boolean(),
    upline: z.object({ account: z.string(), nickname: z.string().nullable() }).nullable(),
    currency: z.string(),
    available: z.number(),
    min: z.number(),
    max: z.number(),
    hasWithdrawalPassword: z.boolean(),
    recent: z.array(z.object({ transactionId: z.number().int(), amount: z.number(), at: z.string() })),
  }),
);
export type UplineTransferInfo = z.infer<typeof uplineTransferInfoSchema>;

export const uplineTransferRequestSchema = lazySchema(() =>
  z
    .object({
      amount: moneySchema.positive().max(100_000_000),
      withdrawalPassword: withdrawalPasswordSchema,
      /** One UUID per intended transfer: a retry with it answers with the same transfer, never moves money twice. */
      clientKey: z.string().uuid(),
    })
    .strict(),
);
export type UplineTransferRequest = z.infer<typeof uplineTransferRequestSchema>;

export const uplineTransferResultSchema = lazySchema(() =>
  z.object({
    transactionId: z.number().int(),
    amount: z.number(),
    toAccount: z.string(),
    balanceAfter: z.number(),
    replayed: z.boolean(),
  }),
);
export type UplineTransferResult = z.infer<typeof uplineTransferResultSchema>;
