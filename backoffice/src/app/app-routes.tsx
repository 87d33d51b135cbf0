import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, ErrorState, Spinner } from '@site/shared';
import { DashboardPage } from '../features/dashboard';
import { DepositsPage } from '../features/deposits';
import { EnrolPage, SignInPage } from '../features/auth';
import { MemberPage, MembersPage } from '../features/members';
import { ApplicationsPage } from '../features/promotions';
import { AuditPage } from '../features/audit';
import { FourEyesPage } from '../features/four-eyes';
import { StaffPage } from '../features/staff';
import { RedemptionsPage } from '../features/redemptions';
import { DisputesPage, WithdrawalsPage } from '../features/withdrawals';
import { SitePage } from '../features/site';
import { ReleasesPage } from '../features/releases';
import { AgentBillsPage } from '../features/agent-bills';
import { AgentTreePage } from '../features/agent-tree';
import { AgentContractsPage } from '../features/agent-contracts';
import { AgentAnnouncementsPage } from '../features/agent-announcements';
import { RiskCarePage } from '../features/risk-care';
import { GamesPage } from '../features/games';
import { BannersPage } from '../features/content';
import { HelpTopicsPage } from '../features/help-topics';
import { NoticesPage } from '../features/notices';
import { SiteLinksPage } from '../features/site-links';
import { ReportsPage } from '../features/reports';
import { LotteryIssuePage, LotteryPage } from '../features/lottery';
import { ChatModerationPage } from '../features/chat-moderation';
import { CampaignSettingsPage } from '../features/campaign-settings';
import {
  MissionsPage,
  PromotionEditPage,
  PromotionsCataloguePage,
  RafflePage,
  RewardsPage,
} from '../features/campaigns';
import { useMe } from '../lib/api/get-me';
import type { SignInState } from '../lib/hooks/use-session-expiry';
import { Layout } from './layout';

/** Everything but sign-in and enrolment needs a staff session; without one the sign-in page opens. */
function SignedIn() {
  const { t } = useTranslation('bo');
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <Spinner />;
  if (me.error) {
    if (me.error instanceof ApiError && me.error.status === 401) {
      const state: SignInState = {
        from: location.pathname + location.search,
        expired: me.error.code === 'STAFF_SESSION_EXPIRED',
      };
      return <Navigate to="/sign-in" replace state={state} />;
    }
    return <ErrorState message={t('errors.generic')} onRetry={() => void me.refetch()} />;
  }
  return <Layout staff={me.data} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/sign-in" element={<SignInPage />} />
      <Route path="/enrol" element={<EnrolPage />} />
      <Route element={<SignedIn />}>
        <Route index element={<DashboardPage />} />
        <Route path="/withdrawals" element={<WithdrawalsPage />} />
        <Route path="/withdrawals/disputes" element={<DisputesPage />} />
        <Route path="/deposits" element={<DepositsPage />} />
        <Route path="/members" element={<MembersPage />} />
        <Route path="/members/:id" element={<MemberPage />} />
        <Route path="/promotions" element={<ApplicationsPage />} />
        <Route path="/redemptions" element={<RedemptionsPage />} />
        <Route path="/four-eyes" element={<FourEyesPage />} />
        <Route path="/audit" element={<AuditPage />} />
        <Route path="/staff" element={<StaffPage />} />
        <Route path="/site" element={<SitePage />} />
        <Route path="/releases" element={<ReleasesPage />} />
        <Route path="/agent-bills" element={<AgentBillsPage />} />
        <Route path="/agent-tree" element={<AgentTreePage />} />
        <Route path="/agent-contracts" element={<AgentContractsPage />} />
        <Route path="/agent-announcements" element={<AgentAnnouncementsPage />} />
        <Route path="/risk-care" element={<RiskCarePage />} />
        <Route path="/games" element={<GamesPage />} />
        <Route path="/content/banners" element={<BannersPage />} />
        <Route path="/content/notices" element={<NoticesPage />} />
        <Route path="/content/help" element={<HelpTopicsPage />} />
        <Route path="/content/links" element={<SiteLinksPage />} />
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="/lottery" element={<LotteryPage />} />
        <Route path="/lottery/:gameCode/:issueNo" element={<LotteryIssuePage />} />
        <Route path="/chat" element={<ChatModerationPage />} />
        <Route path="/campaigns/promotions" element={<PromotionsCataloguePage />} />
        <Route path="/campaigns/promotions/new" element={<PromotionEditPage />} />
        <Route path="/campaigns/promotions/:id" element={<PromotionEditPage />} />
        <Route path="/campaigns/missions" element={<MissionsPage />} />
        <Route path="/campaigns/rewards" element={<RewardsPage />} />
        <Route path="/campaigns/raffle" element={<RafflePage />} />
        <Route path="/campaigns/settings" element={<CampaignSettingsPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
