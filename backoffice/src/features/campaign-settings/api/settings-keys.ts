/** Query keys of the Campaign settings screen: one per setting, so a save replaces only its own. */
export const settingsKeys = {
  rebate: () => ['bo', 'campaign-settings', 'rebate'] as const,
  referral: () => ['bo', 'campaign-settings', 'referral'] as const,
  vip: () => ['bo', 'campaign-settings', 'vip'] as const,
};
