import { ERROR_CODES, type adminPromotionSchema } from '@site/shared/schemas';
import { sanitizeHtmlText } from '@site/shared/html/text';
import type { z } from 'zod';
import type { Db } from '../../db/create-db';
import { decideOnce, type DecidedRequest, type Decision } from '../../lib/operator-decision';
import { AppError } from '../../errors';
import { creditGrant } from './bonus.service';
import { requiredTurnoverMinor, rulesOf } from './promotion-rules';
import {
  categoryExists,
  insertPromotion,
  listAllPromotions,
  updatePromotion,
  type PromotionValues,
} from './promotions-admin.repository';
import {
  type PromotionRow,
  decideApplication,
  findMemberFacts,
  findPromotion,
  listApplications,
  lockApplication,
} from './promotions.repository';

/** Operator decisions on applications (docs/promotions.md "Promotions"). */

export async function applications(db: Db, status?: string) {
  return (await listApplications(db, status)).map((a) => ({
    id: a.id,
    promotionId: a.promotion_id,
    memberId: a.member_id,
    account: a.account,
    remark: a.remark,
    status: a.status,
    operatorRemark: a.operator_remark,
    createdAt: a.created_at.toISOString(),
    imageCount: a.images.length,
  }));
}

type ApplicationRow = NonNullable<Awaited<ReturnType<typeof lockApplication>>>;

/**
 * applying → approved (the fixed bonus is credited in the same transaction) or applying → rejected, once
 * (lib/operator-decision.ts).
 */
const applicationDecision: DecidedRequest<ApplicationRow> = {
  lock: lockApplication,
  pendingStatus: 'applying',
  notFound: { code: ERROR_CODES.PROMOTION_APPLICATION_NOT_FOUND, message: 'Application not found' },
  alreadyDecided: { code: ERROR_CODES.PROMOTION_APPLICATION_DECIDED, message: 'Application already decided' },
  async carryOut(trx, application, decision, now) {
    if (decision === 'approved') {
      const promo = await findPromotion(trx, application.promotion_id);
      const member = await findMemberFacts(trx, application.member_id);
      if (!promo || !member) throw new AppError(404, ERROR_CODES.PROMOTION_NOT_FOUND, 'Promotion not found');
      const rules = rulesOf(promo);
      const bonusMinor = rules.fixedMinor ?? 0;
      if (bonusMinor > 0) {
        await creditGrant(
          trx,
          {
            memberId: member.id,
            promotionId: promo.id,
            claimKey: `application:${application.id}`,
            currency: member.currency,
            bonusMinor,
            depositMinor: 0,
            requiredMinor: requiredTurnoverMinor(rules, bonusMinor, 0),
            expiryDays: rules.expiryDays,
          },
          now,
        );
      }
    }
  },
  record: decideApplication,
};

export function decide(db: Db, id: number, decision: Decision, remark: string, now: Date) {
  return decideOnce(db, applicationDecision, id, decision, remark, now);
}

/** Every HTML body, the original and each language's, goes through the shared allow-list before it is stored. */
function toValues(input: z.output<typeof adminPromotionSchema>): PromotionValues {
  const { translations, ...rest } = input;
  return {
    ...rest,
    content: sanitizeHtmlText(input.content),
    startAt: new Date(input.startAt),
    endAt: input.endAt ? new Date(input.endAt) : null,
    ...(translations
      ? {
          translations: Object.fromEntries(
            Object.entries(translations).map(([language, text]) => [
              language,
              { title: text.title, summary: text.summary, content: sanitizeHtmlText(text.content) },
            ]),
          ),
        }
      : {}),
  };
}

function adminDto(row: PromotionRow) {
  return {
    id: row.id,
    code: row.code,
    category: row.category,
    kind: row.kind,
    title: row.title,
    // Every field the create/replace schema takes: `pnpm admin promotions edit` replaces the whole promotion from
    // this answer plus the change, so a field left out here would be reset to its default.
    summary: row.summary,
    content: row.content,
    imageColor: row.image_color,
    enabled: row.enabled,
    startAt: row.start_at.toISOString(),
    endAt: row.end_at ? row.end_at.toISOString() : null,
    rules: row.rules,
    sort: row.sort,
    translations: row.translations ?? {},
  };
}

export async function listForOperator(db: Db) {
  return (await listAllPromotions(db)).map(adminDto);
}

async function requireCategory(db: Db, code: string) {
  if (!(await categoryExists(db, code))) {
    throw new AppError(422, ERROR_CODES.PROMOTION_CATEGORY_UNKNOWN, 'Unknown promotion category');
  }
}

/** Create (and schedule, by its calendar): validated by adminPromotionSchema, the code is the natural key. */
export async function createPromotion(db: Db, input: z.output<typeof adminPromotionSchema>) {
  await requireCategory(db, input.category);
  const row = await insertPromotion(db, { translations: {}, ...toValues(input) });
  if (!row) throw new AppError(409, ERROR_CODES.PROMOTION_CODE_EXISTS, 'A promotion with this code exists');
  return adminDto(row);
}

/**
 * Replace a promotion (reschedule, edit, disable). Grants already credited keep the terms they were credited with:
 * amount, requirement and expiry live on the grant.
 */
export async function replacePromotion(db: Db, id: number, input: z.output<typeof adminPromotionSchema>) {
  await requireCategory(db, input.category);
  const row = await updatePromotion(db, id, toValues(input));
  if (!row) throw new AppError(404, ERROR_CODES.PROMOTION_NOT_FOUND, 'Promotion not found');
  return adminDto(row);
}
