import { z } from 'zod';

// Lottery calls (docs/lottery.md "Calls"). Stakes travel as decimals with 2 places like every amount in the API;
// the server converts to integer minor units.

const gameCode = z.string().min(1).max(40);
const issueNo = z.string().min(1).max(40);

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

export const lotterySelectionSchema = z
  .object({
    playType: z.enum(LOTTERY_PLAY_TYPES),
    numbers: z.array(z.number().int().min(0).max(999)).max(5).optional(),
    option: z.string().max(10).optional(),
    position: z.number().int().min(1).max(5).optional(),
    /** Stake of this selection, 2 decimals, at most 1,000,000. */
    amount: z.number().positive().max(1_000_000).multipleOf(0.01),
  })
  .strict();

export const lotteryPlaceOrderSchema = z
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
  .strict();

export const lotteryGamesQuerySchema = z
  .object({ group: z.enum(['VN_SOUTH', 'VN_CENTRAL', 'VN_NORTH', 'KENO', 'FAST']).optional() })
  .strict();

export const lotteryResultsQuerySchema = z
  .object({ gameCode, limit: z.coerce.number().int().min(1).max(100).default(20) })
  .strict();

export const lotteryVerifyQuerySchema = z.object({ gameCode, issueNo }).strict();

export const lotteryMyOrdersQuerySchema = z
  .object({
    gameCode: gameCode.optional(),
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export type LotterySelectionBody = z.infer<typeof lotterySelectionSchema>;
export type LotteryPlaceOrderBody = z.infer<typeof lotteryPlaceOrderSchema>;
export type LotteryResultsQuery = z.infer<typeof lotteryResultsQuerySchema>;
export type LotteryMyOrdersQuery = z.infer<typeof lotteryMyOrdersQuerySchema>;
