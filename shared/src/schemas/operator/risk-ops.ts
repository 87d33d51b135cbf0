import { z } from 'zod';
import { breakKindSchema } from '../responsible-gaming';
import { lazySchema } from '../lazy-schema';

/** GET /wps/admin/responsible-gaming/breaks/running: the members under a break now, the soonest to end first. */
export const runningBreakSchema = lazySchema(() =>
  z.object({
    memberId: z.number().int(),
    account: z.string(),
    kind: breakKindSchema,
    startsAt: z.string(),
    endsAt: z.string(),
    /** Null when the member took the break; else the operator's audit identity. */
    imposedBy: z.string().nullable(),
    reason: z.string().nullable(),
  }),
);
export const runningBreakListSchema = lazySchema(() => z.array(runningBreakSchema));
export type RunningBreak = z.infer<typeof runningBreakSchema>;
