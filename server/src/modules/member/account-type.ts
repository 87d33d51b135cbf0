/**
 * Member `type` (the session's `isAgent`): 0 player, 1/2/41/42 agents, 4 the trial (free-play) account —
 * never an agent (docs/decisions.md "Housekeeping", docs/product.md "Who may do what"). The same rule lives in `@site/shared`
 * (`shared/src/session/account-type.ts`) for the front; the server cannot import that entry (it pulls React).
 */
export const TRIAL_TYPE = 4;
export const AGENT_TYPES = [1, 2, 41, 42] as const;

export function isTrialAccount(type: number): boolean {
  return type === TRIAL_TYPE;
}

export function isAgentAccount(type: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(type);
}
