import { PERMISSIONS, type Permission } from '../lib/model/permissions';

/** The side navigation: each desk with the permission that shows it (the server checks again on every call). */
export const NAV_ITEMS: readonly { to: string; key: string; permission: Permission }[] = [
  { to: '/', key: 'dashboard', permission: PERMISSIONS.dashboard },
  { to: '/withdrawals', key: 'withdrawals', permission: PERMISSIONS.withdrawalsView },
  { to: '/deposits', key: 'deposits', permission: PERMISSIONS.depositsView },
  { to: '/members', key: 'members', permission: PERMISSIONS.membersView },
  { to: '/promotions', key: 'promotions', permission: PERMISSIONS.promotionsRead },
  { to: '/redemptions', key: 'redemptions', permission: PERMISSIONS.pointsRead },
  { to: '/campaigns/promotions', key: 'campaignPromotions', permission: PERMISSIONS.promotionsRead },
  { to: '/campaigns/missions', key: 'campaignMissions', permission: PERMISSIONS.missionsManage },
  { to: '/campaigns/rewards', key: 'campaignRewards', permission: PERMISSIONS.pointsRead },
  { to: '/campaigns/raffle', key: 'campaignRaffle', permission: PERMISSIONS.raffleManage },
  { to: '/four-eyes', key: 'fourEyes', permission: PERMISSIONS.dashboard },
  { to: '/audit', key: 'audit', permission: PERMISSIONS.auditView },
  { to: '/staff', key: 'staff', permission: PERMISSIONS.staffManage },
  { to: '/site', key: 'site', permission: PERMISSIONS.systemRead },
  { to: '/releases', key: 'releases', permission: PERMISSIONS.releasesManage },
  { to: '/agent-bills', key: 'agentBills', permission: PERMISSIONS.agentsRead },
  { to: '/agent-tree', key: 'agentTree', permission: PERMISSIONS.agentsRead },
  { to: '/agent-contracts', key: 'agentContracts', permission: PERMISSIONS.agentsRead },
  { to: '/agent-announcements', key: 'agentAnnouncements', permission: PERMISSIONS.agentsRead },
  { to: '/risk-care', key: 'riskCare', permission: PERMISSIONS.rgRead },
  { to: '/games', key: 'games', permission: PERMISSIONS.gamesRead },
  { to: '/reports', key: 'reports', permission: PERMISSIONS.reportsRead },
  { to: '/lottery', key: 'lottery', permission: PERMISSIONS.lotteryRead },
  { to: '/chat', key: 'chat', permission: PERMISSIONS.chatRead },
];
