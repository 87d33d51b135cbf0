import { z } from 'zod';
import { queryInt, text } from '../common-fields';
import { lotteryOutcomeSchema } from '../lottery';
import { pageOf } from '../page';
import { lazySchema } from '../lazy-schema';

/**
 * The back office's lottery desk (docs/back-office.md "Running the site"): games and schedules, issues with their
 * state, result, commit-reveal record and settlement, and two operator actions — cancel (every pending order
 * refunded through the ledger) and re-run settlement (pays nothing twice).
 */

/**
 * An issue's state as the desk shows it. The table stores open → drawn → settled | voided; `planned` (not on sale
 * yet) and `closed` (betting locked, not drawn) are an open issue read against the clock. `voided` is "cancelled".
 */
export const LOTTERY_ISSUE_STATES = ['planned', 'open', 'closed', 'drawn', 'settled', 'voided'] as const;
export type LotteryIssueState = (typeof LOTTERY_ISSUE_STATES)[number];

const gameCode = lazySchema(() => z.string().regex(/^[A-Z0-9_]{2,32}$/, 'Unknown game'));
const issueNo = lazySchema(() => z.string().regex(/^\d{8}(-\d{4})?$/, 'Unknown issue'));

export const lotteryAdminScheduleSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('daily'),
      /** 1 = Monday … 7 = Sunday. */
      weekdays: z.array(z.number().int()),
      /** Local wall time HH:mm in the game's zone. */
      drawTime: z.string(),
    }),
    z.object({ kind: z.literal('interval'), cadenceSeconds: z.number().int() }),
  ]),
);

export const lotteryAdminGameSchema = lazySchema(() =>
  z.object({
    gameCode: z.string(),
    name: z.string(),
    group: z.string(),
    vendor: z.string(),
    timeZone: z.string(),
    schedule: lotteryAdminScheduleSchema,
    lockSeconds: z.number().int(),
    /** The issue on sale now (or the next to open), null when none is planned. */
    currentIssueNo: z.string().nullable(),
    nextDrawAt: z.string().nullable(),
    lastDrawnIssueNo: z.string().nullable(),
  }),
);
export const lotteryAdminGameListSchema = lazySchema(() =>
  z.object({ games: z.array(lotteryAdminGameSchema) }),
);
export type LotteryAdminGame = z.infer<typeof lotteryAdminGameSchema>;

export const lotteryAdminIssueQuerySchema = lazySchema(() =>
  z
    .object({
      gameCode: gameCode.optional(),
      /** `all` (default): every issue that has opened, newest draw first; `planned` lists the ones ahead. */
      state: z.enum([...LOTTERY_ISSUE_STATES, 'all']).default('all'),
      page: queryInt(1, 100000).default(1),
      pageSize: queryInt(1, 100).default(20),
    })
    .strict(),
);
export type LotteryAdminIssueQuery = z.infer<typeof lotteryAdminIssueQuerySchema>;

/** Orders of an issue by verdict, with the money in the currency's major unit (decimal, 2 places). */
export const lotteryIssueOrdersSchema = lazySchema(() =>
  z.object({
    count: z.number().int(),
    pending: z.number().int(),
    won: z.number().int(),
    lost: z.number().int(),
    refunded: z.number().int(),
    stake: z.number(),
    /** Paid back to members: wins plus refunds. */
    paid: z.number(),
  }),
);

export const lotteryAdminIssueSchema = lazySchema(() =>
  z.object({
    gameCode: z.string(),
    issueNo: z.string(),
    state: z.enum(LOTTERY_ISSUE_STATES),
    openAt: z.string(),
    closeAt: z.string(),
    drawAt: z.string(),
    drawnAt: z.string().nullable(),
    settledAt: z.string().nullable(),
    /** SHA-256 of the server seed, published before the issue opened. */
    seedCommit: z.string(),
    /** Revealed only once drawn (or cancelled after a draw): staff see what the public sees. */
    serverSeed: z.string().nullable(),
    /**
     * The drawn result as stored (keno numbers, fast digits or a VN sheet); absent before the draw (optional rather
     * than nullable: OpenAPI 3.0 has no nullable `oneOf`).
     */
    outcome: lotteryOutcomeSchema.optional(),
    /** `none`: nothing to settle yet (not drawn); `pending`: orders wait; `done`: every order settled. */
    settlement: z.enum(['none', 'pending', 'done']),
    orders: lotteryIssueOrdersSchema,
  }),
);
export const lotteryAdminIssuePageSchema = lazySchema(() => pageOf(lotteryAdminIssueSchema));
export type LotteryAdminIssue = z.infer<typeof lotteryAdminIssueSchema>;
export type LotteryAdminIssuePage = z.infer<typeof lotteryAdminIssuePageSchema>;

export const lotteryIssueParamsSchema = lazySchema(() => z.object({ gameCode, issueNo }).strict());

/** The server's recomputation from the revealed seed (fairness.ts + outcome.ts); null while the seed is secret. */
export const lotteryFairnessSchema = lazySchema(() =>
  z.object({
    commitMatches: z.boolean().nullable(),
    outcomeMatches: z.boolean().nullable(),
  }),
);

export const lotteryAdminIssueDetailSchema = lazySchema(() =>
  z.object({
    issue: lotteryAdminIssueSchema,
    fairness: lotteryFairnessSchema,
    /** What the ledger credited for this issue's orders (keys lottery:win:<order> and lottery:refund:<order>). */
    ledger: z.object({
      wins: z.object({ count: z.number().int(), amount: z.number() }),
      refunds: z.object({ count: z.number().int(), amount: z.number() }),
    }),
    /** The first 50 orders, by id. */
    orders: z.array(
      z.object({
        orderId: z.number().int(),
        account: z.string(),
        stake: z.number(),
        win: z.number(),
        currency: z.string(),
        status: z.string(),
      }),
    ),
  }),
);
export type LotteryAdminIssueDetail = z.infer<typeof lotteryAdminIssueDetailSchema>;

/** POST …/cancel and …/settle: the reason the audit row keeps. */
export const lotteryIssueActionRequestSchema = lazySchema(() =>
  z.object({ reason: text().trim().min(3).max(200) }).strict(),
);
export const lotteryIssueActionResultSchema = lazySchema(() =>
  z.object({
    issue: lotteryAdminIssueSchema,
    /** Orders this call settled (refunded, for a cancel); 0 on a re-run after everything was settled. */
    settledNow: z.number().int(),
  }),
);
export type LotteryIssueActionResult = z.infer<typeof lotteryIssueActionResultSchema>;
