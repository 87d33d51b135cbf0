import { fetchParsed } from '@site/shared';
import { payoutAccountSchema, type PayoutAccountInput } from '@site/shared/schemas';

export const addPayoutAccount = (body: PayoutAccountInput) =>
  fetchParsed(payoutAccountSchema, { method: 'POST', url: '/wps/v2/payout-accounts', data: body });
