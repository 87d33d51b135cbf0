import { queryOptions } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { referralSummarySchema } from '@site/shared/schemas';
import { memberKeys } from '../../../lib/api/member-keys';

export const referralQuery = () =>
  queryOptions({
    queryKey: memberKeys.referral(),
    queryFn: () => fetchParsed(referralSummarySchema, { method: 'GET', url: '/wps/v2/referral' }),
  });
