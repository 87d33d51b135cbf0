import {
  DIVIDEND_PERIODS,
  contractOfferSchema,
  firstTierAboveParent,
  type ContractKind,
  type ContractOffer,
  type ContractTier,
} from '@site/shared/schemas';
import { z } from 'zod';

/** Messages are i18n keys of the `agent` namespace; the form translates them. */
const money = z
  .number({ error: 'offer.errors.amount' })
  .min(0, { error: 'offer.errors.amount' })
  .multipleOf(0.01, { error: 'offer.errors.amount' });

const tierRow = z.object({
  rate: z
    .number({ error: 'offer.errors.rate' })
    .min(0.01, { error: 'offer.errors.rate' })
    .max(100, { error: 'offer.errors.rate' })
    .multipleOf(0.01, { error: 'offer.errors.rate' }),
  validBet: money,
  loss: money,
  activeMembers: z
    .number({ error: 'offer.errors.members' })
    .int({ error: 'offer.errors.members' })
    .min(0, { error: 'offer.errors.members' }),
});

export const offerFormSchema = z.object({
  memberAccount: z.string().min(1, { error: 'offer.errors.member' }),
  period: z.enum(DIVIDEND_PERIODS).optional(),
  tiers: z.array(tierRow).min(1).max(10),
});
export type OfferFormValues = z.infer<typeof offerFormSchema>;
export type OfferTierRow = OfferFormValues['tiers'][number];

export const EMPTY_TIER: OfferTierRow = { rate: NaN, validBet: 0, loss: 0, activeMembers: 0 };

/** Percent and major units in the form; basis points and minor units on the wire (no float reaches a bill). */
export function toOffer(kind: ContractKind, v: OfferFormValues): ContractOffer {
  return {
    memberAccount: v.memberAccount,
    kind,
    ...(kind === 'DIVIDEND' ? { period: v.period ?? 'MONTHLY' } : {}),
    tiers: v.tiers.map((t) => ({
      rateBp: Math.round(t.rate * 100),
      validBetMinor: Math.round(t.validBet * 100),
      lossMinor: Math.round(t.loss * 100),
      activeMembers: t.activeMembers,
    })),
  };
}

export type TierProblem = {
  tier: number;
  key: 'offer.errors.increasing' | 'offer.errors.aboveMine' | 'offer.errors.noMatchingTier';
};

/**
 * The server's two tier rules, checked before sending: rates strictly increase (the shared offer schema), and
 * no tier pays more than my own accepted tier of that rank (`ceiling`; null when I hold none — a top agent is
 * capped at 100 % only, anyone else is refused by the server with UPLINE_CONTRACT_REQUIRED).
 */
export function tierProblem(
  offer: ContractOffer,
  ceiling: readonly ContractTier[] | null,
): TierProblem | null {
  for (let i = 1; i < offer.tiers.length; i += 1) {
    if (offer.tiers[i]!.rateBp <= offer.tiers[i - 1]!.rateBp)
      return { tier: i, key: 'offer.errors.increasing' };
  }
  if (ceiling) {
    const bad = firstTierAboveParent(offer.tiers, ceiling);
    if (bad >= 0)
      return { tier: bad, key: ceiling[bad] ? 'offer.errors.aboveMine' : 'offer.errors.noMatchingTier' };
  }
  return contractOfferSchema.safeParse(offer).success ? null : { tier: 0, key: 'offer.errors.increasing' };
}
