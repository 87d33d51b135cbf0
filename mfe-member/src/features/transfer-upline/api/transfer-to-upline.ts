import { fetchParsed } from '@site/shared';
import { uplineTransferResultSchema, type UplineTransferRequest } from '@site/shared/schemas';

export const transferToUpline = (body: UplineTransferRequest) =>
  fetchParsed(uplineTransferResultSchema, { method: 'POST', url: '/wps/v2/transfers/upline', data: body });
