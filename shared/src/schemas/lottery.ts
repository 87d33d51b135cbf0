import { z } from 'zod';
import { text, queryInt } from './common-fields';
import { lazySchema } from './lazy-schema';

// Lottery calls (docs/lottery.md "Calls"). Stakes travel as decimals with 2 places like every amount in the API;
// the server converts to integer minor units.

const gameCode = lazySchema(() => text().min(1).max(40));
const issueNo = lazySchema(() => text().min(1).max(40));

export const LOTTERY_PLAY_TYPES = [
  'VN_BAOLO2',
  'VN_BAOLO3',
  'VN_DE',
  'VN_3CANG',
  'VN_XIEN2',
  'VN_XIEN3',
  'VN_XIEN4',
  'KENO_PICK1',
  'KENO_PICK2',
  'KENO_PICK3',
  'KENO_PICK4',
  'KENO_PICK5',
  'KENO_BIG_SMALL',
  'KENO_ODD_EVEN',
  'KENO_UP_DOWN',
  'FAST_POSITION',
  'FAST_SUM',
  'FAST_BIG_SMALL',
] as const;

export const lotterySelectionSchema = lazySchema(() =>
  z
    .object({
      playType: z.enum(LOTTERY_PLAY_TYPES),
      numbers: z.array(z.number().int().min(0).max(999)).max(5).optional(),
      option: text().max(10).optional(),
      position: z.number().int().min(1).max(5).optional(),
      /** Stake of this selection, 2 decimals, at most 1,000,000. */
      amount: z.number().positive().max(1_000_000).multipleOf(0.01),
    })
    .strict(),
);

export const lotteryPlaceOrderSchema = lazySchema(() =>
  z
    .object({
      gameCode,
      issueNo,
      /** The client's key for this slip: a retry with the same key answers the first order and moves nothing. */
      clientKey: z
        .string()
        .min(8)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/),
      selections: z.array(lotterySelectionSchema).min(1).max(50),
      /** Chase: the same slip on this many consecutive issues starting with `issueNo` (1 = this issue only). */
      chase: z.number().int().min(1).max(20).default(1),
    })
    .strict(),
);

export const lotteryGamesQuerySchema = lazySchema(() =>
  z.object({ group: z.enum(['VN_SOUTH', 'VN_CENTRAL', 'VN_NORTH', 'KENO', 'FAST']).optional() }).strict(),
);

export const lotteryResultsQuerySchema = lazySchema(() =>
  z.object({ gameCode, limit: queryInt(1, 100).default(20) }).strict(),
);

export const lotteryVerifyQuerySchema = lazySchema(() => z.object({ gameCode, issueNo }).strict());

export const lotteryMyOrdersQuerySchema = lazySchema(() =>
  z
    .object({
      gameCode: gameCode.optional(),
      pageNo: queryInt(1, 100_000).default(1),
      pageSize: queryInt(1, 100).default(20),
    })
    .strict(),
);

export type LotterySelectionBody = z.infer<typeof lotterySelectionSchema>;
export type LotteryPlaceOrderBody = z.infer<typeof lotteryPlaceOrderSchema>;
export type LotteryResultsQuery = z.infer<typeof lotteryResultsQuerySchema>;
export type LotteryMyOrdersQuery = z.infer<typeof lotteryMyOrdersQuerySchema>;

// ---- answers (the client parses every answer with these; server/test/lottery/lottery-routes.test.ts checks them) ----

export const lotteryOutcomeSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('pick'), numbers: z.array(z.number().int()) }),
    z.object({ kind: z.literal('digits'), digits: z.string() }),
    z.object({
      kind: z.literal('vn'),
      prizes: z.array(z.object({ tier: z.string(), numbers: z.array(z.string()) })),
    }),
  ]),
);

export const lotteryIssueSchema = lazySchema(() =>
  z.object({
    gameCode: z.string(),
    issueNo: z.string(),
    openAt: z.string(),
    closeAt: z.string(),
    drawAt: z.string(),
    status: z.enum(['open', 'drawn', 'settled', 'voided']),
    /** SHA-256 of the server seed, published before the issue opens. */
    seedCommit: z.string(),
    /** Revealed once drawn; null before. */
    serverSeed: z.string().nullable(),
    outcome: lotteryOutcomeSchema.nullable(),
  }),
);

export const lotteryPlayTypeInfoSchema = lazySchema(() =>
  z.object({
    code: z.enum(LOTTERY_PLAY_TYPES),
    /** Fixed decimal odds in thousandths (stake included); null when a paytable applies. */
    oddsMilli: z.number().nullable(),
    /** Keno pick N: hits → odds in thousandths. */
    paytable: z.record(z.string(), z.number()).nullable(),
  }),
);

export const lotteryMenuGameSchema = lazySchema(() =>
  z.object({
    gameCode: z.string(),
    name: z.string(),
    group: z.enum(['VN_SOUTH', 'VN_CENTRAL', 'VN_NORTH', 'KENO', 'FAST']),
    vendor: z.string(),
    timeZone: z.string(),
    /** The client's numbering: 1 = Sunday … 7 = Saturday. */
    weekdays: z.array(z.number().int()),
    /** Digits per draw of a fast game (0 otherwise). */
    digits: z.number().int().default(0),
    playTypes: z.array(lotteryPlayTypeInfoSchema).default([]),
    current: lotteryIssueSchema.nullable(),
    last: lotteryIssueSchema.nullable(),
  }),
);

