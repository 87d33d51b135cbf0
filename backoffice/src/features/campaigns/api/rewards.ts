import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchParsed } from '@site/shared';
import { operatorRewardSchema } from '@site/shared/schemas';
import type { AdminRewardInput } from '@site/shared/schemas/operator';
import { campaignKeys } from './campaign-keys';

export type OperatorReward = z.infer<typeof operatorRewardSchema>;

/** `GET /wps/admin/points/rewards` (`points.read`): the point-mall catalogue with its stock. */
export const getRewards = () =>
  fetchParsed(operatorRewardSchema.array(), { method: 'GET', url: '/wps/admin/points/rewards' });
export const rewardsQuery = () =>
  queryOptions({ queryKey: campaignKeys.rewards(), queryFn: getRewards, staleTime: 10_000 });
export const useRewards = () => useQuery(rewardsQuery());

/**
 * `POST /wps/admin/points/rewards` or `PATCH …/:id` (`points.manage`; audited `reward.create|edit`). The edit sends
 * every field of the form: the server keeps only what changed in the audit row.
 */
export const saveReward = ({ id, body }: { id?: number; body: AdminRewardInput }) =>
  fetchParsed(operatorRewardSchema, {
    method: id ? 'PATCH' : 'POST',
    url: id ? `/wps/admin/points/rewards/${id}` : '/wps/admin/points/rewards',
    data: body,
  });
export const useSaveReward = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveReward,
    onSuccess: () => void client.invalidateQueries({ queryKey: campaignKeys.rewards() }),
  });
};
