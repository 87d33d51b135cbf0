/**
 * Paths into the member and agent remotes (mfe_member owns /member/*, mfe_agent owns /agent/*). The remotes
 * route these; the shell only links to them.
 */
export const MEMBER_LINKS = {
  centre: '/member/profile',
  deposit: '/member/deposit',
  withdraw: '/member/withdraw',
  depositRecord: '/member/records/deposit',
  withdrawRecord: '/member/records/withdraw',
  bettingRecord: '/member/records/bets',
  accountRecord: '/member/records/account',
  playerRank: '/member/vip',
  securityCentre: '/member/security',
  rewards: '/member/rewards',
  inviteFriends: '/member/referral',
  vipCashBack: '/member/cashback',
  agentCentre: '/agent',
} as const;
