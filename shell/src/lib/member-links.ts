import { overlayUrl, type OverlayRequest } from '@site/shared';

/**
 * What the header's member entries open: overlay pages of mfe_member / mfe_agent (docs/site-rules.md "Screens"),
 * requested on the bus (`overlay:open`); the shell's overlay host applies docs/site-rules.md "Access" access rules.
 */
export const MEMBER_OVERLAYS = {
  centre: { owner: 'mfe_member', page: 'memberCentre' },
  deposit: { owner: 'mfe_member', page: 'depositv2' },
  withdraw: { owner: 'mfe_member', page: 'withdraw' },
  depositRecord: { owner: 'mfe_member', page: 'transactionHistory', params: { type: 'deposit' } },
  withdrawRecord: { owner: 'mfe_member', page: 'transactionHistory', params: { type: 'withdraw' } },
  bettingRecord: { owner: 'mfe_member', page: 'personalHistoryCopy' },
  accountRecord: { owner: 'mfe_member', page: 'transactionHistory' },
  playerRank: { owner: 'mfe_member', page: 'vipRank' },
  securityCentre: { owner: 'mfe_member', page: 'securityCenter' },
  rewards: { owner: 'mfe_member', page: 'rewardCenter' },
  missions: { owner: 'mfe_member', page: 'missionLeaderboard' },
  inviteFriends: { owner: 'mfe_member', page: 'referral' },
  agentCentre: { owner: 'mfe_agent', page: 'teamOverview' },
} as const satisfies Record<string, OverlayRequest>;

/** Side-bar links: plain URLs of overlay pages (a link opens the overlay over home, like a deep link). */
export const MEMBER_LINKS = {
  deposit: overlayUrl(MEMBER_OVERLAYS.deposit),
  withdraw: overlayUrl(MEMBER_OVERLAYS.withdraw),
  inviteFriends: overlayUrl(MEMBER_OVERLAYS.inviteFriends),
  vipCashBack: overlayUrl({ owner: 'mfe_member', page: 'manualRebate' }),
  rewards: overlayUrl(MEMBER_OVERLAYS.rewards),
} as const;
