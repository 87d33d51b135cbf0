import { minorToDecimal } from '@site/shared/schemas';
import type { AdminAgentBillPage, AdminAgentBillQuery } from '@site/shared/schemas/operator';
import type { DbOrTrx } from '../../db/with-transaction';
import { searchBills } from './bill-admin.repository';

/** The bills desk: every upline's salary and dividend bills, newest first, with who closed them and why. */
export async function searchAgentBills(db: DbOrTrx, query: AdminAgentBillQuery): Promise<AdminAgentBillPage> {
  const { rows, total } = await searchBills(db, query);
  return {
    items: rows.map((b) => ({
      type: b.type as 'salary' | 'dividend',
      id: b.id,
      kind: b.kind,
      periodKey: b.period_key,
      payerAccount: b.payer_account,
      memberAccount: b.member_account,
      amount: Number(minorToDecimal(Number(b.amount_minor))),
      currency: b.currency,
      state: b.state as AdminAgentBillPage['items'][number]['state'],
      rejectReason: b.reject_reason,
      rejectedBy: b.rejected_by,
      createdAt: new Date(b.created_at).toISOString(),
      closedAt: b.closed_at ? new Date(b.closed_at).toISOString() : null,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}
