import { z } from 'zod';

// Points (SPEC §3: no expiry; docs/promotions.md "Points"). Points are whole numbers; cash amounts are decimals.

export const POINT_ENTRY_KINDS = ['earn', 'convert'] as const;

export const pointConfigSchema = z.object({
  /** Points earned per 1.00 of valid bet. */
  pointsPerUnit: z.number(),
  /** Cash paid for one point, as a decimal (0.01 = 100 points per 1.00). */
  cashPerPoint: z.number(),
  minConvertPoints: z.number().int(),
});
export type PointConfig = z.infer<typeof pointConfigSchema>;

export const pointBalanceSchema = z.object({ points: z.number().int(), cashValue: z.number() });
export type PointBalance = z.infer<typeof pointBalanceSchema>;

export const pointEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(POINT_ENTRY_KINDS),
  points: z.number().int(),
  /** Cash paid for a conversion; null for earnings. */
  amount: z.number().nullable(),
  reference: z.string(),
  createdAt: z.string(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;
export const pointEntryListSchema = z.array(pointEntrySchema);

export const pointConvertSchema = z
  .object({
    points: z.number().int().positive().max(100_000_000),
    /** The login password (the member centre has no separate withdrawal password; docs/decisions.md). */
    password: z.string().min(1).max(128),
    /** The client's key for this conversion: a retry with the same key converts once. */
    requestKey: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
  })
  .strict();
export type PointConvertRequest = z.infer<typeof pointConvertSchema>;

export const pointConvertResultSchema = z.object({
  points: z.number().int(),
  amount: z.number(),
  balance: pointBalanceSchema,
  replayed: z.boolean(),
});
export type PointConvertResult = z.infer<typeof pointConvertResultSchema>;