export const lotteryMenuResultSchema = lazySchema(() =>
  z.object({
    serverTime: z.string(),
    games: z.array(lotteryMenuGameSchema),
  }),
);

export const lotteryResultsResultSchema = lazySchema(() =>
  z.object({
    serverTime: z.string(),
    gameCode: z.string(),
    results: z.array(lotteryIssueSchema),
  }),
);

/** What one draw produces (server lottery-games.ts OutcomeShape): the verify page recomputes with it. */
export const lotteryOutcomeShapeSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('pick'),
      count: z.number().int(),
      min: z.number().int(),
      max: z.number().int(),
    }),
    z.object({ kind: z.literal('digits'), digits: z.number().int() }),
    z.object({
      kind: z.literal('vn'),
      tiers: z.array(z.object({ tier: z.string(), count: z.number().int(), digits: z.number().int() })),
    }),
  ]),
);

export const lotteryVerifyResultSchema = lazySchema(() =>
  z.object({
    serverTime: z.string(),
    issue: lotteryIssueSchema,
    shape: lotteryOutcomeShapeSchema,
    recomputed: lotteryOutcomeSchema.optional(),
    verified: z.boolean().nullable(),
  }),
);

export const lotteryOrderSchema = lazySchema(() =>
  z.object({
    orderId: z.number(),
    clientKey: z.string(),
    gameCode: z.string(),
    issueNo: z.string(),
    selections: z.array(
      z.object({
        playType: z.enum(LOTTERY_PLAY_TYPES),
        numbers: z.array(z.number()).optional(),
        option: z.string().optional(),
        position: z.number().optional(),
        amount: z.number(),
      }),
    ),
    currency: z.string(),
    amount: z.number(),
    winAmount: z.number(),
    status: z.enum(['pending', 'won', 'lost', 'refunded']),
    createdAt: z.string(),
    settledAt: z.string().nullable(),
  }),
);

export const lotteryPlaceOrderResultSchema = lazySchema(() =>
  z.object({
    serverTime: z.string(),
    replayed: z.boolean(),
    order: lotteryOrderSchema,
    chased: z.array(lotteryOrderSchema),
  }),
);

export const lotteryMyOrdersResultSchema = lazySchema(() =>
  z.object({
    serverTime: z.string(),
    orders: z.array(lotteryOrderSchema),
  }),
);

export type LotteryOutcome = z.infer<typeof lotteryOutcomeSchema>;
export type LotteryIssue = z.infer<typeof lotteryIssueSchema>;
export type LotteryOutcomeShape = z.infer<typeof lotteryOutcomeShapeSchema>;
export type LotteryPlayTypeCode = (typeof LOTTERY_PLAY_TYPES)[number];
export type LotteryPlayTypeInfo = z.infer<typeof lotteryPlayTypeInfoSchema>;
export type LotteryMenuGame = z.infer<typeof lotteryMenuGameSchema>;
export type LotteryMenuResult = z.infer<typeof lotteryMenuResultSchema>;
export type LotteryResultsResult = z.infer<typeof lotteryResultsResultSchema>;
export type LotteryVerifyResult = z.infer<typeof lotteryVerifyResultSchema>;
export type LotteryOrder = z.infer<typeof lotteryOrderSchema>;
export type LotteryPlaceOrderResult = z.infer<typeof lotteryPlaceOrderResultSchema>;
export type LotteryMyOrdersResult = z.infer<typeof lotteryMyOrdersResultSchema>;

// ---- docs/product.md "Calls" call names (docs/lottery.md "Relay call names"): query strings ----

const prizeMode = lazySchema(() => z.enum(['Lott', 'ZY', 'Elott', 'SEA']));
const device = lazySchema(() => z.enum(['WEB', 'H5', 'APP']));

/** /lgw/games/popular: popular count 20 by default. */
export const lotterySpecPopularQuerySchema = lazySchema(() =>
  z
    .object({
      prizeMode: prizeMode.optional(),
      device: device.optional(),
      count: queryInt(1, 100).default(20),
    })
    .strict(),
);

/** /lgw/games/game_menus, /lgw/vn/games/game_menu. */
export const lotterySpecMenuQuerySchema = lazySchema(() =>
  z.object({ prizeMode: prizeMode.optional(), device: device.optional() }).strict(),
);

/** /lgw/vn/games/game_menu/recent (T): recentCount 100 by default. */
export const lotterySpecRecentQuerySchema = lazySchema(() =>
  z
    .object({
      prizeMode: prizeMode.optional(),
      device: device.optional(),
      recentCount: queryInt(1, 100).default(100),
    })
    .strict(),
);

/** /lgw/vn/numeros/opened/game, /lotto/lgw/games/opened/numero (T): numero count 100 by default. */
export const lotterySpecNumerosQuerySchema = lazySchema(() =>
  z
    .object({
      gameCode,
      prizeMode: prizeMode.optional(),
      device: device.optional(),
      count: queryInt(1, 100).default(100),
    })
    .strict(),
);
