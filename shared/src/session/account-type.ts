/**
 * What the session's `isAgent` number means (docs/product.md "Who may do what", docs/decisions.md "Housekeeping"): 0 a plain player,
 * 1, 2, 41 and 42 the agent types that open the agent centre, 4 the trial (free-play) account. Type 4 is
 * never an agent even though one list of agent types names it.
 * The server keeps the same rule in `server/src/modules/member/account-type.ts`.
 */
export const TRIAL_ACCOUNT_TYPE = 4;
export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42];

export function isTrialAccount(isAgent: number): boolean {
  return isAgent === TRIAL_ACCOUNT_TYPE;
}

export function isAgentAccount(isAgent: number): boolean {
  return AGENT_ACCOUNT_TYPES.includes(isAgent);
}
