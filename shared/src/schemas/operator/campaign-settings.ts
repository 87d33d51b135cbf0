import { z } from 'zod';
import { text } from '../common-fields';
import { REBATE_GAME_GROUPS, type RebateGameGroup } from '../rebate';
import { lazySchema } from '../lazy-schema';

/**
 * The operator's tunables of rebate, referral and VIP (docs/back-office.md "Campaign settings"): stored settings whose
 * defaults are the numbers docs/rebate.md, docs/referral.md and docs/vip.md describe. Rates travel in basis points
 * (60 = 0.60 %), money as decimals of the site's currency. The rules across fields live here once, as functions, so
 * the screen says what is wrong before saving and the server refuses the same with a stable code.
 */

/** VIP levels 0–5: each has a threshold and a rebate rate per game group. */
export const VIP_LEVEL_COUNT = 6;
/** 3 %: a rebate above this would pay back more than the house's margin on most games. */
export const REBATE_RATE_MAX_BPS = 300;
/** 1 % of the invited members' valid bets. */
export const REFERRAL_COMMISSION_MAX_BPS = 100;
export const REBATE_MIN_CLAIM_MAX = 10_000;
export const REBATE_WINDOW_MAX_DAYS = 30;
export const VIP_REQUIRED_MAX = 10_000_000_000;

const reason = lazySchema(() => text().trim().min(1).max(200));
/** At most two decimals: the ledger holds minor units. */
const cents = (max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'At most two decimals');

const levelRates = lazySchema(() =>
  z.array(z.number().int().min(0).max(REBATE_RATE_MAX_BPS)).length(VIP_LEVEL_COUNT),
);
const ratesShape = Object.fromEntries(REBATE_GAME_GROUPS.map((g) => [g, levelRates])) as Record<
  RebateGameGroup,
  typeof levelRates
>;

export const rebateSettingsSchema = lazySchema(() =>
  z.object({
    /** Per game group, the rate of VIP levels 0–5 in basis points. */
    ratesBps: z.object(ratesShape).strict(),
    /** Below this a claim is refused. */
    minClaim: cents(REBATE_MIN_CLAIM_MAX).refine((v) => v >= 0.01, 'At least 0.01'),
    /** Bets settled longer ago than this lapse. */
    windowDays: z.number().int().min(1).max(REBATE_WINDOW_MAX_DAYS),
  }),
);
export type RebateSettings = z.infer<typeof rebateSettingsSchema>;
/** PUT /wps/admin/campaigns/settings/rebate */
export const rebateSettingsRequestSchema = lazySchema(() => rebateSettingsSchema.extend({ reason }).strict());
export type RebateSettingsRequest = z.infer<typeof rebateSettingsRequestSchema>;

export const referralSettingsSchema = lazySchema(() =>
  z.object({
    /** The referrer's commission in basis points of the invited members' valid bets (10 = 0.10 %). */
    commissionBps: z.number().int().min(0).max(REFERRAL_COMMISSION_MAX_BPS),
  }),
);
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;
/** PUT /wps/admin/campaigns/settings/referral */
export const referralSettingsRequestSchema = lazySchema(() =>
  referralSettingsSchema.extend({ reason }).strict(),
);
export type ReferralSettingsRequest = z.infer<typeof referralSettingsRequestSchema>;

export const vipLevelSettingSchema = lazySchema(() =>
  z
    .object({
      level: z
        .number()
        .int()
        .min(0)
        .max(VIP_LEVEL_COUNT - 1),
      /** A brand word, shown as it is in every language. */
      name: text().trim().min(1).max(30),
      /** Lifetime valid bets that reach the level. */
      required: cents(VIP_REQUIRED_MAX),
    })
    .strict(),
);
export const vipSettingsSchema = lazySchema(() =>
  z.object({ levels: z.array(vipLevelSettingSchema).length(VIP_LEVEL_COUNT) }),
);
export type VipSettings = z.infer<typeof vipSettingsSchema>;
export type VipLevelSetting = z.infer<typeof vipLevelSettingSchema>;
/** PUT /wps/admin/campaigns/settings/vip */
export const vipSettingsRequestSchema = lazySchema(() => vipSettingsSchema.extend({ reason }).strict());
export type VipSettingsRequest = z.infer<typeof vipSettingsRequestSchema>;

export type VipLevelsIssue = { rule: 'order' | 'first-at-zero' | 'increasing'; level: number };
/** Levels listed 0–5 in order, level 0 at 0, each threshold strictly above the one before; null when sound. */
export function vipLevelsIssue(
  levels: readonly { level: number; required: number }[],
): VipLevelsIssue | null {
  for (const [index, l] of levels.entries()) {
    if (l.level !== index) return { rule: 'order', level: index };
    if (index === 0 && l.required !== 0) return { rule: 'first-at-zero', level: 0 };
    const before = levels[index - 1];
    if (before && l.required <= before.required) return { rule: 'increasing', level: index };
  }
  return null;
}

export type RebateRatesIssue = { group: RebateGameGroup; level: number };
/** A higher VIP level never gets a lower rate than the level below it; null when sound. */
export function rebateRatesIssue(
  ratesBps: Record<RebateGameGroup, readonly number[]>,
): RebateRatesIssue | null {
  for (const group of REBATE_GAME_GROUPS) {
    const rates = ratesBps[group];
    for (let level = 1; level < rates.length; level += 1) {
      if ((rates[level] ?? 0) < (rates[level - 1] ?? 0)) return { group, level };
    }
  }
  return null;
}
