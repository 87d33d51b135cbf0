import { fetchParsed } from '@site/shared';
import { rebateClaimSchema } from '@site/shared/schemas';

/** `requestKey` is made once per press and reused on a retry, so a lost answer never pays twice. */
export const claimRebate = (requestKey: string) =>
  fetchParsed(rebateClaimSchema, { method: 'POST', url: '/wps/v2/rebate/claims', data: { requestKey } });
