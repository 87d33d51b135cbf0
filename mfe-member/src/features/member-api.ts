import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed, queryKeys } from '@site/shared';
import {
  accountRecordsResultSchema,
  betRecordsResultSchema,
  depositChannelInfoSchema,
  depositOrderSchema,
  payoutAccountSchema,
  withdrawalOrderSchema,
  withdrawalOverviewSchema,
  withdrawalPasswordStatusSchema,
  withdrawalReceiptSchema,
  responsibleGamingSchema,
  personalProfitSchema,
  rebateSummarySchema,
  referralSummarySchema,
  uplineTransferInfoSchema,
  vipStatusSchema,
  uplineTransferResultSchema,
  type UplineTransferRequest,
  rebateClaimSchema,
  accountOnBreakSchema,
  type DepositLimitPeriod,
  type TakeBreakRequest,
  type ConfirmReceiptRequest,
  type CreateDepositRequest,
  type CreateWithdrawalRequest,
  type PayoutAccountInput,
  type SetWithdrawalPasswordRequest,
} from '@site/shared/schemas';

/**
 * The member centre's data layer: one fetcher per endpoint (answers parsed by the shared zod schemas), query
 * options under the `user` key root (dropped on session change), and hooks.
 */
export type RecordsPreset = 'today' | 'last7' | 'last30';

export const memberKeys = {
  withdrawalOverview: () => queryKeys.user('member', 'withdrawal-overview'),
  withdrawals: () => queryKeys.user('member', 'withdrawals'),
  accountRecords: (preset: RecordsPreset, page: number) =>
    queryKeys.user('member', 'account-records', preset, page),
  betRecords: (preset: RecordsPreset, page: number) => queryKeys.user('member', 'bet-records', preset, page),
  depositChannels: () => queryKeys.site('member', 'deposit-channels'),
  depositOrder: (orderId: number) => queryKeys.user('member', 'deposit', orderId),
  responsibleGaming: () => queryKeys.user('member', 'responsible-gaming'),
  profit: (preset: RecordsPreset) => queryKeys.user('member', 'profit', preset),
  rebate: () => queryKeys.user('member', 'rebate'),
  referral: () => queryKeys.user('member', 'referral'),
  uplineTransfer: () => queryKeys.user('member', 'upline-transfer'),
  vip: () => queryKeys.user('member', 'vip'),
};

export const withdrawalOverviewQuery = () =>
  queryOptions({
    queryKey: memberKeys.withdrawalOverview(),
    queryFn: () =>
      fetchParsed(withdrawalOverviewSchema, { method: 'GET', url: '/wps/v2/withdrawals/overview' }),
    staleTime: 0,
  });
export const useWithdrawalOverview = () => useQuery(withdrawalOverviewQuery());

export const withdrawalsQuery = () =>
  queryOptions({
    queryKey: memberKeys.withdrawals(),
    queryFn: () => fetchParsed(z.array(withdrawalOrderSchema), { method: 'GET', url: '/wps/v2/withdrawals' }),
    staleTime: 0,
  });
export const useWithdrawals = () => useQuery(withdrawalsQuery());

export const createWithdrawal = (body: CreateWithdrawalRequest) =>
  fetchParsed(withdrawalOrderSchema, { method: 'POST', url: '/wps/v2/withdrawals', data: body });

export const setWithdrawalPassword = (body: SetWithdrawalPasswordRequest) =>
  fetchParsed(withdrawalPasswordStatusSchema, {
    method: 'PUT',
    url: '/wps/v2/withdrawal-password',
    data: body,
  });

export const addPayoutAccount = (body: PayoutAccountInput) =>
  fetchParsed(payoutAccountSchema, { method: 'POST', url: '/wps/v2/payout-accounts', data: body });

export const deletePayoutAccount = (id: number) =>
  fetchParsed(z.null(), { method: 'DELETE', url: `/wps/v2/payout-accounts/${id}` });

export const accountRecordsQuery = (preset: RecordsPreset, page: number) =>
  queryOptions({
    queryKey: memberKeys.accountRecords(preset, page),
    queryFn: () =>
      fetchParsed(accountRecordsResultSchema, {
        method: 'GET',
        url: '/wps/v2/records/account',
        params: { preset, page, pageSize: 20 },
      }),
  });

export const betRecordsQuery = (preset: RecordsPreset, page: number) =>
  queryOptions({
    queryKey: memberKeys.betRecords(preset, page),
    queryFn: () =>
      fetchParsed(betRecordsResultSchema, {
        method: 'GET',
        url: '/wps/v2/records/bets',
        params: { preset, page, pageSize: 20 },
      }),
  });

