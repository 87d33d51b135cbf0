import {
  ERROR_CODES,
  minorToDecimal,
  type PromotionCategory,
  type PromotionClaimResult,
  type PromotionDetail,
  type PromotionSummary,
} from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { localParts } from '../../lib/zoned-time';
import { getLanguages } from '../system/system.service';
import { checkImages, storeImages } from './application-images';
import { creditGrant, grantDto } from './bonus.service';
import { cashbackDue } from './cashback';
import {
  calendarState,
  depositBonusMinor,
  depositClaimKey,
  ineligibleReason,
  kindOf,
  memberState,
  qualifyingDeposit,
  requiredTurnoverMinor,
  rulesOf,
} from './promotion-rules';
import {
  claimedDepositKeys,
  findApplication,
  findMemberFacts,
  findPromotion,
  insertApplication,
  listCategories,
  listMemberGrants,
  listPaidDeposits,
  listPromotions,
  sumPaidDepositsSince,
  type PromotionRow,
  findApplicationById,
} from './promotions.repository';

/** Promotions as members and visitors see them, and the member's actions on them (docs/promotions.md). */

/** Daily sign-in days and "new player" ages are counted in the site's zone (same default as agent settlement). */
export const SITE_TIME_ZONE = 'Asia/Manila';
const DAY_MS = 24 * 60 * 60 * 1000;

