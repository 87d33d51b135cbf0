import { z } from 'zod';
import { missionKindSchema, missionPeriodSchema, rowIdParam } from '@site/shared/schemas';

/**
 * Operator calls of missions (docs/promotions.md "Missions and leaderboard"). Only the server reads these: the member
 * answers and requests are shared with the front in `@site/shared/schemas` (missions.ts).
 */

const hasCents = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** Create or replace: a money target and the reward are decimals with at most 2 places; a games target is a count. */
export const adminMissionSchema = z
  .object({
    code: z
      .string()
      .min(2)
      .max(40)
      .regex(/^[A-Z0-9_-]+$/),
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
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (m.kind === 'games' && !Number.isInteger(m.target))
      issue('target', 'A games target is a whole number');
    if (m.kind !== 'games' && !hasCents(m.target)) issue('target', 'At most 2 decimals');
    if (!hasCents(m.reward)) issue('reward', 'At most 2 decimals');
    if (m.endAt && new Date(m.endAt) <= new Date(m.startAt))
      issue('endAt', 'The end must be after the start');
  });
export type AdminMissionInput = z.output<typeof adminMissionSchema>;

export const adminMissionParamsSchema = z.object({ id: rowIdParam() }).strict();
