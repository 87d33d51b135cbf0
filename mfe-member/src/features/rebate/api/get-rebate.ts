import { queryOptions } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { rebateSummarySchema } from '@site/shared/schemas';
import { memberKeys } from '../../../lib/api/member-keys';
import { freshOnMount } from '../../../lib/api/fresh-on-mount';

export const rebateQuery = () =>
  queryOptions({
    queryKey: memberKeys.rebate(),
    queryFn: () => fetchParsed(rebateSummarySchema, { method: 'GET', url: '/wps/v2/rebate' }),
    // Claimable rebate grows with every settled round: always ask again when the page opens.
    ...freshOnMount,
  });
