import { queryKeys } from '@site/shared';

export type RecordsPreset = 'today' | 'last7' | 'last30';

/**
 * The member centre's query keys, in one place because a feature invalidates another's data (a withdrawal
 * refreshes the security page's overview). Each endpoint has its own file (`features/<feature>/api/`,
 * docs/architecture.md "Remote anatomy"): fetcher parsed by the shared zod schemas, query options under the
 * `user` key root (dropped on session change), and hook.
 */
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
