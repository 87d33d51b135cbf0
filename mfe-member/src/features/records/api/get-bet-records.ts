import { queryOptions } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { betRecordsResultSchema } from '@site/shared/schemas';
import { type RecordsPreset, memberKeys } from '../../../lib/api/member-keys';

export const betRecordsQuery = (preset: RecordsPreset, page: number) =>
  queryOptions({
    queryKey: memberKeys.betRecords(preset, page),
    queryFn: () =>
      fetchParsed(betRecordsResultSchema, {
        method: 'GET',
        url: '/wps/v2/records/bets',
        params: { preset, page, pageSize: 20 },
      }),
  });
