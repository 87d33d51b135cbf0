import './overlay.css';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { SiteQueryProvider, type AgentPage, type OverlayModule, type OverlayModuleProps } from '@site/shared';
import { i18n } from '../app/i18n';
import { AccountDetails } from '../features/account-details/components/account-details';
import { AgentAnnouncements } from '../features/announcements/components/agent-announcements';
import { CONTRACT_PAGES } from '../lib/model/contract-pages';
import { ContractPage } from '../features/contracts/components/contract-page';
import { DividendBills } from '../features/dividend/components/dividend-bills';
import { DownlineManagement } from '../features/downlines/components/downline-management';
import { MyIncome } from '../features/income/components/my-income';
import { LossStatements } from '../features/loss-statements/components/loss-statements';
import { AgentNav, useVisiblePages } from '../features/nav/components/agent-nav';
import { RegisterCentre } from '../features/register/components/register-centre';
import { TeamBetting } from '../features/team-betting/components/team-betting';
import { TeamOverview } from '../features/team-overview/components/team-overview';
import { prefetchPageData } from './page-data';

function NotEnabled() {
  const { t } = useTranslation('agent');
  return <p>{t('contracts.notEnabled')}</p>;
}

const PAGES: Record<AgentPage, () => ReactNode> = {
  announcement: () => <AgentAnnouncements />,
  teamOverview: () => <TeamOverview />,
  registerCentre: () => <RegisterCentre />,
  downlineManagement: () => <DownlineManagement />,
  teamBetting: () => <TeamBetting />,
  lossStatements: () => <LossStatements />,
  myIncome: () => <MyIncome />,
  accountDetails: () => <AccountDetails />,
  dividend: () => (
    <>
      <ContractPage kind={CONTRACT_PAGES.dividend.kind} />
      <DividendBills />
    </>
  ),
  dailySalary: () => <ContractPage kind={CONTRACT_PAGES.dailySalary.kind} />,
  hourlySalary: () => <ContractPage kind={CONTRACT_PAGES.hourlySalary.kind} />,
  realtimeSalary: () => <ContractPage kind={CONTRACT_PAGES.realtimeSalary.kind} />,
};

/**
 * The agent centre overlay (exposed as `./overlay`). The shell opens it for `overlay:open { owner:
 * 'mfe_agent', page }` inside its modal and has already checked access (agent types 1, 2, 41, 42).
 * A contract page the consolidated info does not enable (a deep link) says so instead of showing.
 */
function AgentOverlayPage({ page, navigate }: OverlayModuleProps<'mfe_agent'>) {
  const { t } = useTranslation('agent');
  const { pages, ready } = useVisiblePages();
  const allowed = !ready || pages.includes(page);
  // Requests the page would make one after another, asked for together (page-data.ts).
  useEffect(() => prefetchPageData(page), [page]);
  return (
    <section className="overlay-page agent-overlay" data-overlay-content="mfe_agent">
      <AgentNav current={page} onSelect={(p) => navigate(p)} />
      <div className="agent-overlay__body">
        <h2>{t(`overlay.pages.${page}`)}</h2>
        {allowed ? PAGES[page]() : <NotEnabled />}
      </div>
    </section>
  );
}

const AgentOverlay: OverlayModule<'mfe_agent'> = (props) => (
  <I18nextProvider i18n={i18n}>
    <SiteQueryProvider>
      <AgentOverlayPage {...props} />
    </SiteQueryProvider>
  </I18nextProvider>
);
export default AgentOverlay;
