import { z } from 'zod';
import { fetchParsed } from '@site/shared';

export const deletePayoutAccount = (id: number) =>
  fetchParsed(z.null(), { method: 'DELETE', url: `/wps/v2/payout-accounts/${id}` });
