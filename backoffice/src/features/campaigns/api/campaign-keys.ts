/** Query keys of the campaign screens: one root per catalogue, so a save refreshes its list. */
export const campaignKeys = {
  promotions: () => ['bo', 'campaigns', 'promotions'] as const,
  categories: () => ['bo', 'campaigns', 'promotion-categories'] as const,
  missions: () => ['bo', 'campaigns', 'missions'] as const,
  rewards: () => ['bo', 'campaigns', 'rewards'] as const,
  raffleRules: () => ['bo', 'campaigns', 'raffle', 'rules'] as const,
  raffleRounds: (ruleId?: number) => ['bo', 'campaigns', 'raffle', 'rounds', ruleId ?? 'all'] as const,
};
