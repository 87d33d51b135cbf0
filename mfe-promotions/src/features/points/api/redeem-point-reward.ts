import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { pointRedeemResultSchema, type PointRedeemRequest } from '@site/shared/schemas';

/** POST /wps/points/rewards/redeem (MCS2_redeemPointReward): password checked, once per requestKey. */
export const redeemPointReward = (body: PointRedeemRequest) =>
  fetchParsed(pointRedeemResultSchema, { method: 'POST', url: '/wps/points/rewards/redeem', data: body });

/** A redemption changes the balance, the details, the stock and my redemptions: everything under `points`. */
export function useRedeemPointReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: redeemPointReward,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.user('points') });
    },
  });
}
