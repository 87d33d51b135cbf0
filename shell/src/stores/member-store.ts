import { create } from 'zustand';
import { isAgentAccount } from '@site/shared';
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

/** SPEC §2: VIP customer service above this rank level. */
export const VIP_SERVICE_MIN_RANK = 5;

/** SPEC §6: the agent centre opens for agent accounts only (the trial account, type 4, is not one). */
export const canOpenAgentCentre = isAgentAccount;
