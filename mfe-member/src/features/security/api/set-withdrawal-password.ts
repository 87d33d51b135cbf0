import { fetchParsed } from '@site/shared';
import { withdrawalPasswordStatusSchema, type SetWithdrawalPasswordRequest } from '@site/shared/schemas';

export const setWithdrawalPassword = (body: SetWithdrawalPasswordRequest) =>
  fetchParsed(withdrawalPasswordStatusSchema, {
    method: 'PUT',
    url: '/wps/v2/withdrawal-password',
    data: body,
  });
