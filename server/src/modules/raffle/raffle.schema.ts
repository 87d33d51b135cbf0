import { z } from 'zod';
import { raffleRuleKindSchema, rowIdParam } from '@site/shared/schemas';

/**
 * Operator calls of the raffle (docs/promotions.md "Red envelope raffle"). Only the server reads these: the member
 * answers and requests are shared with the front in `@site/shared/schemas` (raffle.ts).
 */

const hasCents = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

const prizeSchema = z
  .object({
    amount: z.number().min(0).max(1_000_000).refine(hasCents, 'At most 2 decimals'),
    weight: z.number().int().min(1).max(1_000_000),
  })
  .strict();

/** bet_count: `threshold` settled rounds per ticket (whole); deposit: `threshold` is the minimum deposit (decimal). */
export const adminRaffleRuleSchema = z
  .object({
    code: z
      .string()
      .min(2)
      .max(40)
      .regex(/^[A-Z0-9_-]+$/),
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
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (r.kind === 'bet_count' && !Number.isInteger(r.threshold))
      issue('threshold', 'A count of rounds is a whole number');
    if (r.kind === 'deposit' && !hasCents(r.threshold)) issue('threshold', 'At most 2 decimals');
    if (!r.prizes.some((p) => p.amount > 0)) issue('prizes', 'At least one prize must pay something');
    if (r.endAt && new Date(r.endAt) <= new Date(r.startAt))
      issue('endAt', 'The end must be after the start');
  });
export type AdminRaffleRuleInput = z.output<typeof adminRaffleRuleSchema>;

export const adminRaffleRuleParamsSchema = z.object({ id: rowIdParam() }).strict();
