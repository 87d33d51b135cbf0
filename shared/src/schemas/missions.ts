import { z } from 'zod';
import { rowIdParam, queryInt } from './common-fields';
import { lazySchema } from './lazy-schema';

// Missions and the mission leaderboard (docs/promotions.md "Missions and leaderboard"). Amounts travel as decimals
// with 2 places like every amount in the API; a `games` mission counts distinct games, so its target and progress
// are whole numbers.

export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export const missionPeriodSchema = lazySchema(() => z.enum(MISSION_PERIODS));
export type MissionPeriod = z.infer<typeof missionPeriodSchema>;

/** What a mission counts: valid bets of settled rounds, distinct games with a settled round, paid deposits. */
export const MISSION_KINDS = ['valid_bet', 'games', 'deposit'] as const;
export const missionKindSchema = lazySchema(() => z.enum(MISSION_KINDS));
export type MissionKind = z.infer<typeof missionKindSchema>;

/** `claimable`: target reached this period, not claimed yet; `claimed`: paid for this period. */
export const MISSION_STATUSES = ['in_progress', 'claimable', 'claimed'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

/** A period in the site's time zone: `key` is stable (part of the claim's unique key), start inclusive, end not. */
export const missionPeriodWindowSchema = lazySchema(() =>
  z.object({
    period: missionPeriodSchema,
    key: z.string(),
    start: z.string(),
    end: z.string(),
  }),
);
export type MissionPeriodWindow = z.infer<typeof missionPeriodWindowSchema>;

export const missionSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    code: z.string(),
    period: missionPeriodSchema,
    kind: missionKindSchema,
    /** Decimal amount for valid_bet and deposit, a count of games for games. */
    target: z.number(),
    /** This period's progress, capped at nothing: it may pass the target. */
    progress: z.number(),
    reward: z.number(),
    status: z.enum(MISSION_STATUSES),
    claimedAt: z.string().nullable(),
  }),
);
export type Mission = z.infer<typeof missionSchema>;

export const missionSummarySchema = lazySchema(() =>
  z.object({
    currency: z.string(),
    timeZone: z.string(),
    periods: z.object({ daily: missionPeriodWindowSchema, weekly: missionPeriodWindowSchema }),
    missions: z.array(missionSchema),
    /** Missions claimable now and not claimed yet (the member centre's badge). */
    pending: z.number().int(),
  }),
);
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const missionPendingSchema = lazySchema(() => z.object({ pending: z.number().int() }));
export type MissionPending = z.infer<typeof missionPendingSchema>;

export const missionIdParamsSchema = lazySchema(() => z.object({ id: rowIdParam() }).strict());

export const missionClaimResultSchema = lazySchema(() =>
  z.object({
    missionId: z.number().int(),
    periodKey: z.string(),
    reward: z.number(),
    claimedAt: z.string(),
  }),
);
export type MissionClaimResult = z.infer<typeof missionClaimResultSchema>;

export const LEADERBOARD_MAX = 50;

export const missionLeaderboardQuerySchema = lazySchema(() =>
  z
    .object({
      period: missionPeriodSchema.default('daily'),
      limit: queryInt(1, LEADERBOARD_MAX).default(10),
    })
    .strict(),
);
export type MissionLeaderboardQuery = z.input<typeof missionLeaderboardQuerySchema>;

export const leaderboardEntrySchema = lazySchema(() =>
  z.object({
    rank: z.number().int(),
    /** Masked like every public board: first two and last character. */
    account: z.string(),
    validBet: z.number(),
  }),
);
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** Ranked by valid bets of settled rounds in the period (ties share a rank); `me` is null without a valid bet. */
export const missionLeaderboardSchema = lazySchema(() =>
  z.object({
    window: missionPeriodWindowSchema,
    currency: z.string(),
    entries: z.array(leaderboardEntrySchema),
    me: z.object({ rank: z.number().int(), account: z.string(), validBet: z.number() }).nullable(),
  }),
);
export type MissionLeaderboard = z.infer<typeof missionLeaderboardSchema>;
