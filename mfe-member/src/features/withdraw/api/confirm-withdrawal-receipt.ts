import { fetchParsed } from '@site/shared';
import { withdrawalReceiptSchema, type ConfirmReceiptRequest } from '@site/shared/schemas';

export const confirmWithdrawalReceipt = (orderId: number, body: ConfirmReceiptRequest) =>
  fetchParsed(withdrawalReceiptSchema, {
    method: 'POST',
    url: `/wps/v2/withdrawals/${orderId}/receipt`,
    data: body,
    // Up to three photos of 5 MB on a phone connection.
    timeout: 120_000,
  });
