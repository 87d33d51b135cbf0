import { queryOptions } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { personalProfitSchema } from '@site/shared/schemas';
import { type RecordsPreset, memberKeys } from '../../../lib/api/member-keys';

export const personalProfitQuery = (preset: RecordsPreset) =>
  queryOptions({
    queryKey: memberKeys.profit(preset),
    queryFn: () =>
      fetchParsed(personalProfitSchema, { method: 'GET', url: '/wps/v2/records/profit', params: { preset } }),
  });