export function dayKey(now: Date): string {
  const p = localParts(now, SITE_TIME_ZONE);
  return `day:${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export function categories(db: DbOrTrx): Promise<PromotionCategory[]> {
  return listCategories(db);
}

interface MemberView {
  state: PromotionSummary['state'];
  reason: PromotionSummary['ineligibleReason'];
}

async function memberView(
  db: DbOrTrx,
  promo: PromotionRow,
  memberId: number | null,
  now: Date,
): Promise<MemberView> {
  if (memberId === null || calendarState(promo, now))
    return { state: memberState(promo, now, null), reason: null };
  const member = await findMemberFacts(db, memberId);
  if (!member) return { state: memberState(promo, now, null), reason: null };
  const rules = rulesOf(promo);
  const period = rules.depositInPeriod;
  const reason = ineligibleReason(
    rules,
    {
      type: member.type,
      rankLevel: member.rank_level,
      createdAt: member.created_at,
      depositedInPeriodMinor: period
        ? await sumPaidDepositsSince(db, memberId, new Date(now.getTime() - period.days * DAY_MS))
        : 0,
    },
    now,
  );
  const grants = await listMemberGrants(db, memberId, promo.id);
  const kind = kindOf(promo);
  const application =
    kind === 'fixed_bonus' ? ((await findApplication(db, promo.id, memberId)) ?? null) : null;
  const deposit =
    kind === 'deposit_bonus'
      ? qualifyingDeposit(
          promo,
          rules,
          await listPaidDeposits(db, memberId),
          await claimedDepositKeys(db, memberId),
        )
      : null;
  const cashback = kind === 'cashback' ? await cashbackDue(db, rules, memberId, now) : null;
  const state = memberState(promo, now, {
    grants: grants.map((g) => ({ status: g.status, claimKey: g.claim_key })),
    application,
    hasQualifyingDeposit: deposit !== null,
    todayKey: dayKey(now),
    cashbackKey: cashback?.key,
    cashbackAvailable: (cashback?.bonusMinor ?? 0) > 0,
  });
  return { state, reason };
}

type PromotionTexts = { title: string; summary: string; content: string };

/**
 * The texts of a promotion in the language asked for, else the site's default language, else the operator's
 * original (docs/i18n.md "Operator content"): one language's texts are taken whole, never mixed.
 */
export function localizePromotion(promo: PromotionRow, language: string, fallback: string): PromotionTexts {
  for (const candidate of [language, fallback]) {
    const found = promo.translations?.[candidate];
    if (found?.title) return { title: found.title, summary: found.summary, content: found.content };
  }
  return { title: promo.title, summary: promo.summary, content: promo.content };
}

async function defaultLanguage(db: DbOrTrx): Promise<string> {
  return (await getLanguages(db)).defaultLanguage;
}

function summaryDto(promo: PromotionRow, view: MemberView, texts: PromotionTexts): PromotionSummary {
  const rules = rulesOf(promo);
  return {
    id: promo.id,
    code: promo.code,
    category: promo.category,
    kind: kindOf(promo),
    title: texts.title,
    summary: texts.summary,
    imageColor: promo.image_color,
    startAt: promo.start_at.toISOString(),
    endAt: promo.end_at ? promo.end_at.toISOString() : null,
    state: view.state,
    ineligibleReason: view.reason,
    percent: rules.percent ?? null,
    capAmount: rules.capMinor !== undefined ? minorToDecimal(rules.capMinor) : null,
    fixedAmount: rules.fixedMinor !== undefined ? minorToDecimal(rules.fixedMinor) : null,
    wagerMultiplier: rules.wagerMultiplier,
  };
}

export async function list(
  db: DbOrTrx,
  memberId: number | null,
  category: string | undefined,
  now: Date,
  language = 'en',
): Promise<PromotionSummary[]> {
  const [rows, fallback] = await Promise.all([listPromotions(db, category), defaultLanguage(db)]);
  return Promise.all(
    rows.map(async (p) =>
      summaryDto(p, await memberView(db, p, memberId, now), localizePromotion(p, language, fallback)),
    ),
  );
}

async function requirePromotion(db: DbOrTrx, id: number): Promise<PromotionRow> {
  const promo = await findPromotion(db, id);
  if (!promo) throw new AppError(404, ERROR_CODES.PROMOTION_NOT_FOUND, 'Promotion not found');
  return promo;
}

export async function detail(
  db: DbOrTrx,
  memberId: number | null,
  id: number,
  now: Date,
  language = 'en',
): Promise<PromotionDetail> {
  const promo = await requirePromotion(db, id);
  const application = memberId === null ? undefined : await findApplication(db, id, memberId);
  const texts = localizePromotion(promo, language, await defaultLanguage(db));
  return {
    ...summaryDto(promo, await memberView(db, promo, memberId, now), texts),
    content: texts.content,
    application: application
      ? {
          id: application.id,
          status: application.status,
          remark: application.remark,
          operatorRemark: application.operator_remark,
          createdAt: application.created_at.toISOString(),
          imageCount: application.images.length,
        }
      : null,
  };
}

/** Refuses anything a member may not do on this promotion now (calendar, then eligibility). */
export async function requireActionable(db: DbOrTrx, promo: PromotionRow, memberId: number, now: Date) {
  if (calendarState(promo, now))
    throw new AppError(409, ERROR_CODES.PROMOTION_NOT_ACTIVE, 'Promotion is not running');
  const view = await memberView(db, promo, memberId, now);
  if (view.reason) {
    throw new AppError(403, ERROR_CODES.PROMOTION_NOT_ELIGIBLE, 'You are not eligible for this promotion', {
      reason: view.reason,
    });
  }
  return view;
}

/**
 * Claim: a deposit bonus on the newest qualifying deposit, today's sign-in, or yesterday's cash back. Credited once
 * (see creditGrant).
 */
export async function claim(db: Db, memberId: number, id: number, now: Date): Promise<PromotionClaimResult> {
  const promo = await requirePromotion(db, id);
  const kind = kindOf(promo);
  if (kind === 'fixed_bonus') {
    throw new AppError(409, ERROR_CODES.PROMOTION_WRONG_ACTION, 'This promotion is applied for, not claimed');
  }
  const grant = await withTransaction(db, async (trx) => {
    await requireActionable(trx, promo, memberId, now);
    const member = await findMemberFacts(trx, memberId);
    if (!member) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
    const rules = rulesOf(promo);
    let claimKey = dayKey(now);
    let depositMinor = 0;
    let bonusMinor = rules.fixedMinor ?? 0;
    if (kind === 'deposit_bonus') {
      const deposits = await listPaidDeposits(trx, memberId);
      const deposit = qualifyingDeposit(promo, rules, deposits, await claimedDepositKeys(trx, memberId));
      if (!deposit) {
        const claimedBefore = (await listMemberGrants(trx, memberId, promo.id)).length > 0;
        throw claimedBefore
          ? new AppError(409, ERROR_CODES.PROMOTION_ALREADY_CLAIMED, 'This bonus was already claimed')
          : new AppError(409, ERROR_CODES.PROMOTION_NOTHING_TO_CLAIM, 'Make a qualifying deposit first');
      }
      claimKey = depositClaimKey(deposit.id);
      depositMinor = deposit.amountMinor;
      bonusMinor = depositBonusMinor(rules, depositMinor);
    } else if (kind === 'cashback') {
      ({ key: claimKey, bonusMinor } = await cashbackDue(trx, rules, memberId, now));
    }
    if (bonusMinor <= 0) throw new AppError(409, ERROR_CODES.PROMOTION_NOTHING_TO_CLAIM, 'Nothing to claim');
    return creditGrant(
      trx,
      {
        memberId,
        promotionId: promo.id,
        claimKey,
        currency: member.currency,
        bonusMinor,
        depositMinor,
        requiredMinor: requiredTurnoverMinor(rules, bonusMinor, depositMinor),
        expiryDays: rules.expiryDays,
      },
      now,
    );
  });
  const view = await memberView(db, promo, memberId, now);
  return { state: view.state, grant: await grantDto(db, grant, promo.title, now) };
}

/**
 * Application for a fixed bonus: one per member and promotion, decided by an operator. Images are checked before
 * anything is written; the row and the files go together (a failed write rolls the row back).
 */
export async function apply(
  db: Db,
  dataDir: string,
  memberId: number,
  id: number,
  body: { remark: string; images: string[] },
  now: Date,
) {
  const promo = await requirePromotion(db, id);
  if (kindOf(promo) !== 'fixed_bonus') {
    throw new AppError(409, ERROR_CODES.PROMOTION_WRONG_ACTION, 'This promotion is claimed, not applied for');
  }
  await requireActionable(db, promo, memberId, now);
  const images = checkImages(body.images);
  const row = await withTransaction(db, async (trx) => {
    const inserted = await insertApplication(
      trx,
      promo.id,
      memberId,
      body.remark,
      images.map((i) => i.ext),
    );
    if (!inserted) {
      throw new AppError(
        409,
        ERROR_CODES.PROMOTION_APPLICATION_EXISTS,
        'You have already applied for this promotion',
      );
    }
    await storeImages(dataDir, inserted.id, images);
    return inserted;
  });
  return { state: 'applying' as const, applicationId: row.id };
}

/** A promotion application by id (its images); callers check whose it is. */
export function findApplicationForImages(db: DbOrTrx, id: number) {
  return findApplicationById(db, id);
}
