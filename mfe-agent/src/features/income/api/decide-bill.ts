import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, refreshBalance } from '@site/shared';
import { z } from 'zod';
import { myIncomeSchema } from '@site/shared/schemas';

export type OwedBill = z.infer<typeof myIncomeSchema>['owed'][number];

/** The answer of pay and reject: the bill named again with its new state. */
const decisionSchema = myIncomeSchema.shape.owed
  .unwrap()
  .element.pick({ type: true, id: true, state: true })
  .extend({ transactionId: z.number().nullable() });

/** `POST /wps/agent/bills/:type/:id/pay`: pay an insufficient bill in full now (docs/agents.md "Bill states"). */
export const payBill = (bill: Pick<OwedBill, 'type' | 'id'>) =>
  fetchParsed(decisionSchema, {
    method: 'POST',
    url: `/wps/agent/bills/${bill.type}/${bill.id}/pay`,
    data: {},
  });

/** `POST /wps/agent/bills/:type/:id/reject`: close it unpaid, with a reason the downline reads. */
export const rejectBill = ({ type, id, reason }: Pick<OwedBill, 'type' | 'id'> & { reason: string }) =>
  fetchParsed(decisionSchema, {
    method: 'POST',
    url: `/wps/agent/bills/${type}/${id}/reject`,
    data: { reason },
  });

/** Either decision changes my bills, my downline's and (a payment) my balance: every agent query refreshes. */
function useBillDecision<T>(fn: (arg: T) => ReturnType<typeof payBill>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['agent'] });
      await refreshBalance().catch(() => undefined);
    },
  });
}

export const usePayBill = () => useBillDecision(payBill);
export const useRejectBill = () => useBillDecision(rejectBill);
