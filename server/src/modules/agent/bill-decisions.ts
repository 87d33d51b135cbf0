import { ERROR_CODES, minorToDecimal, type MyIncome } from '@site/shared/schemas';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { sendMemberMessage } from '../messages/messages.service';
import { ensureMemberAccount, postTransaction } from '../wallet/ledger.service';
import { findMemberById } from './agent.repository';
import * as repo from './bill.repository';

/**
 * What happens to a bill its upline could not pay (docs/agents.md "Bill states"). A bill is all or nothing: the
 * settlement either pays it in full or leaves it `insufficient`, the one open state. From there the upline pays it
 * in full (→ `paid`) or the upline, or an operator, rejects it with a reason (→ `rejected`). Both run under a row lock
 * on the bill, so a pay and a reject (or two pays) of one bill on two processes end with exactly one of them.
 */

export type BillType = 'salary' | 'dividend';
export type OwedBill = MyIncome['owed'][number];

const TABLE: Record<BillType, repo.BillTable> = {
  salary: 'agent_salary_bill',
  dividend: 'agent_dividend_bill',
};

/** Who decides: the paying upline (its own bills only) or an operator (any bill). */
export type BillActor = { upline: number } | { operator: string };

async function openBill(trx: DbOrTrx, type: BillType, billId: number, actor: BillActor) {
  const bill = await repo.lockBill(trx, TABLE[type], billId);
  if (!bill || ('upline' in actor && bill.payer_id !== actor.upline))
    throw new AppError(404, ERROR_CODES.AGENT_BILL_NOT_FOUND, 'No such bill of yours');
  if (bill.state !== 'insufficient')
    throw new AppError(409, ERROR_CODES.AGENT_BILL_NOT_OPEN, 'This bill is not open any more', {
      state: bill.state,
    });
  return bill;
}

/**
 * The upline pays an insufficient bill in full now. The ledger key is the settlement's own
 * (`agent-salary|agent-dividend:<contract>:<period key>`), unused because that posting was refused: whatever runs
 * again, the money moves once. Not enough balance → 422 INSUFFICIENT_BALANCE and the bill stays open.
 */
export async function payBill(
  db: DbOrTrx,
  payerId: number,
  type: BillType,
  billId: number,
): Promise<{ state: 'paid'; transactionId: number }> {
  return withTransaction(db, async (trx) => {
    const { state, transactionId } = await payOpenBill(trx, { upline: payerId }, type, billId);
    return { state, transactionId };
  });
}

/**
 * The same payment asked by an operator (the back office's bills desk): the bill's own upline pays, from its wallet,
 * under the same lock and ledger key, so an upline's and an operator's pay of one bill move money once.
 */
export async function payBillByOperator(
  trx: DbOrTrx,
  operator: string,
  type: BillType,
  billId: number,
): Promise<{ state: 'paid'; transactionId: number; amountMinor: number; payerId: number }> {
  return payOpenBill(trx, { operator }, type, billId);
}

async function payOpenBill(trx: DbOrTrx, actor: BillActor, type: BillType, billId: number) {
  const bill = await openBill(trx, type, billId, actor);
  const amountMinor = Number(bill.amount_minor);
  const payer = await ensureMemberAccount(trx, bill.payer_id, bill.currency);
  const payee = await ensureMemberAccount(trx, bill.member_id, bill.currency);
  const kind = type === 'salary' ? 'agent-salary' : 'agent-dividend';
  const posted = await postTransaction(trx, {
    idempotencyKey: `${kind}:${bill.contract_id}:${bill.period_key}`,
    kind,
    legs: [
      { accountId: payer.id, amountMinor: -amountMinor },
      { accountId: payee.id, amountMinor },
    ],
    metadata: { contractId: bill.contract_id, period: bill.period_key, paidLater: true },
  });
  await repo.closeBillPaid(trx, TABLE[type], bill.id, posted.transactionId);
  return { state: 'paid' as const, transactionId: posted.transactionId, amountMinor, payerId: bill.payer_id };
}

/**
 * Closes an insufficient bill unpaid, with a reason the downline reads on its income or dividend page. A dividend
 * bill's carry-over is not touched: it was settled when the bill was issued (docs/agents.md "Dividends").
 */
export async function rejectBill(
  db: DbOrTrx,
  actor: BillActor,
  type: BillType,
  billId: number,
  reason: string,
): Promise<{ state: 'rejected'; transactionId: null }> {
  return withTransaction(db, async (trx) => {
    const bill = await openBill(trx, type, billId, actor);
    const by = 'upline' in actor ? 'upline' : actor.operator;
    await repo.closeBillRejected(trx, TABLE[type], bill.id, reason, by);
    // The agent who earned it hears why, once (member centre template messages.kinds.agent.bill.rejected). Sent in
    // the decision's transaction: a reject that loses the race to a pay sends nothing.
    const payer = await findMemberById(trx, bill.payer_id);
    await sendMemberMessage(trx, {
      memberId: bill.member_id,
      kind: 'agent.bill.rejected',
      params: {
        billType: type,
        // The period's first local day (`<clock>:<YYYY-MM-DD>T<hh:mm>`), what the income page shows too.
        period: bill.period_key.slice(bill.period_key.indexOf(':') + 1, bill.period_key.indexOf(':') + 11),
        amount: minorToDecimal(Number(bill.amount_minor)),
        currency: bill.currency,
        payer: payer?.account ?? '',
        reason,
      },
      dedupeKey: `agent.bill.rejected:${type}:${bill.id}`,
    });
    return { state: 'rejected', transactionId: null };
  });
}

/** The bills I pay, for the income page: the open ones first in the eye of the upline. */
export async function billsIPay(
  db: DbOrTrx,
  payerId: number,
): Promise<{ owed: OwedBill[]; openOwedMinor: number }> {
  const rows = await repo.billsIPay(db, payerId);
  const owed = rows.map((b) => ({
    type: b.type,
    id: b.id,
    kind: b.kind,
    periodKey: b.period_key,
    memberAccount: b.member_account,
    amountMinor: Number(b.amount_minor),
    state: b.state,
    rejectReason: b.reject_reason,
    createdAt: b.created_at.toISOString(),
  }));
  const openOwedMinor = owed.filter((b) => b.state === 'insufficient').reduce((s, b) => s + b.amountMinor, 0);
  return { owed, openOwedMinor };
}
