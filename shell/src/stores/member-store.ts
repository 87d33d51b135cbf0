import { create } from 'zustand';
import type { MemberInfo } from '@site/shared/schemas';

/**
 * Member info of the logged-in player (GET /wps/member/info) and the last balance the wallet call returned.
 * The session store in `@site/shared` keeps only what must survive a reload; this is re-fetched.
 */
export interface MemberState {
  info: MemberInfo | null;
  balance: { sumBalance: number; currency: string } | null;
  setInfo: (info: MemberInfo | null) => void;
  setBalance: (balance: { sumBalance: number; currency: string } | null) => void;
  reset: () => void;
}

export const useMemberStore = create<MemberState>()((set) => ({
  info: null,
  balance: null,
  setInfo: (info) => set({ info }),
  setBalance: (balance) => set({ balance }),
  reset: () => set({ info: null, balance: null }),
}));

/** SPEC §6: agent centre for these agent types only (4 is the trial account, not an agent). */
export const AGENT_CENTRE_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_ACCOUNT_TYPE = 4;
/** SPEC §2: VIP customer service above this rank level. */
export const VIP_SERVICE_MIN_RANK = 5;

export function canOpenAgentCentre(isAgent: number): boolean {
  return AGENT_CENTRE_TYPES.includes(isAgent);
}

export function isTrialAccount(isAgent: number): boolean {
  return isAgent === TRIAL_ACCOUNT_TYPE;
}
