import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, queryKeys, refreshBalance } from '@site/shared';
import { pointConvertResultSchema, type PointConvertRequest } from '@site/shared/schemas';

/** POST /wps/points/convert (MCS2_convertPoint): points to cash, password checked, once per requestKey. */
export const convertPoints = (body: PointConvertRequest) =>
  fetchParsed(pointConvertResultSchema, { method: 'POST', url: '/wps/points/convert', data: body });

export function useConvertPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: convertPoints,
    onSuccess: () => refreshBalance().catch(() => undefined),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.user('points') });
    },
  });
}
