import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchParsed } from '@site/shared';
import { operatorRaffleRuleSchema } from '@site/shared/schemas';
import { adminRaffleRoundListSchema, type AdminRaffleRuleInput } from '@site/shared/schemas/operator';
import { campaignKeys } from './campaign-keys';

export type OperatorRaffleRule = z.infer<typeof operatorRaffleRuleSchema>;

/** `GET /wps/admin/raffle/rules` (`raffle.manage`). */
export const getRaffleRules = () =>
  fetchParsed(operatorRaffleRuleSchema.array(), { method: 'GET', url: '/wps/admin/raffle/rules' });
export const raffleRulesQuery = () =>
  queryOptions({ queryKey: campaignKeys.raffleRules(), queryFn: getRaffleRules, staleTime: 10_000 });
export const useRaffleRules = () => useQuery(raffleRulesQuery());

/** `GET /wps/admin/raffle/rounds?ruleId`: the newest rounds, commitments and (once ended) seeds. */
export const getRaffleRounds = (ruleId?: number) =>
  fetchParsed(adminRaffleRoundListSchema, {
    method: 'GET',
    url: '/wps/admin/raffle/rounds',
    params: ruleId ? { ruleId } : {},
  });
export const raffleRoundsQuery = (ruleId?: number) =>
  queryOptions({
    queryKey: campaignKeys.raffleRounds(ruleId),
    queryFn: () => getRaffleRounds(ruleId),
    staleTime: 10_000,
  });
export const useRaffleRounds = (ruleId?: number) => useQuery(raffleRoundsQuery(ruleId));

/** `POST /wps/admin/raffle/rules` or `PUT …/:id` (applies from the next round; audited `raffle.rule.create|replace`). */
export const saveRaffleRule = ({ id, body }: { id?: number; body: AdminRaffleRuleInput }) =>
  fetchParsed(operatorRaffleRuleSchema, {
    method: id ? 'PUT' : 'POST',
    url: id ? `/wps/admin/raffle/rules/${id}` : '/wps/admin/raffle/rules',
    data: body,
  });
export const useSaveRaffleRule = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRaffleRule,
    onSuccess: () => void client.invalidateQueries({ queryKey: campaignKeys.raffleRules() }),
  });
};
