import { z } from 'zod';
import { REBATE_GAME_GROUPS, type RebateGameGroup } from '@site/shared/schemas';
import { MIN_CLAIM_MINOR, REBATE_RATES_BPS, WINDOW_DAYS } from '../rebate/rebate.config';
import { COMMISSION_BPS } from '../referral/referral.config';
import { VIP_LEVELS } from '../vip/vip.config';

/**
 * The stored shapes of the campaign settings (docs/back-office.md "Campaign settings"), in minor units as the ledger
 * counts, and their defaults: the code constants docs/rebate.md, docs/referral.md and docs/vip.md describe.
 */
export const CAMPAIGN_SETTING_KEYS = {
  rebate: 'campaign.rebate',
  referral: 'campaign.referral',
  vip: 'campaign.vip',
} as const;

const rates = z.array(z.number().int().min(0)).length(VIP_LEVELS.length);
export const storedRebateSchema = z.object({
  ratesBps: z.object(
    Object.fromEntries(REBATE_GAME_GROUPS.map((g) => [g, rates])) as Record<RebateGameGroup, typeof rates>,
  ),
  minClaimMinor: z.number().int().min(1),
  windowDays: z.number().int().min(1),
});
export type StoredRebate = z.infer<typeof storedRebateSchema>;

export const storedReferralSchema = z.object({ commissionBps: z.number().int().min(0) });
export type StoredReferral = z.infer<typeof storedReferralSchema>;

export const storedVipSchema = z.object({
  levels: z
    .array(z.object({ level: z.number().int(), name: z.string(), requiredMinor: z.number().int().min(0) }))
    .length(VIP_LEVELS.length),
});
export type StoredVip = z.infer<typeof storedVipSchema>;

export const DEFAULT_REBATE: StoredRebate = {
  ratesBps: Object.fromEntries(REBATE_GAME_GROUPS.map((g) => [g, [...REBATE_RATES_BPS[g]]])) as Record<
    RebateGameGroup,
    number[]
  >,
  minClaimMinor: MIN_CLAIM_MINOR,
  windowDays: WINDOW_DAYS,
};
export const DEFAULT_REFERRAL: StoredReferral = { commissionBps: COMMISSION_BPS };
export const DEFAULT_VIP: StoredVip = { levels: VIP_LEVELS.map((l) => ({ ...l })) };
