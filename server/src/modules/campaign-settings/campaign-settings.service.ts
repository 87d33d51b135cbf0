import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ERROR_CODES, decimalToMinor, minorToDecimal } from '@site/shared/schemas';
import {
  rebateRatesIssue,
  vipLevelsIssue,
  type RebateSettings,
  type RebateSettingsRequest,
  type ReferralSettings,
  type ReferralSettingsRequest,
  type VipSettings,
  type VipSettingsRequest,
} from '@site/shared/schemas/operator';
import type { Db } from '../../db/create-db';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { changedFields, withAudit } from '../audit/audit.service';
import {
  CAMPAIGN_SETTING_KEYS,
  DEFAULT_REBATE,
  DEFAULT_REFERRAL,
  DEFAULT_VIP,
  storedRebateSchema,
  storedReferralSchema,
  storedVipSchema,
  type StoredRebate,
  type StoredReferral,
  type StoredVip,
} from './campaign-settings.defaults';
import {
  findCampaignSetting,
  lockCampaignSetting,
  writeCampaignSetting,
} from './campaign-settings.repository';

/**
 * The operator's rebate, referral and VIP tunables (docs/back-office.md "Campaign settings"). Read from the database
 * on every use, never kept in a process: the site runs as several processes behind a balancer, and an edit must
 * hold on all of them from the next claim, settlement or promotion on. One small keyed read per use is cheap beside
 * the bets query each of those runs anyway. An absent or unreadable row is the code default.
 */

function parsed<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const result = schema.safeParse(value);
  return result.success ? result.data : fallback;
}

export async function getRebateSettings(db: DbOrTrx): Promise<StoredRebate> {
  return parsed(
    storedRebateSchema,
    await findCampaignSetting(db, CAMPAIGN_SETTING_KEYS.rebate),
    DEFAULT_REBATE,
  );
}

export async function getReferralSettings(db: DbOrTrx): Promise<StoredReferral> {
  const value = await findCampaignSetting(db, CAMPAIGN_SETTING_KEYS.referral);
  return parsed(storedReferralSchema, value, DEFAULT_REFERRAL);
}

export async function getVipSettings(db: DbOrTrx): Promise<StoredVip> {
  return parsed(storedVipSchema, await findCampaignSetting(db, CAMPAIGN_SETTING_KEYS.vip), DEFAULT_VIP);
}

const rebateView = (s: StoredRebate): RebateSettings => ({
  ratesBps: s.ratesBps,
  minClaim: minorToDecimal(s.minClaimMinor),
  windowDays: s.windowDays,
});
const vipView = (s: StoredVip): VipSettings => ({
  levels: s.levels.map((l) => ({ level: l.level, name: l.name, required: minorToDecimal(l.requiredMinor) })),
});

export const adminRebateSettings = async (db: DbOrTrx) => rebateView(await getRebateSettings(db));
export const adminReferralSettings = async (db: DbOrTrx): Promise<ReferralSettings> =>
  getReferralSettings(db);
export const adminVipSettings = async (db: DbOrTrx) => vipView(await getVipSettings(db));

/** Writes one setting with its audit row (the changed fields before and after, and the reason) in one transaction. */
function auditedWrite<Stored, View extends Record<string, unknown>>(
  db: Db,
  request: FastifyRequest,
  edit: {
    key: string;
    entityId: string;
    schema: z.ZodType<Stored>;
    fallback: Stored;
    next: Stored;
    view: (s: Stored) => View;
    reason: string;
  },
): Promise<View> {
  return withAudit(db, request, async (trx) => {
    const before = edit.view(parsed(edit.schema, await lockCampaignSetting(trx, edit.key), edit.fallback));
    await writeCampaignSetting(trx, edit.key, edit.next);
    const after = edit.view(edit.next);
    return {
      result: after,
      audit: {
        action: 'campaign-settings.edit',
        entity: 'campaign-settings',
        entityId: edit.entityId,
        ...changedFields(before, after),
        reason: edit.reason,
      },
    };
  });
}

export async function editRebateSettings(db: Db, request: FastifyRequest, body: RebateSettingsRequest) {
  const issue = rebateRatesIssue(body.ratesBps);
  if (issue) {
    throw new AppError(
      400,
      ERROR_CODES.REBATE_RATES_INVALID,
      `A higher VIP level may not get a lower rate (${issue.group}, level ${issue.level})`,
      { ...issue },
    );
  }
  return auditedWrite(db, request, {
    key: CAMPAIGN_SETTING_KEYS.rebate,
    entityId: 'rebate',
    schema: storedRebateSchema,
    fallback: DEFAULT_REBATE,
    next: {
      ratesBps: body.ratesBps,
      minClaimMinor: decimalToMinor(body.minClaim),
      windowDays: body.windowDays,
    },
    view: rebateView,
    reason: body.reason,
  });
}

export async function editReferralSettings(db: Db, request: FastifyRequest, body: ReferralSettingsRequest) {
  return auditedWrite(db, request, {
    key: CAMPAIGN_SETTING_KEYS.referral,
    entityId: 'referral',
    schema: storedReferralSchema,
    fallback: DEFAULT_REFERRAL,
    next: { commissionBps: body.commissionBps },
    view: (s: StoredReferral) => ({ commissionBps: s.commissionBps }),
    reason: body.reason,
  });
}

export async function editVipSettings(db: Db, request: FastifyRequest, body: VipSettingsRequest) {
  const issue = vipLevelsIssue(body.levels);
  if (issue) {
    const messages = {
      order: 'List the levels 0 to 5 in order',
      'first-at-zero': 'Level 0 is where everyone starts: its threshold is 0',
      increasing: `Level ${issue.level} needs more than the level before it`,
    };
    throw new AppError(400, ERROR_CODES.VIP_THRESHOLDS_INVALID, messages[issue.rule], { ...issue });
  }
  return auditedWrite(db, request, {
    key: CAMPAIGN_SETTING_KEYS.vip,
    entityId: 'vip',
    schema: storedVipSchema,
    fallback: DEFAULT_VIP,
    next: {
      levels: body.levels.map((l) => ({
        level: l.level,
        name: l.name,
        requiredMinor: decimalToMinor(l.required),
      })),
    },
    view: vipView,
    reason: body.reason,
  });
}
