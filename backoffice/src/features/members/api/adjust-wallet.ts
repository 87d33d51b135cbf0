import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed } from '@site/shared';
import { balanceAdjustmentSchema, type BalanceAdjustmentRequest } from '@site/shared/schemas';
import { fourEyesRequestSchema } from '@site/shared/schemas/operator';

/**
 * A wallet adjustment with its reason. Above the four-eyes limit the server does not move money yet: it answers
 * that the adjustment waits for a second staff member (docs/back-office.md "Four-eyes").
 */
export const adjustmentAnswerSchema = z.union([
  z.object({ fourEyes: fourEyesRequestSchema }),
  balanceAdjustmentSchema,
]);

export const adjustWallet = (body: BalanceAdjustmentRequest) =>
  fetchParsed(adjustmentAnswerSchema, { method: 'POST', url: '/wps/admin/wallet/adjustments', data: body });

export function useAdjustWallet(memberId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: adjustWallet,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['bo', 'member', memberId] });
      void client.invalidateQueries({ queryKey: ['bo', 'adjustments'] });
      void client.invalidateQueries({ queryKey: ['bo', 'four-eyes'] });
    },
  });
}

/** A four-eyes request still pending: the money has not moved. */
export const isAwaitingConfirmation = (answer: z.infer<typeof adjustmentAnswerSchema>) =>
  'fourEyes' in answer && answer.fourEyes.status === 'pending';
