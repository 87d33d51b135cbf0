import { z } from 'zod';
import { text, rowIdParam, queryInt } from './common-fields';
import { lazySchema } from './lazy-schema';

// Promotions and bonuses with wagering (docs/promotions.md). Amounts travel as decimals with 2 places like every
// amount in the API; the server keeps integer minor units.

export const PROMOTION_KINDS = ['deposit_bonus', 'fixed_bonus', 'daily_signin', 'cashback'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * What the member sees on a promotion's button (docs/product.md "Flows" activity states; transitions in docs/promotions.md).
 * `join` for a visitor means "log in to join".
 */
export const PROMOTION_STATES = [
  'coming_soon',
  'closed',
  'join',
  'claim',
  'applying',
  'rejected',
  'issued',
  'process',
  'claimed',
  'signed',
] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** Why a member may not take part (null when eligible). */
export const INELIGIBLE_REASONS = [
  'new_players_only',
  'vip_level',
  'deposit_in_period',
  'trial_account',
] as const;
export type IneligibleReason = (typeof INELIGIBLE_REASONS)[number];

export const BONUS_STATUSES = ['active', 'completed', 'forfeited'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

export const APPLICATION_REMARK_MAX = 140;

export const promotionCategorySchema = lazySchema(() => z.object({ code: z.string(), name: z.string() }));
export type PromotionCategory = z.infer<typeof promotionCategorySchema>;

export const promotionSummarySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    code: z.string(),
    category: z.string(),
    kind: z.enum(PROMOTION_KINDS),
    title: z.string(),
    summary: z.string(),
    imageColor: z.string(),
    startAt: z.string(),
    endAt: z.string().nullable(),
    state: z.enum(PROMOTION_STATES),
    ineligibleReason: z.enum(INELIGIBLE_REASONS).nullable(),
    /** Deposit bonus: percent and cap; fixed bonus and sign-in: the fixed amount. */
    percent: z.number().nullable(),
    capAmount: z.number().nullable(),
    fixedAmount: z.number().nullable(),
    wagerMultiplier: z.number(),
  }),
);
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

export const promotionDetailSchema = lazySchema(() =>
  promotionSummarySchema.extend({
    /** Operator HTML: render it only through `sanitizeHtml` from @site/shared. */
    content: z.string(),
    /** The member's latest application remark and the operator's answer, when there is one. */
    application: z
      .object({
        id: z.number().int(),
        status: z.string(),
        remark: z.string(),
        operatorRemark: z.string().nullable(),
        createdAt: z.string(),
        /** Images uploaded with it, served to the owner at /wps/promotions/applications/:id/images/:n. */
        imageCount: z.number().int(),
      })
      .nullable(),
  }),
);
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export const promotionListSchema = lazySchema(() => z.array(promotionSummarySchema));

export const promotionListQuerySchema = lazySchema(() =>
  z.object({ category: text().max(40).optional() }).strict(),
);
export const promotionIdParamsSchema = lazySchema(() => z.object({ id: rowIdParam() }).strict());

export const APPLICATION_IMAGES_MAX = 3;
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const promotionApplySchema = lazySchema(() =>
  z
    .object({
      remark: text().trim().max(APPLICATION_REMARK_MAX).default(''),
      /**
       * png or jpg images, base64 (no data: prefix), at most 3 of at most 5 MB each; the server checks the type by
       * the file's first bytes, never by a name or a declared type (docs/product.md "Input rules").
       */
      images: z
        .array(text().max(Math.ceil((APPLICATION_IMAGE_MAX_BYTES * 4) / 3) + 1024))
        .max(APPLICATION_IMAGES_MAX)
        .default([]),
    })
    .strict(),
);
export type PromotionApplyRequest = z.input<typeof promotionApplySchema>;

export const bonusGrantSchema = lazySchema(() =>
  z.object({
    grantId: z.number().int(),
    promotionId: z.number().int(),
    promotionTitle: z.string(),
    bonus: z.number(),
    deposit: z.number(),
    required: z.number(),
    progress: z.number(),
    status: z.enum(BONUS_STATUSES),
    grantedAt: z.string(),
    expiresAt: z.string(),
    forfeited: z.number(),
  }),
);
export type BonusGrant = z.infer<typeof bonusGrantSchema>;
export const bonusGrantListSchema = lazySchema(() => z.array(bonusGrantSchema));

/** Answer of claim / sign-in: the credited bonus. */
export const promotionClaimResultSchema = lazySchema(() =>
  z.object({
    state: z.enum(PROMOTION_STATES),
    grant: bonusGrantSchema,
  }),
);
export type PromotionClaimResult = z.infer<typeof promotionClaimResultSchema>;

export const promotionApplyResultSchema = lazySchema(() =>
  z.object({
    state: z.enum(PROMOTION_STATES),
    applicationId: z.number(),
  }),
);

// --- operator (x-admin-token) --------------------------------------------------------------------

export const adminApplicationsQuerySchema = lazySchema(() =>
  z.object({ status: z.enum(['applying', 'approved', 'rejected']).optional() }).strict(),
);
export const applicationImageParamsSchema = lazySchema(() =>
  z
    .object({
      id: rowIdParam(),
      n: queryInt(0, APPLICATION_IMAGES_MAX - 1),
    })
    .strict(),
);
export const adminDecisionSchema = lazySchema(() =>
  z.object({ remark: text().trim().max(APPLICATION_REMARK_MAX).default('') }).strict(),
);
export const adminApplicationSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    promotionId: z.number().int(),
    memberId: z.number().int(),
    account: z.string(),
    remark: z.string(),
    status: z.string(),
    operatorRemark: z.string().nullable(),
    createdAt: z.string(),
    imageCount: z.number().int(),
  }),
);

