import { z } from 'zod';
import { contractSchema } from './agent';
import { POINT_REWARD_KINDS } from './points';
import { rafflePrizeSchema } from './raffle';
import { accountOnBreakSchema } from './responsible-gaming';
import { FEATURE_FLAGS } from './system';
import { balanceAdjustmentSchema } from './wallet';
import { withdrawalOrderSchema, withdrawalReceiptSchema } from './withdrawals';
import { lazySchema } from './lazy-schema';

/**
 * Answers (the envelope's `value`) of the calls no front-end fetcher parsed before the API contract was completed:
 * operator calls (`x-admin-token`), development tools and a few account calls. The server documents each call with
 * these (server/src/http/response-contract.ts) and the back office or any new fetcher parses with the same schema,
 * so the document and the client cannot drift (docs/api/contract.md).
 */

// --- Platform -----------------------------------------------------------------------------------------------------

/** GET /wps/health: liveness; 503 with the same value when the database does not answer. */
export const healthSchema = lazySchema(() =>
  z.object({ status: z.enum(['ok', 'degraded']), db: z.enum(['ok', 'down']) }),
);

/** GET /wps/telemetry/remote-errors (operator): the latest reports of remotes that failed to load. */
export const remoteErrorRecordSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    remote: z.string(),
    version: z.string(),
    stage: z.string(),
    message: z.string(),
    url: z.string(),
    user_agent: z.string().nullable(),
    created_at: z.string(),
  }),
);
export const remoteErrorRecordListSchema = lazySchema(() => z.array(remoteErrorRecordSchema));

/** The site status as stored (the answer side of adminStatusRequestSchema). */
export const siteStatusSettingSchema = lazySchema(() =>
  z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('normal') }),
    z.object({ mode: z.literal('maintenance'), until: z.string().nullable() }),
    z.object({ mode: z.literal('blocked'), countries: z.array(z.string()) }),
  ]),
);
/** GET /wps/admin/system/settings, and the answer of every flag or status change: the whole setting after it. */
export const adminSettingsSchema = lazySchema(() =>
  z.object({
    flags: z.object(
      Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean()])) as Record<
        (typeof FEATURE_FLAGS)[number],
        z.ZodBoolean
      >,
    ),
    status: siteStatusSettingSchema,
  }),
);
/** PUT /wps/admin/content/:kind/:id/translations/:language: which text was saved. */
export const contentTranslationResultSchema = lazySchema(() =>
  z.object({
    kind: z.enum(['banner', 'announcement']),
    id: z.number().int(),
    language: z.string(),
  }),
);

// --- Accounts -----------------------------------------------------------------------------------------------------

/** GET /wps/admin/abuse-events: password-spraying alerts, newest first. */
export const sprayAlertSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    kind: z.string(),
    key: z.string(),
    createdAt: z.string(),
  }),
);
export const sprayAlertListSchema = lazySchema(() => z.array(sprayAlertSchema));
/** GET /wps/member/info/icon */
export const avatarSchema = lazySchema(() => z.object({ avatarUrl: z.string() }));
/** PUT /wps/feedback: the stored feedback's id. */
export const feedbackResultSchema = lazySchema(() => z.object({ id: z.number().int() }));
/** GET /wps/dev/captcha/:id (development only): the answer, so tests can solve it. */
export const devCaptchaAnswerSchema = lazySchema(() => z.object({ answer: z.string() }));

// --- Messages -----------------------------------------------------------------------------------------------------

/** One internal message (GET /wps/v2/messages); `params` fill the template of `kind` in the reader's language. */
export const memberMessageSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    kind: z.string(),
    params: z.record(z.string(), z.unknown()).nullable(),
    title: z.string().nullable(),
    body: z.string().nullable(),
    read: z.boolean(),
    createdAt: z.string(),
  }),
);
export type MemberMessage = z.infer<typeof memberMessageSchema>;
export const memberMessagePageSchema = lazySchema(() => z.object({ items: z.array(memberMessageSchema) }));

// --- Games --------------------------------------------------------------------------------------------------------

/** GET /wps/games/new-vendors: vendors with new games, per game type. */
export const newGameVendorListSchema = lazySchema(() =>
  z.array(z.object({ vassalage: z.string(), gameType: z.string(), displayName: z.string() })),
);

// --- Wallet -------------------------------------------------------------------------------------------------------

/** POST /wps/admin/wallet/adjustments: the adjustment; `replayed` when the idempotency key was seen before. */
export const balanceAdjustmentResultSchema = lazySchema(() =>
  balanceAdjustmentSchema.extend({ replayed: z.boolean() }),
);
export const balanceAdjustmentListSchema = lazySchema(() => z.array(balanceAdjustmentSchema));
/** POST /wps/dev/ledger/fund (development only). */
export const devFundResultSchema = lazySchema(() => z.object({ accountId: z.number().int() }));
/** POST /wps/dev/ledger/transfer (development only): the posted transaction. */
export const postedTransactionSchema = lazySchema(() =>
  z.object({
    transactionId: z.number().int(),
    idempotencyKey: z.string(),
    kind: z.string(),
    createdAt: z.string(),
    legs: z.array(
      z.object({
        accountId: z.number().int(),
        amountMinor: z.number().int(),
        balanceAfterMinor: z.number().int(),
      }),
    ),
    replayed: z.boolean(),
  }),
);
/** GET /wps/dev/ledger/invariants (development only): what the ledger audit found (all lists empty = sound). */
export const ledgerAuditSchema = lazySchema(() =>
  z.object({
    sumOfBalances: z.number(),
    driftedAccounts: z.array(z.number().int()),
    negativeAccounts: z.array(z.number().int()),
    unbalancedTransactions: z.array(z.number().int()),
    emptyTransactions: z.array(z.number().int()),
    transactions: z.number().int(),
    entries: z.number().int(),
  }),
);

