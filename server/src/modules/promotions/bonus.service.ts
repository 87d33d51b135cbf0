import { ERROR_CODES, minorToDecimal, type BonusGrant, type BonusStatus } from '@site/shared/schemas';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { ensureMemberAccount, postTransaction, systemAccount } from '../wallet/ledger.service';
import type { WithdrawalRequirement } from '../wallet/withdrawal-requirements';
import {
  closeGrant,
  insertGrant,
  listActiveGrants,
  listMemberGrants,
  listPromotionTitles,
  lockGrant,
  sumValidBets,
  type GrantRow,
} from './promotions.repository';

/**
 * Bonus grants (docs/promotions.md "Bonuses and wagering"): credited once through the ledger, tracked against
 * valid bets, completed when the turnover is met, forfeited at expiry otherwise.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface GrantInput {
  memberId: number;
  promotionId: number;
  claimKey: string;
  currency: string;
  bonusMinor: number;
  depositMinor: number;
  requiredMinor: number;
  expiryDays: number;
}

/**
 * Records the grant and credits the bonus in the caller's transaction. The grant's unique (promotion, member,
 * key) decides the race: the loser inserts nothing and gets PROMOTION_ALREADY_CLAIMED; the ledger key is derived
 * from the same triple, so even a replayed credit moves money once.
 */
export async function creditGrant(trx: DbOrTrx, input: GrantInput, now: Date): Promise<GrantRow> {
  const grant = await insertGrant(trx, {
    ...input,
    grantedAt: now,
    expiresAt: new Date(now.getTime() + input.expiryDays * DAY_MS),
    status: input.requiredMinor > 0 ? 'active' : 'completed',
  });
  if (!grant)
    throw new AppError(409, ERROR_CODES.PROMOTION_ALREADY_CLAIMED, 'This bonus was already claimed');
  const member = await ensureMemberAccount(trx, input.memberId, input.currency);
  const house = await systemAccount(trx, 'house', input.currency);
  await postTransaction(trx, {
    idempotencyKey: `promo:bonus:${input.promotionId}:${input.memberId}:${input.claimKey}`,
    kind: 'bonus',
    legs: [
      { accountId: house.id, amountMinor: -input.bonusMinor },
      { accountId: member.id, amountMinor: input.bonusMinor },
    ],
    metadata: { promotionId: input.promotionId, grantId: grant.id, claimKey: input.claimKey },
  });
  return grant;
}

/** Valid bets counted for this grant so far (up to now, never past its expiry). */
export async function grantProgress(db: DbOrTrx, grant: GrantRow, now: Date): Promise<number> {
  const until = now < grant.expires_at ? now : grant.expires_at;
  return sumValidBets(db, grant.member_id, grant.granted_at, until);
}

/** An active grant whose turnover is met reads as completed before the job persists it. */
function effectiveStatus(grant: GrantRow, progressMinor: number): BonusStatus {
  if (grant.status === 'active' && progressMinor >= Number(grant.required_minor)) return 'completed';
  return grant.status as BonusStatus;
}

export async function grantDto(db: DbOrTrx, grant: GrantRow, title: string, now: Date): Promise<BonusGrant> {
  const required = Number(grant.required_minor);
  const progress = grant.status === 'active' ? await grantProgress(db, grant, now) : required;
  return {
    grantId: grant.id,
    promotionId: grant.promotion_id,
    promotionTitle: title,
    bonus: minorToDecimal(Number(grant.bonus_minor)),
    deposit: minorToDecimal(Number(grant.deposit_minor)),
    required: minorToDecimal(required),
    progress: minorToDecimal(Math.min(progress, required)),
    status: effectiveStatus(grant, progress),
    grantedAt: grant.granted_at.toISOString(),
    expiresAt: grant.expires_at.toISOString(),
    forfeited: minorToDecimal(Number(grant.forfeited_minor)),
  };
}

/** The member's bonus details, newest first. */
export async function bonusDetails(db: DbOrTrx, memberId: number, now: Date): Promise<BonusGrant[]> {
  const grants = await listMemberGrants(db, memberId);
  const titles = new Map<number, string>();
  if (grants.length) {
    const rows = await listPromotionTitles(
      db,
      grants.map((g) => g.promotion_id),
    );
    for (const r of rows) titles.set(r.id, r.title);
  }
  return Promise.all(grants.map((g) => grantDto(db, g, titles.get(g.promotion_id) ?? '', now)));
}

/** Withdrawal provider: each unmet active bonus locks its amount until wagered (app.withdrawalRequirements). */
export async function bonusWithdrawalRequirements(
  db: DbOrTrx,
  memberId: number,
): Promise<WithdrawalRequirement[]> {
  const now = new Date();
  const out: WithdrawalRequirement[] = [];
  for (const grant of (await listMemberGrants(db, memberId)).filter((g) => g.status === 'active')) {
    const required = Number(grant.required_minor);
    const progress = await grantProgress(db, grant, now);
    if (progress >= required) continue;
    out.push({
      kind: `bonus-wagering:${grant.id}`,
      requiredMinor: required,
      progressMinor: progress,
      lockedMinor: Number(grant.bonus_minor),
    });
  }
  return out;
}

/**
 * The settlement job: every active grant whose turnover is met becomes completed; every expired one that is not
 * met is forfeited — the bonus (or what is left of the balance, if less) goes back to the house through the
 * ledger, keyed by the grant so two runners forfeit once.
 */
export async function settleGrants(
  db: DbOrTrx,
  now: Date,
): Promise<{ completed: number; forfeited: number }> {
  const result = { completed: 0, forfeited: 0 };
  // Every active grant: those not yet expired may have been met since the last run.
  const due = await listActiveGrants(db, 500);
  for (const candidate of due) {
    const outcome = await withTransaction(db, async (trx) => {
      const grant = await lockGrant(trx, candidate.id);
      if (!grant || grant.status !== 'active') return null;
      const progress = await grantProgress(trx, grant, now);
      if (progress >= Number(grant.required_minor)) {
        await closeGrant(trx, grant.id, 'completed', 0, now);
        return 'completed' as const;
      }
      if (grant.expires_at > now) return null;
      const forfeited = await forfeit(trx, grant);
      await closeGrant(trx, grant.id, 'forfeited', forfeited, now);
      return 'forfeited' as const;
    });
    if (outcome) result[outcome] += 1;
  }
  return result;
}

async function forfeit(trx: DbOrTrx, grant: GrantRow): Promise<number> {
  const member = await ensureMemberAccount(trx, grant.member_id, grant.currency);
  // A member who lost part of the bonus playing forfeits what is left, never more (no negative balance).
  const amount = Math.min(Number(grant.bonus_minor), member.balanceMinor);
  if (amount <= 0) return 0;
  const house = await systemAccount(trx, 'house', grant.currency);
  await postTransaction(trx, {
    idempotencyKey: `promo:forfeit:${grant.id}`,
    kind: 'bonus_forfeit',
    legs: [
      { accountId: member.id, amountMinor: -amount },
      { accountId: house.id, amountMinor: amount },
    ],
    metadata: { grantId: grant.id, promotionId: grant.promotion_id },
  });
  return amount;
}
