import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, queryKeys, refreshBalance } from '@site/shared';
import {
  recallAllResultSchema,
  transferWalletsSchema,
  walletTransferResultSchema,
  type WalletTransferRequest,
} from '@site/shared/schemas';
import { freshOnMount } from '../../../lib/api/fresh-on-mount';

/**
 * transferFund's calls (docs/payments.md "Transfer wallets"): the wallets, a transfer in or out, recall all. Each
 * answer is parsed by its shared schema; a move refreshes the wallets and the header balance.
 */
export const transferWalletKeys = { wallets: () => queryKeys.user('member', 'transfer-wallets') };

export const transferWalletsQuery = () =>
  queryOptions({
    queryKey: transferWalletKeys.wallets(),
    queryFn: () => fetchParsed(transferWalletsSchema, { method: 'GET', url: '/wps/v2/transfer-wallets' }),
    // Vendor balances move with play elsewhere: ask again whenever the page opens.
    ...freshOnMount,
  });
export const useTransferWallets = () => useQuery(transferWalletsQuery());

export const walletTransfer = (body: WalletTransferRequest) =>
  fetchParsed(walletTransferResultSchema, {
    method: 'POST',
    url: '/wps/v2/transfer-wallets/transfer',
    data: body,
  });

/** `clientKey` is made once per press and reused on a retry, so a lost answer never moves money twice. */
export const recallAllWallets = (clientKey: string) =>
  fetchParsed(recallAllResultSchema, {
    method: 'POST',
    url: '/wps/v2/transfer-wallets/recall-all',
    data: { clientKey },
  });

function useAfterMove() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: transferWalletKeys.wallets() }),
      refreshBalance().catch(() => undefined),
    ]);
}

export function useWalletTransfer() {
  const afterMove = useAfterMove();
  return useMutation({ mutationFn: walletTransfer, onSettled: afterMove });
}

export function useRecallAll() {
  const afterMove = useAfterMove();
  return useMutation({ mutationFn: recallAllWallets, onSettled: afterMove });
}
