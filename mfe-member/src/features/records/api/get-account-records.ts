import { queryOptions } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { accountRecordsResultSchema } from '@site/shared/schemas';
import { type RecordsPreset, memberKeys } from '../../../lib/api/member-keys';

export const accountRecordsQuery = (preset: RecordsPreset, page: number) =>
  queryOptions({
    queryKey: memberKeys.accountRecords(preset, page),
    queryFn: () =>
      fetchParsed(accountRecordsResultSchema, {
        method: 'GET',
        url: '/wps/v2/records/account',
        params: { preset, page, pageSize: 20 },
      }),
  });
