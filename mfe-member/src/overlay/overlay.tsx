import { I18nextProvider, useTranslation } from 'react-i18next';
import {
  SiteQueryProvider,
  Slot,
  type MemberPage,
  type OverlayModule,
  type OverlayModuleProps,
  type SlotName,
} from '@site/shared';
import type { ReactNode } from 'react';
import { i18n } from '../app/i18n';
import { DepositPage } from '../features/deposit/deposit-page';
import { MessagesPage } from '../features/messages/messages-page';
import { ProfitPage } from '../features/records/profit-page';
import { RebatePage } from '../features/rebate/rebate-page';
import { ReferralPage } from '../features/referral/referral-page';
import { TransferUplinePage } from '../features/transfer-upline/transfer-upline-page';
import { VipPage } from '../features/vip/vip-page';
import { AccountRecordsPage, BetRecordsPage } from '../features/records/records-page';
import { SecurityPage } from '../features/security/security-page';
import { WithdrawPage } from '../features/withdraw/withdraw-page';

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

/** Pages built against the real API; the others still show the placeholder. */
const PAGE_BODIES: Partial<Record<MemberPage, () => ReactNode>> = {
  depositv2: () => <DepositPage />,
  withdraw: () => <WithdrawPage />,
  transactionHistory: () => <AccountRecordsPage />,
  personalHistoryCopy: () => <BetRecordsPage />,
  securityCenter: () => <SecurityPage />,
  messageV2: () => <MessagesPage />,
  personalProfit: () => <ProfitPage />,
  manualRebate: () => <RebatePage />,
  referral: () => <ReferralPage />,
  transferUpline: () => <TransferUplinePage />,
  vipRank: () => <VipPage />,
};

function MemberOverlayPage({ page }: OverlayModuleProps<'mfe_member'>) {
  const { t } = useTranslation('member');
  const slot = PAGE_SLOTS[page];
  const body = PAGE_BODIES[page];
  return (
    <section className="overlay-page" data-overlay-content="mfe_member">
      {/* A promotions widget is a self-contained box that brings its own heading: one heading per page. */}
      {slot ? null : <h2>{t(`overlay.pages.${page}`)}</h2>}
      {slot ? <Slot name={slot} /> : body ? body() : <p>{t('comingSoon')}</p>}
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
