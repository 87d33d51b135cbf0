import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * Manual rebate (docs/rebate.md): a share of the member's valid bets, by game group and VIP level, that the member
 * claims themselves, at most once per day (UTC). Amounts are decimals of the member's currency.
 */
export const REBATE_GAME_GROUPS = [
  'slots',
  'fishing',
  'live',
  'poker',
  'sports',
  'esports',
  'lottery',
  'other',
] as const;
export const rebateGameGroupSchema = lazySchema(() => z.enum(REBATE_GAME_GROUPS));
export type RebateGameGroup = z.infer<typeof rebateGameGroupSchema>;

export const rebateLineSchema = lazySchema(() =>
  z.object({
    group: rebateGameGroupSchema,
    validBet: z.number(),
    /** Percent of the valid bet, e.g. 0.6 for 0.6 %. */
    rate: z.number(),
    amount: z.number(),
  }),
);
export type RebateLine = z.infer<typeof rebateLineSchema>;

export const rebateClaimSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    /** The UTC day the claim belongs to (YYYY-MM-DD): one claim per day. */
    period: z.string(),
    amount: z.number(),
    validBet: z.number(),
    /** Valid bets settled after `since` (exclusive) and up to `upTo` (inclusive) were counted. */
    since: z.string(),
    upTo: z.string(),
    lines: z.array(rebateLineSchema),
    claimedAt: z.string(),
  }),
);
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

export const rebateSummarySchema = lazySchema(() =>
  z.object({
    currency: z.string(),
    vipLevel: z.number().int(),
    /** Today's period (UTC day). */
    period: z.string(),
    /** Today's claim is used; the next one opens at `nextClaimAt`. */
    claimedThisPeriod: z.boolean(),
    nextClaimAt: z.string().nullable(),
    /** What a claim now would pay: valid bets since the last claim (at most `windowDays` back). */
    since: z.string(),
    upTo: z.string(),
    lines: z.array(rebateLineSchema),
    total: z.number(),
    minClaim: z.number(),
    windowDays: z.number().int(),
    /** The member's rates per game group at their VIP level, and the table for every level. */
    rates: z.array(z.object({ group: rebateGameGroupSchema, rate: z.number() })),
    levels: z.array(z.object({ vipLevel: z.number().int(), rates: z.record(z.string(), z.number()) })),
    history: z.array(rebateClaimSchema),
  }),
);
export type RebateSummary = z.infer<typeof rebateSummarySchema>;

/** A client-made key (a UUID per press of "Claim"): the same key answers with the same claim, never pays twice. */
export const rebateClaimRequestSchema = lazySchema(() =>
  z.object({ requestKey: z.string().uuid() }).strict(),
);
export type RebateClaimRequest = z.infer<typeof rebateClaimRequestSchema>;
