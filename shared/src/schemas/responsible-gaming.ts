import { z } from 'zod';
import { text } from './common-fields';
import { moneySchema } from './wallet';
import { lazySchema } from './lazy-schema';

/**
 * Responsible gaming (docs/responsible-gaming.md): deposit limits per rolling day, week and month, and breaks from
 * play (a cool-off or a self-exclusion) that block login and deposits until they end.
 */
export const DEPOSIT_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const depositLimitPeriodSchema = lazySchema(() => z.enum(DEPOSIT_LIMIT_PERIODS));
export type DepositLimitPeriod = z.infer<typeof depositLimitPeriodSchema>;

/** Break lengths offered, in days: a cool-off is short, a self-exclusion long. Neither can be ended early. */
export const BREAK_OPTIONS = { cool_off: [1, 7, 30], self_exclusion: [180, 365, 1825] } as const;
export const breakKindSchema = lazySchema(() => z.enum(['cool_off', 'self_exclusion']));
export type BreakKind = z.infer<typeof breakKindSchema>;

/** `amount: null` removes the limit (which, like raising it, waits 24 hours). */
export const setDepositLimitRequestSchema = lazySchema(() =>
  z.object({ amount: moneySchema.positive().max(100_000_000).nullable() }).strict(),
);
export type SetDepositLimitRequest = z.infer<typeof setDepositLimitRequestSchema>;

export const takeBreakRequestSchema = lazySchema(() =>
  z
    .object({
      kind: breakKindSchema,
      days: z.number().int().positive(),
      /** The login password: a break logs the member out everywhere and cannot be undone. */
      loginPassword: text().min(1).max(100),
    })
    .strict()
    .refine((b) => (BREAK_OPTIONS[b.kind] as readonly number[]).includes(b.days), {
      message: 'Choose one of the offered lengths',
      path: ['days'],
    }),
);
export type TakeBreakRequest = z.infer<typeof takeBreakRequestSchema>;

export const depositLimitSchema = lazySchema(() =>
  z.object({
    period: depositLimitPeriodSchema,
    /** The limit in force now (null: none). */
    amount: z.number().nullable(),
    /** Deposited (paid or still pending) in the current rolling period. */
    used: z.number(),
    /** A raise or removal waiting for its 24 hours. */
    pending: z.object({ amount: z.number().nullable(), effectiveAt: z.string() }).nullable(),
  }),
);
export type DepositLimit = z.infer<typeof depositLimitSchema>;

export const responsibleGamingSchema = lazySchema(() =>
  z.object({
    currency: z.string(),
    limits: z.array(depositLimitSchema),
    breakOptions: z.object({ cool_off: z.array(z.number()), self_exclusion: z.array(z.number()) }),
  }),
);
export type ResponsibleGaming = z.infer<typeof responsibleGamingSchema>;

/** The value of 403 ACCOUNT_ON_BREAK (login refused). */
export const accountOnBreakSchema = lazySchema(() => z.object({ kind: breakKindSchema, until: z.string() }));
export type AccountOnBreak = z.infer<typeof accountOnBreakSchema>;

/** An operator imposes a break (a member's request through support, or a risk decision); it cannot be shortened. */
export const imposeBreakRequestSchema = lazySchema(() =>
  z
    .object({
      account: text().trim().min(1).max(40),
      kind: breakKindSchema,
      days: z.number().int().positive(),
      reason: text().trim().min(3).max(500),
    })
    .strict()
    .refine((b) => (BREAK_OPTIONS[b.kind] as readonly number[]).includes(b.days), {
      message: 'Choose one of the offered lengths',
      path: ['days'],
    }),
);
export type ImposeBreakRequest = z.infer<typeof imposeBreakRequestSchema>;

/** What an operator sees of a member's responsible-gaming settings. */
export const responsibleGamingOperatorViewSchema = lazySchema(() =>
  z.object({
    account: z.string(),
    settings: responsibleGamingSchema,
    breaks: z.array(
      z.object({
        kind: breakKindSchema,
        startsAt: z.string(),
        endsAt: z.string(),
        running: z.boolean(),
        imposedBy: z.string().nullable(),
        reason: z.string().nullable(),
      }),
    ),
  }),
);
export type ResponsibleGamingOperatorView = z.infer<typeof responsibleGamingOperatorViewSchema>;
