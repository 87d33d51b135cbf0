import { fetchParsed } from '@site/shared';
import { depositOrderSchema, type CreateDepositRequest } from '@site/shared/schemas';

export const createDeposit = (body: CreateDepositRequest) =>
  fetchParsed(depositOrderSchema, { method: 'POST', url: '/wps/v2/payments/deposits', data: body });
