/** Query keys of the back office (one list, so a decision invalidates every desk that shows what it changed). */
export const boKeys = {
  me: () => ['bo', 'staff', 'me'] as const,
  dashboard: () => ['bo', 'dashboard'] as const,
  withdrawals: (params?: unknown) => ['bo', 'withdrawals', params ?? 'all'] as const,
  deposits: (params?: unknown) => ['bo', 'deposits', params ?? 'all'] as const,
  members: (params?: unknown) => ['bo', 'members', params ?? 'all'] as const,
  member: (id: number) => ['bo', 'member', id] as const,
  memberLedger: (id: number, params?: unknown) => ['bo', 'member', id, 'ledger', params ?? 'all'] as const,
  promotions: (params?: unknown) => ['bo', 'promotions', params ?? 'all'] as const,
  redemptions: (params?: unknown) => ['bo', 'redemptions', params ?? 'all'] as const,
  audit: (params?: unknown) => ['bo', 'audit', params ?? 'all'] as const,
  staff: () => ['bo', 'staff', 'list'] as const,
  adjustments: () => ['bo', 'adjustments'] as const,
};
