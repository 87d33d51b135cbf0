import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import type { RegisterRule } from '@site/shared/schemas';
import { siteOverviewSchema } from '@site/shared/schemas/operator';
import { siteKeys } from './site-keys';

/** Replaces one register field's rule (shown to the register form at once); answers the whole overview. */
export const setRegisterRule = (input: { field: string; rule: RegisterRule; reason: string }) =>
  fetchParsed(siteOverviewSchema, {
    method: 'PUT',
    url: `/wps/admin/system/register-rules/${input.field}`,
    data: { ...input.rule, reason: input.reason },
  });
export const useSetRegisterRule = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setRegisterRule,
    onSuccess: (overview) => client.setQueryData(siteKeys.overview(), overview),
  });
};
