import { z } from 'zod';
import { queryInt, rowIdParam } from '../common-fields';
import { missionKindSchema, missionPeriodSchema } from '../missions';
import { POINT_REWARD_KINDS } from '../points';
import { raffleRuleKindSchema, rafflePrizeSchema } from '../raffle';
import { lazySchema } from '../lazy-schema';

/**
 * The operator catalogues' request schemas (docs/promotions.md "Missions and leaderboard", "Points mall", "Red
 * envelope raffle"): the server validates the admin calls with them and the back office's campaign screens
 * validate their forms with the same ones (docs/back-office.md "Campaigns and catalogues"). The promotion's own
 * schema, `adminPromotionSchema`, stays in `../promotions` where the admin CLI already imports it.
 */

const hasCents = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const catalogueCode = lazySchema(() =>
  z
    .string()
    .min(2)
    .max(40)
    .regex(/^[A-Z0-9_-]+$/, 'Capital letters, digits, _ and - only'),
);

// --- Missions ------------------------------------------------------------------------------------------------------

/** Create or replace: a money target and the reward are decimals with at most 2 places; a games target is a count. */
export const adminMissionSchema = lazySchema(() =>
  z
    .object({
      code: catalogueCode,
      title: z.string().trim().min(1).max(120),
      period: missionPeriodSchema,
      kind: missionKindSchema,
      target: z.number().positive().max(100_000_000),
      reward: z.number().positive().max(1_000_000),
      startAt: z.iso.datetime({ offset: true }),
      endAt: z.iso.datetime({ offset: true }).nullable().default(null),
      enabled: z.boolean().default(true),
      sort: z.number().int().min(0).max(10_000).default(0),
    })
    .strict()
    .superRefine((m, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (m.kind === 'games' && !Number.isInteger(m.target))
        issue('target', 'A games target is a whole number');
      if (m.kind !== 'games' && !hasCents(m.target)) issue('target', 'At most 2 decimals');
      if (!hasCents(m.reward)) issue('reward', 'At most 2 decimals');
      if (m.endAt && new Date(m.endAt) <= new Date(m.startAt))
        issue('endAt', 'The end must be after the start');
    }),
);
export type AdminMissionInput = z.output<typeof adminMissionSchema>;

export const adminMissionParamsSchema = lazySchema(() => z.object({ id: rowIdParam() }).strict());

// --- Red envelope raffle -------------------------------------------------------------------------------------------

const prizeSchema = lazySchema(() =>
  z
    .object({
      amount: z.number().min(0).max(1_000_000).refine(hasCents, 'At most 2 decimals'),
      weight: z.number().int().min(1).max(1_000_000),
    })
    .strict(),
);

/** bet_count: `threshold` settled rounds per ticket (whole); deposit: `threshold` is the minimum deposit (decimal). */
export const adminRaffleRuleSchema = lazySchema(() =>
  z
    .object({
      code: catalogueCode,
      title: z.string().trim().min(1).max(120),
      kind: raffleRuleKindSchema,
      threshold: z.number().positive().max(100_000_000),
      maxTickets: z.number().int().min(1).max(100),
      prizes: z.array(prizeSchema).min(1).max(20),
      startAt: z.iso.datetime({ offset: true }),
      endAt: z.iso.datetime({ offset: true }).nullable().default(null),
      enabled: z.boolean().default(true),
    })
    .strict()
    .superRefine((r, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (r.kind === 'bet_count' && !Number.isInteger(r.threshold))
        issue('threshold', 'A count of rounds is a whole number');
      if (r.kind === 'deposit' && !hasCents(r.threshold)) issue('threshold', 'At most 2 decimals');
      if (!r.prizes.some((p) => p.amount > 0)) issue('prizes', 'At least one prize must pay something');
      if (r.endAt && new Date(r.endAt) <= new Date(r.startAt))
        issue('endAt', 'The end must be after the start');
    }),
);
export type AdminRaffleRuleInput = z.output<typeof adminRaffleRuleSchema>;

export const adminRaffleRuleParamsSchema = lazySchema(() => z.object({ id: rowIdParam() }).strict());