// --- Agents -------------------------------------------------------------------------------------------------------

/** The relay contract calls (`{ action }`): `list` answers the contracts, every other action the one contract. */
export const contractActionResultSchema = lazySchema(() =>
  z.union([z.array(contractSchema), contractSchema]),
);

// --- Withdrawals --------------------------------------------------------------------------------------------------

/** GET /wps/admin/withdrawals/pending */
export const pendingWithdrawalListSchema = lazySchema(() =>
  z.array(
    z.object({
      orderId: z.number().int(),
      memberId: z.number().int(),
      memberAccount: z.string(),
      amount: z.number(),
      currency: z.string(),
      createdAt: z.string(),
    }),
  ),
);
/** GET /wps/admin/withdrawals/:id/audit: every step, who and when. */
export const withdrawalAuditSchema = lazySchema(() =>
  z.array(z.object({ action: z.string(), actor: z.string(), detail: z.string().nullable(), at: z.string() })),
);
/** POST /wps/admin/withdrawals/:id/approve: the order and the gateway's payout page. */
export const withdrawalApprovalSchema = lazySchema(() =>
  z.object({ order: withdrawalOrderSchema, payoutUrl: z.string() }),
);
/** GET /wps/admin/withdrawals/disputes: paid withdrawals the member says did not (fully) arrive. */
export const disputedReceiptListSchema = lazySchema(() =>
  z.array(
    z.object({
      orderId: z.number().int(),
      memberAccount: z.string(),
      amount: z.number(),
      currency: z.string(),
      receipt: withdrawalReceiptSchema,
    }),
  ),
);

// --- Responsible gaming -------------------------------------------------------------------------------------------

/** POST /wps/admin/responsible-gaming/breaks: the break now running. */
export const imposedBreakSchema = accountOnBreakSchema;

// --- Promotions, points, missions, raffle (operator catalogues) ---------------------------------------------------

/** An operator's decision on an application or a redemption. */
export const operatorDecisionResultSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    status: z.enum(['approved', 'rejected']),
  }),
);
export const operatorPromotionSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    code: z.string(),
    category: z.string(),
    kind: z.string(),
    title: z.string(),
    summary: z.string(),
    content: z.string(),
    imageColor: z.string(),
    enabled: z.boolean(),
    startAt: z.string(),
    endAt: z.string().nullable(),
    rules: z.record(z.string(), z.unknown()),
    sort: z.number().int(),
    /** Other languages' title, summary and body (docs/i18n.md "Operator content"). */
    translations: z
      .record(z.string(), z.object({ title: z.string(), summary: z.string(), content: z.string() }))
      .default({}),
  }),
);
export const operatorRewardSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    code: z.string(),
    /** The reward's name per language. */
    names: z.record(z.string(), z.string()),
    kind: z.enum(POINT_REWARD_KINDS),
    pointsCost: z.number().int(),
    amount: z.number().nullable(),
    stock: z.number().int().nullable(),
    perMemberLimit: z.number().int().nullable(),
    color: z.string(),
    startAt: z.string(),
    endAt: z.string().nullable(),
    enabled: z.boolean(),
    sort: z.number().int(),
  }),
);
export const operatorRedemptionSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    memberId: z.number().int(),
    account: z.string(),
    rewardId: z.number().int(),
    rewardCode: z.string(),
    rewardName: z.string(),
    kind: z.string(),
    points: z.number().int(),
    cashMinor: z.number().int().nullable(),
    status: z.string(),
    remark: z.string().nullable(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  }),
);
export const operatorMissionSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    /** One of MISSION_PERIODS / MISSION_KINDS (the server reads them back as stored text). */
    period: z.string(),
    kind: z.string(),
    target: z.number(),
    reward: z.number(),
    startAt: z.string(),
    endAt: z.string().nullable(),
    enabled: z.boolean(),
    sort: z.number().int(),
  }),
);
export const operatorRaffleRuleSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    /** One of RAFFLE_RULE_KINDS. */
    kind: z.string(),
    threshold: z.number(),
    maxTickets: z.number().int(),
    prizes: z.array(rafflePrizeSchema),
    startAt: z.string(),
    endAt: z.string().nullable(),
    enabled: z.boolean(),
  }),
);

// --- Payment gateway callbacks ------------------------------------------------------------------------------------

/**
 * What the platform answers the demo gateway's signed callbacks: 200 for every outcome (the gateway stops retrying),
 * the outcome named for its logs (docs/payments.md, docs/decisions.md "Payments: webhook outcomes").
 */
export const gatewayWebhookOutcomeSchema = lazySchema(() =>
  z.object({
    outcome: z.enum([
      'credited',
      'ignored-other-payment',
      'amount-mismatch',
      'failed',
      'ignored-failed-after-paid',
    ]),
  }),
);
export const payoutWebhookOutcomeSchema = lazySchema(() =>
  z.object({
    outcome: z.enum([
      'paid',
      'failed',
      'replayed',
      'ignored-not-approved',
      'ignored-unknown-payout',
      'ignored-failed-after-paid',
      'conflict-paid-after-failed',
      'amount-mismatch',
    ]),
  }),
);
