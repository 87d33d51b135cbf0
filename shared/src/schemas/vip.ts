import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * VIP / player rank (docs/vip.md): levels reached by lifetime valid bets, never lost; each level's benefits (the
 * rebate rates) and the member's progress to the next one.
 */
export const vipLevelSchema = lazySchema(() =>
  z.object({
    level: z.number().int(),
    /** The operator's name for the level (a brand word such as "Gold"), shown as is in every language. */
    name: z.string(),
    /** Lifetime valid bets needed, in the member's currency. */
    required: z.number(),
    /** Rebate percent by game group at this level (docs/rebate.md). */
    rebate: z.record(z.string(), z.number()),
  }),
);
export type VipLevel = z.infer<typeof vipLevelSchema>;

export const vipStatusSchema = lazySchema(() =>
  z.object({
    level: z.number().int(),
    name: z.string(),
    currency: z.string(),
    /** Lifetime valid bets of settled rounds. */
    validBet: z.number(),
    next: z.object({ level: z.number().int(), name: z.string(), required: z.number() }).nullable(),
    levels: z.array(vipLevelSchema),
  }),
);
export type VipStatus = z.infer<typeof vipStatusSchema>;
