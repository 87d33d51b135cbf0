import type { Db } from '../create-db';
import { findMemberByAccount } from '../../modules/member/member.repository';
import { hashPassword } from '../../modules/member/password-hash';
import { sendMemberMessage } from '../../modules/messages/messages.service';
import { ensureMemberAccount, postTransaction, systemAccount } from '../../modules/wallet/ledger.service';
import { createWithdrawalRequirementRegistry } from '../../modules/wallet/withdrawal-requirements';
import { depositTurnoverRequirement } from '../../modules/withdrawals/turnover-requirement';
import {
  findWithdrawalPassword,
  insertPayoutAccount,
  listMemberWithdrawals,
  listPayoutAccounts,
  upsertWithdrawalPassword,
} from '../../modules/withdrawals/withdrawals.repository';
import { requestWithdrawal } from '../../modules/withdrawals/withdrawals.service';

/** The demo member's withdrawal password (docs/payments.md). */
export const DEMO_WITHDRAWAL_PIN = '246810';
const DEPOSIT_MINOR = 1_000_00;
const BET_MINOR = 1_200_00;
// Deposit 1,000 − bet 1,200 + win 700 − withdrawal 500 = 0: demo keeps the opening balance the other seeds promise.
const WIN_MINOR = 700_00;

/**
 * Member-centre demo data for `demo` (idempotent: every step checks or uses a fixed key): a paid e-wallet deposit
 * with its message, one settled round that meets the deposit turnover, a withdrawal PIN, a bound GCash account and
 * one withdrawal under review — so deposit, withdraw and the records pages show real rows on a fresh start.
 */
export async function seedMemberCentre(db: Db): Promise<boolean> {
  const demo = await findMemberByAccount(db, 'demo');
  if (!demo) return false;
  const wallet = await ensureMemberAccount(db, demo.id, demo.currency);
  const [outside, house] = await Promise.all([
    systemAccount(db, 'outside-world', demo.currency),
    systemAccount(db, 'house', demo.currency),
  ]);

  const paidAt = new Date(Date.now() - 2 * 3_600_000);
  const existingDeposit = await db
    .selectFrom('deposit_order')
    .select('id')
    .where('gateway_tx_id', '=', 'GWSEEDDEMO0001')
    .executeTakeFirst();
  if (!existingDeposit) {
    const order = await db
      .insertInto('deposit_order')
      .values({
        member_id: demo.id,
        channel: 'ewallet',
        currency: demo.currency,
        amount_minor: DEPOSIT_MINOR,
        status: 'paid',
        gateway_tx_id: 'GWSEEDDEMO0001',
        paid_amount_minor: DEPOSIT_MINOR,
        expires_at: paidAt,
        paid_at: paidAt,
        created_at: paidAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sendMemberMessage(db, {
      memberId: demo.id,
      kind: 'deposit.arrived',
      params: { orderId: order.id, amount: DEPOSIT_MINOR / 100, currency: demo.currency },
      dedupeKey: `deposit.arrived:${order.id}`,
    });
  }
  await postTransaction(db, {
    idempotencyKey: 'deposit:gw:GWSEEDDEMO0001',
    kind: 'deposit',
    legs: [
      { accountId: outside.id, amountMinor: -DEPOSIT_MINOR },
      { accountId: wallet.id, amountMinor: DEPOSIT_MINOR },
    ],
    metadata: { seed: true, channel: 'ewallet' },
  });

  const round = await db
    .selectFrom('bet_record')
    .select('id')
    .where('round_id', '=', 'SEED-MC-1')
    .executeTakeFirst();
  if (!round) {
    await postTransaction(db, {
      idempotencyKey: 'bet:seed:SEED-MC-1',
      kind: 'bet',
      legs: [
        { accountId: wallet.id, amountMinor: -BET_MINOR },
        { accountId: house.id, amountMinor: BET_MINOR },
      ],
      metadata: { seed: true },
    });
    await postTransaction(db, {
      idempotencyKey: 'win:seed:SEED-MC-1',
      kind: 'win',
      legs: [
        { accountId: house.id, amountMinor: -WIN_MINOR },
        { accountId: wallet.id, amountMinor: WIN_MINOR },
      ],
      metadata: { seed: true },
    });
    await db
      .insertInto('bet_record')
      .values({
        vendor: 'DEMO',
        round_id: 'SEED-MC-1',
        bet_transaction_id: 'SEED-MC-1-BET',
        member_id: demo.id,
        member_account: demo.account,
        game_id: 'demo-slot-1',
        game_type: 'SLOT',
        currency: demo.currency,
        bet_minor: BET_MINOR,
        valid_bet_minor: BET_MINOR,
        win_minor: WIN_MINOR,
        status: 'settled',
        settled_at: new Date(),
      })
      .execute();
  }

  if (!(await findWithdrawalPassword(db, demo.id))) {
    await upsertWithdrawalPassword(db, demo.id, await hashPassword(DEMO_WITHDRAWAL_PIN));
  }
  let accounts = await listPayoutAccounts(db, demo.id);
  if (accounts.length === 0) {
    await insertPayoutAccount(db, {
      memberId: demo.id,
      kind: 'ewallet',
      provider: 'GCash',
      accountNumber: '09171234567',
      payeeName: 'Demo Player',
    });
    accounts = await listPayoutAccounts(db, demo.id);
  }
  if ((await listMemberWithdrawals(db, demo.id, 1)).length === 0) {
    const registry = createWithdrawalRequirementRegistry();
    registry.register(depositTurnoverRequirement);
    await requestWithdrawal(db, registry, demo.id, {
      amount: 500,
      payoutAccountId: accounts[0]!.id,
      withdrawalPassword: DEMO_WITHDRAWAL_PIN,
    });
  }
  return true;
}
