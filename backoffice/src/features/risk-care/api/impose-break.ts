import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { imposedBreakSchema, type ImposeBreakRequest } from '@site/shared/schemas';
import { riskKeys } from './risk-keys';

/** Starts a break now and signs the member out everywhere; a break is never shortened. */
export const imposeBreak = (body: ImposeBreakRequest) =>
  fetchParsed(imposedBreakSchema, {
    method: 'POST',
    url: '/wps/admin/responsible-gaming/breaks',
    data: body,
  });
export const useImposeBreak = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: imposeBreak,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: riskKeys.breaks() });
      void client.invalidateQueries({ queryKey: riskKeys.members() });
    },
  });
};