/** Rules an operator sets on a promotion (stored as JSON, checked on write and read). */
export const promotionRulesSchema = lazySchema(() =>
  z
    .object({
      depositKind: z.enum(['first', 'reload']).optional(),
      percent: z.number().positive().max(1000).optional(),
      capMinor: z.number().int().positive().optional(),
      minDepositMinor: z.number().int().nonnegative().optional(),
      /** Cash back: the least net loss of the previous day that pays anything. */
      minLossMinor: z.number().int().nonnegative().optional(),
      fixedMinor: z.number().int().positive().optional(),
      wagerMultiplier: z.number().nonnegative().max(100).default(0),
      /** `bonus`: N × bonus; `deposit_bonus`: N × (deposit + bonus). */
      wagerBase: z.enum(['bonus', 'deposit_bonus']).default('bonus'),
      /** Days a credited bonus has to meet its wagering before the rest is forfeited. */
      expiryDays: z.number().int().positive().max(365).default(7),
      newPlayerDays: z.number().int().positive().optional(),
      minVipLevel: z.number().int().nonnegative().optional(),
      depositInPeriod: z
        .object({ days: z.number().int().positive(), minMinor: z.number().int().positive() })
        .strict()
        .optional(),
    })
    .strict(),
);
export type PromotionRules = z.output<typeof promotionRulesSchema>;

/** Operator's promotion (create or replace); the rules must fit the kind (docs/promotions.md "Promotions"). */
/** A language code as the site's language list writes them (`en`, `zh-CN`). */
const languageCode = lazySchema(() =>
  z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'A language code such as en or zh-CN'),
);
/** One language's texts of a promotion (docs/i18n.md "Operator content"); the body is HTML, sanitised on save. */
export const promotionTextSchema = lazySchema(() =>
  z
    .object({
      title: text().trim().min(1).max(120),
      summary: text().trim().max(300).default(''),
      content: text().max(100_000).default(''),
    })
    .strict(),
);
export type PromotionText = z.infer<typeof promotionTextSchema>;

export const adminPromotionSchema = lazySchema(() =>
  z
    .object({
      code: z
        .string()
        .min(2)
        .max(40)
        .regex(/^[A-Z0-9_-]+$/, 'Capital letters, digits, _ and - only'),
      category: text().min(1).max(40),
      kind: z.enum(PROMOTION_KINDS),
      title: text().trim().min(1).max(120),
      summary: text().trim().max(300).default(''),
      content: text().max(100_000).default(''),
      imageColor: z
        .string()
        .regex(/^#[0-9a-fA-F]{6}$/)
        .default('#2a5298'),
      rules: promotionRulesSchema,
      startAt: z.iso.datetime({ offset: true }),
      endAt: z.iso.datetime({ offset: true }).nullable().default(null),
      enabled: z.boolean().default(true),
      sort: z.number().int().min(0).max(10_000).default(0),
      /**
       * The other languages' texts, keyed by language code: the whole set (a language left out is removed). Absent on
       * a replace: the stored ones stay (callers that predate it).
       */
      translations: z.record(languageCode, promotionTextSchema).optional(),
    })
    .strict()
    .superRefine((p, ctx) => {
      const need = (ok: boolean, path: string, message: string) => {
        if (!ok) ctx.addIssue({ code: 'custom', path: ['rules', path], message });
      };
      if (p.kind === 'deposit_bonus') {
        need(p.rules.percent !== undefined, 'percent', 'A deposit bonus needs a percent');
        need(
          p.rules.depositKind !== undefined,
          'depositKind',
          'A deposit bonus is for the first deposit or reloads',
        );
      } else need(p.rules.fixedMinor !== undefined, 'fixedMinor', 'This kind pays a fixed amount');
      if (p.endAt && Date.parse(p.endAt) <= Date.parse(p.startAt)) {
        ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'The end must be after the start' });
      }
    }),
);
export type AdminPromotionInput = z.input<typeof adminPromotionSchema>;

// --- Winner board (docs/promotions.md "Winner board") ---------------------------------------------------------------

export const WINNER_BOARD_MAX = 20;
export const winnerBoardQuerySchema = lazySchema(() =>
  z.object({ limit: queryInt(1, WINNER_BOARD_MAX).default(10) }).strict(),
);
/** One big win of a settled round: the account masked as on every public board, the amount won net of the stake. */
export const winnerBoardEntrySchema = lazySchema(() =>
  z.object({
    account: z.string(),
    gameName: z.string(),
    /** Win minus stake, as a decimal in `currency`. */
    amount: z.number(),
    currency: z.string(),
    /** When the round settled (ISO). */
    at: z.string(),
  }),
);
export type WinnerBoardEntry = z.infer<typeof winnerBoardEntrySchema>;
export const winnerBoardSchema = lazySchema(() => z.object({ entries: z.array(winnerBoardEntrySchema) }));
export type WinnerBoard = z.infer<typeof winnerBoardSchema>;
