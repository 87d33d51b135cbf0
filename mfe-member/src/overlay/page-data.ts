import { getQueryClient, type MemberPage } from '@site/shared';
import { depositChannelsQuery } from '../features/deposit/api/get-deposit-channels';
import { depositsQuery } from '../features/deposit/api/get-deposits';
import { messagesQuery } from '../features/messages/api/get-messages';
import { unreadCountQuery } from '../features/messages/api/get-unread-count';
import { rebateQuery } from '../features/rebate/api/get-rebate';
import { accountRecordsQuery } from '../features/records/api/get-account-records';
import { betRecordsQuery } from '../features/records/api/get-bet-records';
import { personalProfitQuery } from '../features/records/api/get-personal-profit';
import { referralQuery } from '../features/referral/api/get-referral';
import { responsibleGamingQuery } from '../features/security/api/get-responsible-gaming';
import { transferWalletsQuery } from '../features/transfer-fund/api/transfer-wallets';
import { uplineTransferQuery } from '../features/transfer-upline/api/get-upline-transfer';
import { vipQuery } from '../features/vip/api/get-vip';
import { withdrawalsQuery } from '../features/withdraw/api/get-withdrawals';
import { withdrawalOverviewQuery } from '../lib/api/get-withdrawal-overview';

/** The records pages open on the last seven days, page 1 (records-page.tsx, profit-page.tsx). */
const FIRST_PRESET = 'last7';

type Prefetch = (params: { type: string }) => { queryKey: readonly unknown[] }[];

/**
 * The first requests of each page, the same query options the page itself reads: asked for as soon as the overlay
 * module renders, in parallel with the page's own chunk, instead of after that chunk arrived and rendered
 * (docs/performance.md "Deep links"). A page that then mounts finds its data in flight or in the cache.
 */
const PAGE_DATA: Partial<Record<MemberPage, Prefetch>> = {
  depositv2: () => [depositChannelsQuery()],
  withdraw: () => [withdrawalOverviewQuery(), withdrawalsQuery()],
  securityCenter: () => [withdrawalOverviewQuery(), responsibleGamingQuery()],
  transactionHistory: ({ type }) =>
    type === 'deposit'
      ? [depositsQuery()]
      : type === 'withdraw'
        ? [withdrawalsQuery()]
        : [accountRecordsQuery(FIRST_PRESET, 1)],
  personalHistoryCopy: () => [betRecordsQuery(FIRST_PRESET, 1)],
  personalProfit: () => [personalProfitQuery(FIRST_PRESET)],
  messageV2: () => [messagesQuery(), unreadCountQuery()],
  manualRebate: () => [rebateQuery()],
  referral: () => [referralQuery()],
  transferFund: () => [transferWalletsQuery()],
  transferUpline: () => [uplineTransferQuery()],
  vipRank: () => [vipQuery()],
};

/**
 * Starts the page's first requests (a failure is the page's to show: it asks again when it mounts). Money data that
 * must be fresh on every mount (balances, orders, limits) is asked for too: its options (`freshOnMount`) let the
 * page take an answer of the last few seconds as it is, so it is not fetched twice. The security page used to wait
 * for its chunk, then its overview, then its limits, one after the other.
 */
export function prefetchPageData(page: MemberPage, params: { type: string }): void {
  const client = getQueryClient();
  for (const options of PAGE_DATA[page]?.(params) ?? []) {
    void client.prefetchQuery(options as Parameters<typeof client.prefetchQuery>[0]);
  }
}
