import { z } from 'zod';
import { text, rowIdParam, queryInt } from './common-fields';
import { pageOf } from './page';
import { lazySchema } from './lazy-schema';

// Points (docs/product.md "Records the site keeps": no expiry; docs/promotions.md "Points"). Points are whole numbers; cash amounts are decimals.

/** redeem: points taken by a reward redemption; refund: given back when the operator rejects it. */
export const POINT_ENTRY_KINDS = ['earn', 'convert', 'redeem', 'refund'] as const;

export const pointConfigSchema = lazySchema(() =>
  z.object({
    /** Points earned per 1.00 of valid bet. */
    pointsPerUnit: z.number(),
    /** Cash paid for one point, as a decimal (0.01 = 100 points per 1.00). */
    cashPerPoint: z.number(),
    minConvertPoints: z.number().int(),
  }),
);
export type PointConfig = z.infer<typeof pointConfigSchema>;

export const pointBalanceSchema = lazySchema(() =>
  z.object({ points: z.number().int(), cashValue: z.number() }),
);
export type PointBalance = z.infer<typeof pointBalanceSchema>;

export const pointEntrySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    kind: z.enum(POINT_ENTRY_KINDS),
    points: z.number().int(),
    /** Cash paid for a conversion; null for earnings. */
    amount: z.number().nullable(),
    reference: z.string(),
    createdAt: z.string(),
    /** An earning's game, named from the catalogue (null for other kinds, or a game no longer listed). */
    gameName: z.string().nullable().default(null),
  }),
);
export type PointEntry = z.infer<typeof pointEntrySchema>;
export const pointEntryListSchema = lazySchema(() => z.array(pointEntrySchema));

export const pointConvertSchema = lazySchema(() =>
  z
    .object({
      points: z.number().int().positive().max(100_000_000),
      /** The login password (the member centre has no separate withdrawal password; docs/decisions.md). */
      password: text().min(1).max(128),
      /** The client's key for this conversion: a retry with the same key converts once. */
      requestKey: z
        .string()
        .min(8)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/),
    })
    .strict(),
);
export type PointConvertRequest = z.infer<typeof pointConvertSchema>;

export const pointConvertResultSchema = lazySchema(() =>
  z.object({
    points: z.number().int(),
    amount: z.number(),
    balance: pointBalanceSchema,
    replayed: z.boolean(),
  }),
);
export type PointConvertResult = z.infer<typeof pointConvertResultSchema>;

// --- Rewards catalogue and redemptions (docs/promotions.md "Points mall") -----------------------------------------

export const POINT_REWARD_KINDS = ['cash', 'item'] as const;
export const POINT_REDEMPTION_STATES = ['processing', 'approved', 'rejected'] as const;
export type PointRedemptionState = (typeof POINT_REDEMPTION_STATES)[number];

/** A reward as the catalogue shows it: the name already in the caller's language, stock null = unlimited. */
export const pointRewardSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    kind: z.enum(POINT_REWARD_KINDS),
    pointsCost: z.number().int(),
    /** Cash paid on approval (cash rewards only), as a decimal. */
    amount: z.number().nullable(),
    /** Left to redeem; null = unlimited. */
    stock: z.number().int().nullable(),
    /** Redemptions allowed per member (rejected ones do not count); null = no limit. */
    perMemberLimit: z.number().int().nullable(),
    /** The caller's processing + approved redemptions of this reward (0 for a visitor). */
    redeemedByMe: z.number().int(),
    imageUrl: z.string(),
    startAt: z.string(),
    endAt: z.string().nullable(),
  }),
);
export type PointReward = z.infer<typeof pointRewardSchema>;
export const pointRewardListSchema = lazySchema(() => z.array(pointRewardSchema));

const requestKeyField = lazySchema(() =>
  z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
);

export const pointRedeemSchema = lazySchema(() =>
  z
    .object({
      rewardId: z.number().int().positive(),
      /** The login password, as for a conversion. */
      password: text().min(1).max(128),
      /** The client's key for this redemption: a retry with the same key redeems once. */
      requestKey: requestKeyField,
    })
    .strict(),
);
export type PointRedeemRequest = z.infer<typeof pointRedeemSchema>;

export const pointRedemptionSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    rewardId: z.number().int(),
    rewardName: z.string(),
    kind: z.enum(POINT_REWARD_KINDS),
    points: z.number().int(),
    amount: z.number().nullable(),
    status: z.enum(POINT_REDEMPTION_STATES),
    /** The operator's remark on a decision. */
    remark: z.string().nullable(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  }),
);
export type PointRedemption = z.infer<typeof pointRedemptionSchema>;

export const pointRedeemResultSchema = lazySchema(() =>
  z.object({
    redemption: pointRedemptionSchema,
    balance: pointBalanceSchema,
    replayed: z.boolean(),
  }),
);
export type PointRedeemResult = z.infer<typeof pointRedeemResultSchema>;

export const pointRedemptionListQuerySchema = lazySchema(() =>
  z
    .object({
      page: queryInt(1, 100000).default(1),
      pageSize: queryInt(1, 50).default(10),
    })
    .strict(),
);
export type PointRedemptionListQuery = z.infer<typeof pointRedemptionListQuerySchema>;

export const pointRedemptionPageSchema = lazySchema(() => pageOf(pointRedemptionSchema));
export type PointRedemptionPage = z.infer<typeof pointRedemptionPageSchema>;

export const pointRedemptionIdParamsSchema = lazySchema(() => z.object({ id: rowIdParam() }).strict());

export const adminRedemptionsQuerySchema = lazySchema(() =>
  z.object({ status: z.enum(POINT_REDEMPTION_STATES).optional() }).strict(),
);

export const adminRedemptionDecisionSchema = lazySchema(() =>
  z.object({ remark: text().trim().max(140).default('') }).strict(),
);
