import { ERROR_CODES } from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { ensureMemberAccount, postTransaction } from '../wallet/ledger.service';
import { markBillInsufficient, setBillTransaction } from './agent.repository';
import type { SalaryBillState } from './agent.table';

export interface BillPayment {
  /** Where the bill row lives: salary and dividend bills have the same payment columns. */
  table: 'agent_salary_bill' | 'agent_dividend_bill';
  billId: number;
  payerId: number;
  payeeId: number;
  currency: string;
  amountMinor: number;
  /** The ledger's idempotency key: one posting per (contract, period), whatever runs it again. */
  idempotencyKey: string;
  kind: 'agent-salary' | 'agent-dividend';
  metadata: Record<string, unknown>;
}

/**
 * Pays an issued bill from the direct upline's own wallet through the ledger (docs/agents.md "Settlement"), inside
 * the caller's transaction that inserted the bill. An upline without the balance leaves the bill `insufficient`:
 * kept, not retried automatically.
 */
export async function payBillFromUpline(trx: DbOrTrx, bill: BillPayment): Promise<SalaryBillState> {
  const payer = await ensureMemberAccount(trx, bill.payerId, bill.currency);
  const payee = await ensureMemberAccount(trx, bill.payeeId, bill.currency);
  try {
    const posted = await postTransaction(trx, {
      idempotencyKey: bill.idempotencyKey,
      kind: bill.kind,
      legs: [
        { accountId: payer.id, amountMinor: -bill.amountMinor },
        { accountId: payee.id, amountMinor: bill.amountMinor },
      ],
      metadata: bill.metadata,
    });
    await setBillTransaction(trx, bill.table, bill.billId, posted.transactionId);
    return 'paid';
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== ERROR_CODES.INSUFFICIENT_BALANCE) throw err;
    await markBillInsufficient(trx, bill.table, bill.billId);
    return 'insufficient';
  }
}
