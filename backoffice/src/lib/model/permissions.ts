import type { Staff } from '../api/staff-contract';

/**
 * The permission names the back office's screens ask for (the server's catalogue, docs/back-office.md "Roles and
 * permissions"). The UI only hides what a role cannot do; the server refuses it anyway.
 */
export const PERMISSIONS = {
  dashboard: 'dashboard.read',
  withdrawalsView: 'withdrawals.read',
  withdrawalsDecide: 'withdrawals.approve',
  depositsView: 'deposits.read',
  depositsMarkPaid: 'deposits.mark-paid',
  membersView: 'members.read',
  membersManage: 'members.manage',
  rgRead: 'responsible-gaming.read',
  walletAdjust: 'wallet.adjust',
  walletConfirm: 'wallet.adjust.confirm',
  withdrawalsConfirm: 'withdrawals.confirm',
  promotionsRead: 'promotions.read',
  promotionsDecide: 'promotions.decide',
  promotionsManage: 'promotions.manage',
  missionsManage: 'missions.manage',
  raffleManage: 'raffle.manage',
  campaignSettings: 'campaigns.settings',
  pointsRead: 'points.read',
  pointsDecide: 'points.decide',
  pointsManage: 'points.manage',
  auditView: 'audit.read',
  staffManage: 'staff.manage',
  systemRead: 'system.read',
  systemManage: 'system.manage',
  releasesManage: 'releases.manage',
  agentsRead: 'agents.read',
  agentBillsDecide: 'agent-bills.decide',
  agentsManage: 'agents.manage',
  abuseRead: 'abuse.read',
  rgManage: 'responsible-gaming.manage',
  gamesRead: 'games.read',
  gamesManage: 'games.manage',
  reportsRead: 'reports.read',
  lotteryRead: 'lottery.read',
  lotteryManage: 'lottery.manage',
  chatRead: 'chat.read',
  chatModerate: 'chat.moderate',
  contentRead: 'content.read',
  contentManage: 'content.manage',
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
// Every name above is one of the server's (a typo is a type error here, not a button that never shows).
type ServerPermission = import('@site/shared/schemas/operator').Permission;
const _known: readonly ServerPermission[] = Object.values(PERMISSIONS);
void _known;

export function can(staff: Staff | undefined, permission: Permission): boolean {
  return Boolean(staff?.permissions.includes(permission));
}
