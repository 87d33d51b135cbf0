import {
  promotionRulesSchema,
  type IneligibleReason,
  type PromotionKind,
  type PromotionRules,
  type PromotionState,
} from '@site/shared/schemas';
import { isTrialAccount } from '../member/account-type';
import type { PaidDeposit, PromotionRow } from './promotions.repository';

/** Pure rules of promotions (docs/promotions.md): eligibility, the state a member sees, bonus amounts. */

const DAY_MS = 24 * 60 * 60 * 1000;

export function rulesOf(promo: PromotionRow): PromotionRules {
  // Written through the admin schema; a row edited by hand into something invalid must not credit anything.
  return promotionRulesSchema.parse(promo.rules);
}

export function kindOf(promo: PromotionRow): PromotionKind {
  return promo.kind as PromotionKind;
}

/** coming_soon / closed by the calendar, or null while running. */
export function calendarState(promo: PromotionRow, now: Date): 'coming_soon' | 'closed' | null {
  if (now < promo.start_at) return 'coming_soon';
  if (promo.end_at && now > promo.end_at) return 'closed';
  return null;
}

export interface MemberFacts {
  type: number;
  rankLevel: number;
  createdAt: Date;
  /** Σ paid deposits in the rule's period (only read when the rule has one). */
  depositedInPeriodMinor: number;
}

export function ineligibleReason(
  rules: PromotionRules,
  member: MemberFacts,
  now: Date,
): IneligibleReason | null {
  if (isTrialAccount(member.type)) return 'trial_account';
  if (rules.newPlayerDays && now.getTime() - member.createdAt.getTime() > rules.newPlayerDays * DAY_MS) {
    return 'new_players_only';
  }
  if (rules.minVipLevel !== undefined && member.rankLevel < rules.minVipLevel) return 'vip_level';
  if (rules.depositInPeriod && member.depositedInPeriodMinor < rules.depositInPeriod.minMinor) {
    return 'deposit_in_period';
  }
  return null;
}

/** The newest paid deposit this deposit-bonus promotion may be claimed on, if any. */
export function qualifyingDeposit(
  promo: PromotionRow,
  rules: PromotionRules,
  deposits: PaidDeposit[],
  claimedKeys: Set<string>,
): PaidDeposit | null {
  for (const d of deposits) {
    if (d.paidAt < promo.start_at || (promo.end_at && d.paidAt > promo.end_at)) continue;
    if (d.amountMinor < (rules.minDepositMinor ?? 0)) continue;
    if (rules.depositKind === 'first' && !d.isFirst) continue;
    if (rules.depositKind === 'reload' && d.isFirst) continue;
    if (claimedKeys.has(depositClaimKey(d.id))) continue;
    return d;
  }
  return null;
}

export const depositClaimKey = (orderId: number) => `deposit:${orderId}`;

export function depositBonusMinor(rules: PromotionRules, depositMinor: number): number {
  const raw = Math.floor((depositMinor * (rules.percent ?? 0)) / 100);
  return rules.capMinor ? Math.min(raw, rules.capMinor) : raw;
}

/** Cash back on a day's net loss: percent of the loss, capped, nothing under the minimum loss. */
export function cashbackMinor(rules: PromotionRules, netLossMinor: number): number {
  if (netLossMinor <= 0 || netLossMinor < (rules.minLossMinor ?? 0)) return 0;
  const raw = Math.floor((netLossMinor * (rules.percent ?? 0)) / 100);
  return rules.capMinor ? Math.min(raw, rules.capMinor) : raw;
}

/** The turnover a bonus must reach: N × bonus, or N × (deposit + bonus), rounded up to a minor unit. */
export function requiredTurnoverMinor(
  rules: PromotionRules,
  bonusMinor: number,
  depositMinor: number,
): number {
  const base = rules.wagerBase === 'deposit_bonus' ? bonusMinor + depositMinor : bonusMinor;
  return Math.ceil(base * rules.wagerMultiplier);
}

export interface MemberPromotionFacts {
  grants: Array<{ status: string; claimKey: string }>;
  application: { status: string } | null;
  hasQualifyingDeposit: boolean;
  todayKey: string;
  /** Cash back: the previous day's key and whether it pays anything. */
  cashbackKey?: string;
  cashbackAvailable?: boolean;
}

/**
 * The state on the member's button (docs/promotions.md "States"): the calendar first, then what the member did.
 * Eligibility does not change the state; the reason travels next to it and the button is disabled.
 */
export function memberState(
  promo: PromotionRow,
  now: Date,
  facts: MemberPromotionFacts | null,
): PromotionState {
  const calendar = calendarState(promo, now);
  if (calendar) return calendar;
  if (!facts) return 'join';
  const active = facts.grants.some((g) => g.status === 'active');
  switch (kindOf(promo)) {
    case 'deposit_bonus':
      if (facts.hasQualifyingDeposit) return 'claim';
      if (active) return 'process';
      return facts.grants.length > 0 ? 'claimed' : 'join';
    case 'fixed_bonus':
      if (!facts.application) return 'join';
      if (facts.application.status === 'applying') return 'applying';
      if (facts.application.status === 'rejected') return 'rejected';
      return active ? 'process' : 'issued';
    case 'daily_signin':
      return facts.grants.some((g) => g.claimKey === facts.todayKey) ? 'signed' : 'join';
    case 'cashback':
      if (facts.grants.some((g) => g.claimKey === facts.cashbackKey)) return 'claimed';
      return facts.cashbackAvailable ? 'claim' : 'join';
  }
}
