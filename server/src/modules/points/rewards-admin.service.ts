import { ERROR_CODES } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import type { DbOrTrx } from '../../db/with-transaction';
import { decideOnce, type DecidedRequest, type Decision } from '../../lib/operator-decision';
import { ensureMemberAccount, postTransaction, systemAccount } from '../wallet/ledger.service';
import { insertEntry } from './points.repository';
import {
  decideRedemption,
  listRedemptionsForOperator,
  memberCurrency,
  lockRedemption,
  returnStock,
} from './rewards.repository';
import { nameIn } from './rewards.service';

/** Operator side of the points mall: the redemptions queue and the approve / reject decisions. */

export async function redemptionsForOperator(db: Db, status?: string) {
  return (await listRedemptionsForOperator(db, status)).map((r) => ({
    id: r.id,
    memberId: r.member_id,
    account: r.account,
    rewardId: r.reward_id,
    rewardCode: r.code,
    rewardName: nameIn(r.names, 'en', r.code),
    kind: r.kind,
    points: r.points,
    cashMinor: r.cash_minor === null ? null : Number(r.cash_minor),
    status: r.status,
    remark: r.remark,
    createdAt: r.created_at.toISOString(),
    decidedAt: r.decided_at ? r.decided_at.toISOString() : null,
  }));
}

async function payCash(
  trx: DbOrTrx,
  redemption: { id: number; member_id: number; cash_minor: string | number },
) {
  const member = await memberCurrency(trx, redemption.member_id);
  const cashMinor = Number(redemption.cash_minor);
  const [house, wallet] = [
    await systemAccount(trx, 'house', member.currency),
    await ensureMemberAccount(trx, redemption.member_id, member.currency),
  ];
  // One ledger key per redemption: even a replayed decision would pay once.
  await postTransaction(trx, {
    idempotencyKey: `points:redeem:${redemption.id}`,
    kind: 'points_redeem',
    legs: [
      { accountId: house.id, amountMinor: -cashMinor },
      { accountId: wallet.id, amountMinor: cashMinor },
    ],
    metadata: { redemptionId: redemption.id },
  });
}

type RedemptionRow = NonNullable<Awaited<ReturnType<typeof lockRedemption>>>;

/**
 * processing → approved (a cash reward is paid in the same transaction) or processing → rejected (the points come
 * back as a `refund:<id>` entry and a limited stock gets its unit back), once (lib/operator-decision.ts).
 */
const redemptionDecision: DecidedRequest<RedemptionRow> = {
  lock: lockRedemption,
  pendingStatus: 'processing',
  notFound: { code: ERROR_CODES.POINTS_REDEMPTION_NOT_FOUND, message: 'Redemption not found' },
  alreadyDecided: { code: ERROR_CODES.POINTS_REDEMPTION_DECIDED, message: 'Redemption already decided' },
  async carryOut(trx, redemption, decision) {
    if (decision === 'rejected') {
      await insertEntry(trx, {
        memberId: redemption.member_id,
        kind: 'refund',
        points: redemption.points,
        refKey: `refund:${redemption.id}`,
      });
      await returnStock(trx, redemption.reward_id);
    } else if (redemption.cash_minor !== null) {
      await payCash(trx, { ...redemption, cash_minor: redemption.cash_minor });
    }
  },
  record: decideRedemption,
};

export function decideRedemptionAsOperator(
  db: Db,
  id: number,
  decision: Decision,
  remark: string,
  now: Date,
) {
  return decideOnce(db, redemptionDecision, id, decision, remark, now);
}
