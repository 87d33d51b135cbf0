import { fetchParsed } from '@site/shared';
import { responsibleGamingSchema, type DepositLimitPeriod } from '@site/shared/schemas';

export const setDepositLimit = (period: DepositLimitPeriod, amount: number | null) =>
  fetchParsed(responsibleGamingSchema, {
    method: 'PUT',
    url: `/wps/v2/responsible-gaming/deposit-limits/${period}`,
    data: { amount },
  });