/** `GET /wps/admin/raffle/rounds`: the newest rounds first, of one rule or of all. */
export const adminRaffleRoundsQuerySchema = lazySchema(() =>
  z
    .object({
      ruleId: rowIdParam().optional(),
      limit: queryInt(1, 200).default(30),
    })
    .strict(),
);

/**
 * One round as operators see it: the commitment published when the round was created and, once the round has
 * ended, the seed it commits to (the same reveal rule as the members' verify call), with its tickets' totals.
 */
export const adminRaffleRoundSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    ruleId: z.number().int(),
    ruleCode: z.string(),
    day: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    seedCommit: z.string(),
    /** null while the round runs: revealing it earlier would let anyone compute unopened tickets' prizes. */
    serverSeed: z.string().nullable(),
    prizes: z.array(rafflePrizeSchema),
    tickets: z.number().int(),
    opened: z.number().int(),
    /** Prizes paid by opened tickets, per currency, in the currency's major unit (decimal). */
    paid: z.array(z.object({ currency: z.string(), amount: z.number() })),
  }),
);
export type AdminRaffleRound = z.infer<typeof adminRaffleRoundSchema>;
export const adminRaffleRoundListSchema = lazySchema(() => z.array(adminRaffleRoundSchema));

// --- Points mall ---------------------------------------------------------------------------------------------------

/** `{ "<lang>": "<name>" }`: English is required, as the catalogue falls back to it for any other language. */
const namesSchema = lazySchema(() =>
  z
    .record(
      z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'A language code such as en or zh-CN'),
      z.string().trim().min(1).max(80),
    )
    .refine((names) => typeof names.en === 'string', { message: 'An English name (en) is required' })
    .refine((names) => Object.keys(names).length <= 60, { message: 'At most 60 languages' }),
);

const rewardFields = {
  code: z
    .string()
    .min(2)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, _ and - only'),
  names: namesSchema,
  kind: z.enum(POINT_REWARD_KINDS),
  pointsCost: z.number().int().positive().max(100_000_000),
  /** Cash paid on approval, as a decimal: required for a cash reward, refused for an item. */
  amount: z.number().positive().max(1_000_000).refine(hasCents, 'At most 2 decimals').nullable(),
  /** What is left to redeem; null = unlimited. */
  stock: z.number().int().min(0).max(10_000_000).nullable(),
  perMemberLimit: z.number().int().positive().max(10_000).nullable(),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  startAt: z.iso.datetime({ offset: true }),
  endAt: z.iso.datetime({ offset: true }).nullable(),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(10_000),
};

type RewardShape = {
  kind: (typeof POINT_REWARD_KINDS)[number];
  amount: number | null;
  startAt: string;
  endAt: string | null;
};

/** The rules across fields, checked on a create and on the result of an edit (the stored reward + the patch). */
export function rewardCrossCheck(r: RewardShape, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (r.kind === 'cash' && r.amount === null) issue('amount', 'A cash reward needs an amount');
  if (r.kind === 'item' && r.amount !== null) issue('amount', 'An item reward pays no cash');
  if (r.endAt && Date.parse(r.endAt) <= Date.parse(r.startAt))
    issue('endAt', 'The end must be after the start');
}

export const adminRewardSchema = lazySchema(() =>
  z
    .object({
      ...rewardFields,
      amount: rewardFields.amount.default(null),
      stock: rewardFields.stock.default(null),
      perMemberLimit: rewardFields.perMemberLimit.default(null),
      color: rewardFields.color.default('#8e2de2'),
      endAt: rewardFields.endAt.default(null),
      enabled: rewardFields.enabled.default(true),
      sort: rewardFields.sort.default(0),
    })
    .strict()
    .superRefine(rewardCrossCheck),
);
export type AdminRewardInput = z.output<typeof adminRewardSchema>;

/** An edit names only what changes; at least one field. */
export const adminRewardPatchSchema = lazySchema(() =>
  z
    .object(rewardFields)
    .partial()
    .strict()
    .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to change' }),
);
export type AdminRewardPatch = z.output<typeof adminRewardPatchSchema>;

export const adminRewardParamsSchema = lazySchema(() => z.object({ id: rowIdParam() }).strict());
