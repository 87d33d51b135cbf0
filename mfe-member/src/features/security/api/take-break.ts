import { fetchParsed } from '@site/shared';
import { accountOnBreakSchema, type TakeBreakRequest } from '@site/shared/schemas';

export const takeBreak = (body: TakeBreakRequest) =>
  fetchParsed(accountOnBreakSchema, { method: 'POST', url: '/wps/v2/responsible-gaming/break', data: body });
