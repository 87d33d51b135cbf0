import { z } from 'zod';
import { text } from '../common-fields';
import { lazySchema } from '../lazy-schema';

/**
 * The back office's reports (docs/back-office.md "Reports"): betting per day, vendor, game category and agent team,
 * deposits and withdrawals by method, for a range of whole UTC days. Amounts in the currency's major unit, 2 places.
 */
const day = lazySchema(() => text().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD'));
/** The longest range one report covers. */
export const REPORT_MAX_DAYS = 92;

/** `from` and `to` are inclusive UTC days; without them, the last 7 days (today and the 6 before). */
export const reportQuerySchema = lazySchema(() =>
  z.object({ from: day.optional(), to: day.optional() }).strict(),
);
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const reportFiguresSchema = lazySchema(() =>
  z.object({
    /** The day, vendor code, game type or top agent's account (null: members under no agent). */
    key: z.string().nullable(),
    /** What staff read: the vendor's or agent's name (equals key for days and categories). */
    label: z.string().nullable(),
    bets: z.number().int(),
    stake: z.number(),
    payout: z.number(),
    /** Settled stake − payout (open and cancelled rounds count in stake, not in GGR: as the dashboard). */
    ggr: z.number(),
    players: z.number().int(),
  }),
);
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const reportPaymentSchema = lazySchema(() =>
  z.object({
    kind: z.enum(['deposit', 'withdrawal']),
    method: z.string(),
    count: z.number().int(),
    amount: z.number(),
  }),
);
export type ReportPayment = z.infer<typeof reportPaymentSchema>;

export const reportSchema = lazySchema(() =>
  z.object({
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    days: z.array(reportFiguresSchema),
    vendors: z.array(reportFiguresSchema),
    categories: z.array(reportFiguresSchema),
    teams: z.array(reportFiguresSchema),
    payments: z.array(reportPaymentSchema),
    /** The whole range (players counted once however many days they played). */
    totals: reportFiguresSchema.extend({
      deposits: z.number(),
      depositCount: z.number().int(),
      withdrawals: z.number(),
      withdrawalCount: z.number().int(),
    }),
  }),
);
export type Report = z.infer<typeof reportSchema>;
