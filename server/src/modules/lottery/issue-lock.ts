/**
 * The advisory-lock key space of a lottery issue (docs/lottery.md "Orders and money"): placements take
 * `(ISSUE_LOCK_SPACE, issue id)` shared inside `lottery_place_order` (migration 0503, which keeps this number as a
 * literal: migrations do not import application code), a draw or a void takes it exclusively
 * (lottery.repository.ts). test/lottery/issue-lock.test.ts pins the two equal.
 */
export const ISSUE_LOCK_SPACE = 1282373748; // 'Lott' as a 32-bit integer
