import './overlay.css';
import { I18nextProvider, useTranslation } from 'react-i18next';
import {
  SiteQueryProvider,
  Skeleton,
  Slot,
  type MemberPage,
  type OverlayModule,
  type OverlayParams,
  type OverlayModuleProps,
  type SlotName,
} from '@site/shared';
import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { i18n } from '../app/i18n';
import { BackToMenu, MemberMenu, pageTitleKey } from '../features/centre/components/member-menu';
import { RecordTypeTabs, recordTypeOf } from '../features/records/components/record-type-tabs';
import { prefetchPageData } from './page-data';

/**
 * The member centre (Personal Center) overlay (exposed as `./overlay`). The shell opens it for `overlay:open { owner:
 * 'mfe_member', page }` inside its modal and has already checked access (logged in, real account).
 * Each page key renders its feature here: replace the placeholder with `features/<page>/`.
 */
/** Pages whose body is another remote's widget (promotions), composed by slot name only. */
type PromotionsPageSlot = Extract<
  SlotName,
  'promotions.reward-center' | 'promotions.bonus-details' | 'promotions.mission-leaderboard'
>;
const PAGE_SLOTS: Partial<Record<MemberPage, PromotionsPageSlot>> = {
  rewardCenter: 'promotions.reward-center',
  bonusDetails: 'promotions.bonus-details',
  missionLeaderboard: 'promotions.mission-leaderboard',
};

/** What a page body gets: the URL's params (the records' `type`) and the way to another page of the overlay. */
export interface PageBodyProps {
  params: OverlayParams;
  navigate: OverlayModuleProps<'mfe_member'>['navigate'];
}

/** A page's own chunk, loaded when the page first opens (docs/performance.md "Member centre"). */
const lazyPage = <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType<PageBodyProps>) =>
  lazy(async () => ({ default: pick(await load()) }));

/**
 * Pages built against the real API, each in its own chunk: opening the deposit page must not download the
 * withdraw, records and security pages too (the member remote's first page stays within 60 KB gzip).
 */
const PAGE_BODIES: Partial<Record<MemberPage, ComponentType<PageBodyProps>>> = {
  depositv2: lazyPage(
    () => import('../features/deposit/components/deposit-page'),
    (m) => m.DepositPage,
  ),
  withdraw: lazyPage(
    () => import('../features/withdraw/components/withdraw-page'),
    (m) => m.WithdrawPage,
  ),
  transactionHistory: lazyPage(
    () => import('../features/records/components/records-page'),
    (m) => m.AccountRecordsPage,
  ),
  personalHistoryCopy: lazyPage(
    () => import('../features/records/components/records-page'),
    (m) => m.BetRecordsPage,
  ),
  securityCenter: lazyPage(
    () => import('../features/security/components/security-page'),
    (m) => m.SecurityPage,
  ),
  messageV2: lazyPage(
    () => import('../features/messages/components/messages-page'),
    (m) => m.MessagesPage,
  ),
  personalProfit: lazyPage(
    () => import('../features/records/components/profit-page'),
    (m) => m.ProfitPage,
  ),
  manualRebate: lazyPage(
    () => import('../features/rebate/components/rebate-page'),
    (m) => m.RebatePage,
  ),
  referral: lazyPage(
    () => import('../features/referral/components/referral-page'),
    (m) => m.ReferralPage,
  ),
  transferFund: lazyPage(
    () => import('../features/transfer-fund/components/transfer-fund-page'),
    (m) => m.TransferFundPage,
  ),
  transferUpline: lazyPage(
    () => import('../features/transfer-upline/components/transfer-upline-page'),
    (m) => m.TransferUplinePage,
  ),
  vipRank: lazyPage(
    () => import('../features/vip/components/vip-page'),
    (m) => m.VipPage,
  ),
};

/** The deposit and withdraw records: the account record's `?type=`, each its own feature's list. */
const RECORD_BODIES = {
  deposit: lazyPage(
    () => import('../features/deposit/components/deposit-records'),
    (m) => m.DepositRecords,
  ),
  withdraw: lazyPage(
    () => import('../features/withdraw/components/withdraw-page'),
    (m) =>
      function WithdrawRecords() {
        const { t } = useTranslation('member');
        return <m.RecentWithdrawals caption={t('menu.withdrawRecord')} />;
      },
  ),
};

function bodyOf(page: MemberPage, params: OverlayParams): ComponentType<PageBodyProps> | undefined {
  const type = recordTypeOf(params.type);
  if (page === 'transactionHistory' && type !== 'all') return RECORD_BODIES[type];
  return PAGE_BODIES[page];
}

function MemberOverlayPage({ page, params, navigate }: OverlayModuleProps<'mfe_member'>) {
  const { t } = useTranslation('member');
  const slot = PAGE_SLOTS[page];
  const Body = bodyOf(page, params);
  // The page's data is asked for now, beside its chunk (page-data.ts): once per page (and records type), not on
  // every render — a query with staleTime 0 would be fetched again each time.
  const recordType = params.type;
  useEffect(() => prefetchPageData(page, { type: recordType ?? '' }), [page, recordType]);
  if (page === 'memberCentre')
    return (
      <section className="overlay-page member-overlay" data-overlay-content="mfe_member">
        <h2>{t(pageTitleKey(page, params))}</h2>
        <MemberMenu navigate={navigate} />
      </section>
    );
  return (
    <section className="overlay-page member-overlay" data-overlay-content="mfe_member">
      <BackToMenu navigate={navigate} />
      {/* A promotions widget is a self-contained box that brings its own heading: one heading per page. */}
      {slot ? null : <h2>{t(pageTitleKey(page, params))}</h2>}
      {page === 'transactionHistory' ? (
        <RecordTypeTabs
          value={recordTypeOf(params.type)}
          onChange={(type) => navigate('transactionHistory', type === 'all' ? undefined : { type })}
        />
      ) : null}
      {slot ? (
        <Slot name={slot} />
      ) : Body ? (
        <Suspense fallback={<Skeleton height={200} />}>
          <Body params={params} navigate={navigate} />
        </Suspense>
      ) : (
        <p>{t('comingSoon')}</p>
      )}
    </section>
  );
}

const MemberOverlay: OverlayModule<'mfe_member'> = (props) => (
  <I18nextProvider i18n={i18n}>
    <SiteQueryProvider>
      <MemberOverlayPage {...props} />
    </SiteQueryProvider>
  </I18nextProvider>
);
export default MemberOverlay;
