import { fetchParsed } from '@site/shared';
import { withdrawalOrderSchema, type CreateWithdrawalRequest } from '@site/shared/schemas';

export const createWithdrawal = (body: CreateWithdrawalRequest) =>
  fetchParsed(withdrawalOrderSchema, { method: 'POST', url: '/wps/v2/withdrawals', data: body });