export const depositChannelsQuery = () =>
  queryOptions({
    queryKey: memberKeys.depositChannels(),
    queryFn: () =>
      fetchParsed(z.array(depositChannelInfoSchema), {
        method: 'GET',
        url: '/wps/v2/payments/deposit-channels',
      }),
  });
export const useDepositChannels = () => useQuery(depositChannelsQuery());

export const createDeposit = (body: CreateDepositRequest) =>
  fetchParsed(depositOrderSchema, { method: 'POST', url: '/wps/v2/payments/deposits', data: body });

/** Polls a pending order every 3 s until the webhook settles it. */
export const depositOrderQuery = (orderId: number) =>
  queryOptions({
    queryKey: memberKeys.depositOrder(orderId),
    queryFn: () =>
      fetchParsed(depositOrderSchema, { method: 'GET', url: `/wps/v2/payments/deposits/${orderId}` }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
  });

export const memberMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  params: z.record(z.string(), z.unknown()).nullable(),
  title: z.string().nullable(),
  body: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;

export const messageKeys = {
  list: () => queryKeys.user('member', 'messages'),
  unread: () => queryKeys.user('member', 'messages-unread'),
};

export const messagesQuery = () =>
  queryOptions({
    queryKey: messageKeys.list(),
    queryFn: () =>
      fetchParsed(z.object({ items: z.array(memberMessageSchema) }), {
        method: 'GET',
        url: '/wps/v2/messages',
        params: { pageSize: 50 },
      }),
  });

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: () =>
      fetchParsed(z.object({ CSP_unreadCount: z.number().int() }), {
        method: 'GET',
        url: '/wps/v2/messages/unread-count',
      }),
  });

export const markMessages = (action: 'read' | 'delete', ids: number[]) =>
  fetchParsed(z.object({ changed: z.number().int() }), {
    method: 'POST',
    url: `/wps/v2/messages/${action}`,
    data: { ids },
  });

export const confirmWithdrawalReceipt = (orderId: number, body: ConfirmReceiptRequest) =>
  fetchParsed(withdrawalReceiptSchema, {
    method: 'POST',
    url: `/wps/v2/withdrawals/${orderId}/receipt`,
    data: body,
    // Up to three photos of 5 MB on a phone connection.
    timeout: 120_000,
  });

export const responsibleGamingQuery = () =>
  queryOptions({
    queryKey: memberKeys.responsibleGaming(),
    queryFn: () => fetchParsed(responsibleGamingSchema, { method: 'GET', url: '/wps/v2/responsible-gaming' }),
    staleTime: 0,
  });

export const setDepositLimit = (period: DepositLimitPeriod, amount: number | null) =>
  fetchParsed(responsibleGamingSchema, {
    method: 'PUT',
    url: `/wps/v2/responsible-gaming/deposit-limits/${period}`,
    data: { amount },
  });

export const takeBreak = (body: TakeBreakRequest) =>
  fetchParsed(accountOnBreakSchema, { method: 'POST', url: '/wps/v2/responsible-gaming/break', data: body });

export const personalProfitQuery = (preset: RecordsPreset) =>
  queryOptions({
    queryKey: memberKeys.profit(preset),
    queryFn: () =>
      fetchParsed(personalProfitSchema, { method: 'GET', url: '/wps/v2/records/profit', params: { preset } }),
  });

export const rebateQuery = () =>
  queryOptions({
    queryKey: memberKeys.rebate(),
    queryFn: () => fetchParsed(rebateSummarySchema, { method: 'GET', url: '/wps/v2/rebate' }),
    // Claimable rebate grows with every settled round: always ask again when the page opens.
    staleTime: 0,
  });

/** `requestKey` is made once per press and reused on a retry, so a lost answer never pays twice. */
export const claimRebate = (requestKey: string) =>
  fetchParsed(rebateClaimSchema, { method: 'POST', url: '/wps/v2/rebate/claims', data: { requestKey } });

export const referralQuery = () =>
  queryOptions({
    queryKey: memberKeys.referral(),
    queryFn: () => fetchParsed(referralSummarySchema, { method: 'GET', url: '/wps/v2/referral' }),
  });

export const uplineTransferQuery = () =>
  queryOptions({
    queryKey: memberKeys.uplineTransfer(),
    queryFn: () => fetchParsed(uplineTransferInfoSchema, { method: 'GET', url: '/wps/v2/transfers/upline' }),
    staleTime: 0,
  });

export const transferToUpline = (body: UplineTransferRequest) =>
  fetchParsed(uplineTransferResultSchema, { method: 'POST', url: '/wps/v2/transfers/upline', data: body });

export const vipQuery = () =>
  queryOptions({
    queryKey: memberKeys.vip(),
    queryFn: () => fetchParsed(vipStatusSchema, { method: 'GET', url: '/wps/v2/vip' }),
  });
