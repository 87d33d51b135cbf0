import { z } from 'zod';
import { POINT_REWARD_KINDS, rowIdParam } from '@site/shared/schemas';

/**
 * Operator calls of the points mall catalogue (docs/promotions.md "Points mall"). Only the server reads these, as
 * the missions' and raffle's operator schemas: the member answers are shared with the front in `@site/shared`.
 */

const hasCents = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** `{ "<lang>": "<name>" }`: English is required, as the catalogue falls back to it for any other language. */
const namesSchema = z
  .record(
    z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'A language code such as en or zh-CN'),
    z.string().trim().min(1).max(80),
  )
  .refine((names) => typeof names.en === 'string', { message: 'An English name (en) is required' })
  .refine((names) => Object.keys(names).length <= 60, { message: 'At most 60 languages' });

const fields = {
  code: z
    .string()
    .min(2)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/),
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
function crossCheck(r: RewardShape, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (r.kind === 'cash' && r.amount === null) issue('amount', 'A cash reward needs an amount');
  if (r.kind === 'item' && r.amount !== null) issue('amount', 'An item reward pays no cash');
  if (r.endAt && Date.parse(r.endAt) <= Date.parse(r.startAt))
    issue('endAt', 'The end must be after the start');
}

export const adminRewardSchema = z
  .object({
    ...fields,
    amount: fields.amount.default(null),
    stock: fields.stock.default(null),
    perMemberLimit: fields.perMemberLimit.default(null),
    color: fields.color.default('#8e2de2'),
    endAt: fields.endAt.default(null),
    enabled: fields.enabled.default(true),
    sort: fields.sort.default(0),
  })
  .strict()
  .superRefine(crossCheck);
export type AdminRewardInput = z.output<typeof adminRewardSchema>;

/** An edit names only what changes; at least one field. */
export const adminRewardPatchSchema = z
  .object(fields)
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to change' });
export type AdminRewardPatch = z.output<typeof adminRewardPatchSchema>;

export const adminRewardParamsSchema = z.object({ id: rowIdParam() }).strict();
