/**
 * The catalogue of API error codes (`code` of the failure envelope). Clients branch on these,
 * never on message text. Each domain adds its own block of keys; a code's meaning never changes.
 */
export const ERROR_CODES = {
  // --- platform (error handler) -------------------------------------------------------
  OK: 'OK',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  MALFORMED_JSON: 'MALFORMED_JSON',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  BAD_REQUEST: 'BAD_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  /** The address cannot be decoded (bad percent-encoding such as `%ZZ`) or a path segment is over the length limit. */
  MALFORMED_URL: 'MALFORMED_URL',
  /** The address (path and query) is over the length limit. */
  URL_TOO_LONG: 'URL_TOO_LONG',
  /** A value the schema let through that the database refused (out of range, not valid text): a 400, never a 500. */
  INVALID_INPUT_VALUE: 'INVALID_INPUT_VALUE',
  /** The method is not one this address answers. */
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',

  // --- wallet / ledger --------------------------------------------------------------------
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  DUPLICATE_TRANSACTION: 'DUPLICATE_TRANSACTION',
  INVALID_LEGS: 'INVALID_LEGS',
  ACCOUNT_NOT_FOUND: 'ACCOUNT_NOT_FOUND',
  /** Operator calls naming a member account that does not exist. */
  MEMBER_NOT_FOUND: 'MEMBER_NOT_FOUND',
  HOLD_NOT_FOUND: 'HOLD_NOT_FOUND',
  HOLD_ALREADY_SETTLED: 'HOLD_ALREADY_SETTLED',

  // --- accounts: system, verification, session, member ------------------------------------
  NOT_LOGGED_IN: 'NOT_LOGGED_IN',
  ADMIN_UNAUTHORIZED: 'ADMIN_UNAUTHORIZED',
  FUNCTION_NOT_ENABLED: 'FUNCTION_NOT_ENABLED',
  SYSTEM_MAINTENANCE: 'SYSTEM_MAINTENANCE',
  REGION_RESTRICTED: 'REGION_RESTRICTED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  INVALID_CAPTCHA: 'INVALID_CAPTCHA',
  CAPTCHA_TOO_FREQUENT: 'CAPTCHA_TOO_FREQUENT',
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  TWO_FACTOR_REQUIRED: 'TWO_FACTOR_REQUIRED',
  INVALID_CHALLENGE: 'INVALID_CHALLENGE',
  INVALID_TICKET: 'INVALID_TICKET',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INVALID_VERIFICATION_CODE: 'INVALID_VERIFICATION_CODE',
  VERIFICATION_CODE_EXPIRED: 'VERIFICATION_CODE_EXPIRED',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  MOBILE_TAKEN: 'MOBILE_TAKEN',
  BIRTHDAY_LIMIT: 'BIRTHDAY_LIMIT',
  FIELD_REQUIRED: 'FIELD_REQUIRED',
  INVALID_AFFILIATE_CODE: 'INVALID_AFFILIATE_CODE',
  INVALID_REFERRAL_CODE: 'INVALID_REFERRAL_CODE',
  PASSWORD_MISMATCH: 'PASSWORD_MISMATCH',
  WRONG_OLD_PASSWORD: 'WRONG_OLD_PASSWORD',
  TRIAL_NOT_ALLOWED: 'TRIAL_NOT_ALLOWED',

  // --- games, demo vendor --------------------------------------------------------------------
  GAME_NOT_FOUND: 'GAME_NOT_FOUND',
  GAME_MAINTENANCE: 'GAME_MAINTENANCE',
  /** isAgent 4 (trial account) asked for real play or favourites: the client's key in_need_true_account. */
  REAL_ACCOUNT_REQUIRED: 'REAL_ACCOUNT_REQUIRED',
  TRIAL_NOT_SUPPORTED: 'TRIAL_NOT_SUPPORTED',
  TOKEN_INVALID: 'TOKEN_INVALID',
  BET_REFUSED: 'BET_REFUSED',

  // --- agent centre (docs/agents.md) ----------------------------------------------------------
  NOT_AN_AGENT: 'NOT_AN_AGENT',
  NOT_DIRECT_DOWNLINE: 'NOT_DIRECT_DOWNLINE',
  CONTRACT_NOT_FOUND: 'CONTRACT_NOT_FOUND',
  CONTRACT_STATE_INVALID: 'CONTRACT_STATE_INVALID',
  CONTRACT_ALREADY_OFFERED: 'CONTRACT_ALREADY_OFFERED',
  UPLINE_CONTRACT_REQUIRED: 'UPLINE_CONTRACT_REQUIRED',
  CONTRACT_RATE_ABOVE_UPLINE: 'CONTRACT_RATE_ABOVE_UPLINE',
  // --- lottery (docs/lottery.md) ------------------------------------------------------------
  LOTTERY_GAME_NOT_FOUND: 'LOTTERY_GAME_NOT_FOUND',
  LOTTERY_ISSUE_NOT_FOUND: 'LOTTERY_ISSUE_NOT_FOUND',
  /** The issue's betting window has closed (lock time reached) or the issue was drawn/voided. */
  LOTTERY_ISSUE_CLOSED: 'LOTTERY_ISSUE_CLOSED',
  LOTTERY_BAD_SELECTION: 'LOTTERY_BAD_SELECTION',
  /** The client order key was used before for a different slip. */
  LOTTERY_ORDER_KEY_REUSED: 'LOTTERY_ORDER_KEY_REUSED',
  /** An operator's cancel or settlement re-run on an issue whose state does not allow it (value: status). */
  LOTTERY_ISSUE_STATE_INVALID: 'LOTTERY_ISSUE_STATE_INVALID',
  // --- payments (member centre) ---------------------------------------------------------------
  DEPOSIT_CHANNEL_UNKNOWN: 'DEPOSIT_CHANNEL_UNKNOWN',
  DEPOSIT_AMOUNT_OUT_OF_RANGE: 'DEPOSIT_AMOUNT_OUT_OF_RANGE',
  DEPOSIT_ORDER_NOT_FOUND: 'DEPOSIT_ORDER_NOT_FOUND',
  DEPOSIT_STATE_INVALID: 'DEPOSIT_STATE_INVALID',
  WEBHOOK_SIGNATURE_INVALID: 'WEBHOOK_SIGNATURE_INVALID',
  CHECKOUT_INVALID: 'CHECKOUT_INVALID',
  MESSAGE_NOT_FOUND: 'MESSAGE_NOT_FOUND',
  // --- withdrawals (member centre; docs/payments.md) --------------------------------------------
  /** The login password given to re-authenticate is wrong. */
  REAUTH_FAILED: 'REAUTH_FAILED',
  WITHDRAWAL_PASSWORD_NOT_SET: 'WITHDRAWAL_PASSWORD_NOT_SET',
  WITHDRAWAL_PASSWORD_WRONG: 'WITHDRAWAL_PASSWORD_WRONG',
  PAYOUT_ACCOUNT_NOT_FOUND: 'PAYOUT_ACCOUNT_NOT_FOUND',
  PAYOUT_ACCOUNT_LIMIT: 'PAYOUT_ACCOUNT_LIMIT',
  WITHDRAWAL_AMOUNT_OUT_OF_RANGE: 'WITHDRAWAL_AMOUNT_OUT_OF_RANGE',
  /** Turnover (or bonus wagering) not met yet; value lists the requirements with their progress. */
  WITHDRAWAL_REQUIREMENT_NOT_MET: 'WITHDRAWAL_REQUIREMENT_NOT_MET',
  WITHDRAWAL_NOT_FOUND: 'WITHDRAWAL_NOT_FOUND',
  WITHDRAWAL_STATE_INVALID: 'WITHDRAWAL_STATE_INVALID',
  /** The receipt was already confirmed (by the member, the clock or an operator): it never changes again. */
  WITHDRAWAL_RECEIPT_FINAL: 'WITHDRAWAL_RECEIPT_FINAL',
  /** A deposit over the member's own limit for a rolling day, week or month (value: period, limit, used). */
  DEPOSIT_LIMIT_EXCEEDED: 'DEPOSIT_LIMIT_EXCEEDED',
  /** The member is on a cool-off or self-exclusion (value: kind, until): no login, no deposit. */
  ACCOUNT_ON_BREAK: 'ACCOUNT_ON_BREAK',
  /** Staff locked the account (docs/back-office.md "Member status"): no login until they unlock it. */
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  /** Partly received: the amount must be above 0 and below the withdrawal. */
  WITHDRAWAL_RECEIPT_AMOUNT_INVALID: 'WITHDRAWAL_RECEIPT_AMOUNT_INVALID',
  WITHDRAWAL_PROOF_TYPE: 'WITHDRAWAL_PROOF_TYPE',
  WITHDRAWAL_PROOF_TOO_BIG: 'WITHDRAWAL_PROOF_TOO_BIG',
  WITHDRAWAL_PROOF_NOT_FOUND: 'WITHDRAWAL_PROOF_NOT_FOUND',
  // --- accounts against abuse ------------------------------------------------------------------
  /** The session was opened with an expired or temporary password: only changing it, logout and member info answer. */
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  /** Password-reset link unknown, expired or already used (issue 16). */
  RESET_LINK_INVALID: 'RESET_LINK_INVALID',
  // --- promotions (docs/promotions.md) --------------------------------------------------------
  PROMOTION_NOT_FOUND: 'PROMOTION_NOT_FOUND',
  /** Coming soon or closed: nothing can be joined, claimed or applied for. */
  PROMOTION_NOT_ACTIVE: 'PROMOTION_NOT_ACTIVE',
  /** value = { reason } (new_players_only, vip_level, deposit_in_period, trial_account). */
  PROMOTION_NOT_ELIGIBLE: 'PROMOTION_NOT_ELIGIBLE',
  /** Already claimed for this deposit / today / once. */
  PROMOTION_ALREADY_CLAIMED: 'PROMOTION_ALREADY_CLAIMED',
  /** Deposit bonus without a qualifying paid deposit to claim on. */
  PROMOTION_NOTHING_TO_CLAIM: 'PROMOTION_NOTHING_TO_CLAIM',
  /** The action does not fit the promotion's kind (claim on an application promotion, ...). */
  PROMOTION_WRONG_ACTION: 'PROMOTION_WRONG_ACTION',
  PROMOTION_APPLICATION_EXISTS: 'PROMOTION_APPLICATION_EXISTS',
  PROMOTION_APPLICATION_NOT_FOUND: 'PROMOTION_APPLICATION_NOT_FOUND',
  PROMOTION_APPLICATION_DECIDED: 'PROMOTION_APPLICATION_DECIDED',
  /** An application image that is not png/jpg by its content (value = { index }). */
  PROMOTION_IMAGE_TYPE: 'PROMOTION_IMAGE_TYPE',
  /** An application image over 5 MB (value = { index }). */
  PROMOTION_IMAGE_TOO_BIG: 'PROMOTION_IMAGE_TOO_BIG',
  PROMOTION_IMAGE_NOT_FOUND: 'PROMOTION_IMAGE_NOT_FOUND',
  /** An operator created a promotion with a code that exists, or a category that does not. */
  PROMOTION_CODE_EXISTS: 'PROMOTION_CODE_EXISTS',
  PROMOTION_CATEGORY_UNKNOWN: 'PROMOTION_CATEGORY_UNKNOWN',
  // --- points (docs/promotions.md "Points") --------------------------------------------------
  POINTS_INSUFFICIENT: 'POINTS_INSUFFICIENT',
  /** Below the configured minimum conversion; value = { min }. */
  POINTS_BELOW_MINIMUM: 'POINTS_BELOW_MINIMUM',
  /** The password check before a conversion failed. */
  POINTS_PASSWORD_WRONG: 'POINTS_PASSWORD_WRONG',
  /** The conversion key was used before for a different number of points. */
  POINTS_KEY_REUSED: 'POINTS_KEY_REUSED',
  /** No such reward, or it is switched off (docs/promotions.md "Points mall"). */
  POINTS_REWARD_NOT_FOUND: 'POINTS_REWARD_NOT_FOUND',
  /** The reward is outside its active window (not started or ended). */
  POINTS_REWARD_NOT_ACTIVE: 'POINTS_REWARD_NOT_ACTIVE',
  /** No stock left for this reward. */
  POINTS_REWARD_OUT_OF_STOCK: 'POINTS_REWARD_OUT_OF_STOCK',
  /** The member has reached the reward's per-member limit; value = { limit }. */
  POINTS_REWARD_LIMIT_REACHED: 'POINTS_REWARD_LIMIT_REACHED',
  /** No such redemption (or it is someone else's: the same answer). */
  POINTS_REDEMPTION_NOT_FOUND: 'POINTS_REDEMPTION_NOT_FOUND',
  /** An operator decision on a redemption that is no longer processing; value = { status }. */
  POINTS_REDEMPTION_DECIDED: 'POINTS_REDEMPTION_DECIDED',
  /** Operator call: another reward of the catalogue has this code. */
  POINTS_REWARD_CODE_EXISTS: 'POINTS_REWARD_CODE_EXISTS',
  // --- agent centre: team ----------------------------------------------------------------------
  /** The account is not in my subtree (or does not exist: the same answer, so teams cannot be probed). */
  NOT_IN_MY_TEAM: 'NOT_IN_MY_TEAM',
  /** The transfer client key was used before for a different transfer. */
  TRANSFER_KEY_REUSED: 'TRANSFER_KEY_REUSED',
  // --- transfer to upline (docs/payments.md "Transfer to upline") ---------------------------------
  /** The member has no upline (or is a trial account). */
  NO_UPLINE: 'NO_UPLINE',
  /** Outside the per-transfer limits; value = { min, max }. */
  TRANSFER_AMOUNT_OUT_OF_RANGE: 'TRANSFER_AMOUNT_OUT_OF_RANGE',
  // --- manual rebate (docs/rebate.md) ---------------------------------------------------------------
  /** Today's rebate was claimed already (value = { nextClaimAt }). */
  REBATE_ALREADY_CLAIMED: 'REBATE_ALREADY_CLAIMED',
  /** Less than the minimum rebate is claimable now (value = { min }). */
  REBATE_BELOW_MINIMUM: 'REBATE_BELOW_MINIMUM',
  // --- transfer wallets (docs/payments.md "Transfer wallets") -----------------------------------------
  /** No transfer-wallet vendor with this code (or it is switched off). */
  TRANSFER_VENDOR_UNKNOWN: 'TRANSFER_VENDOR_UNKNOWN',
  /** The vendor refused the transfer (value = { transferId, reason }); nothing moved. */
  TRANSFER_VENDOR_REFUSED: 'TRANSFER_VENDOR_REFUSED',
  // --- missions (docs/promotions.md "Missions and leaderboard") ------------------------------------
  /** No mission with this id. */
  MISSION_NOT_FOUND: 'MISSION_NOT_FOUND',
  /** The mission is switched off or outside its active window. */
  MISSION_NOT_ACTIVE: 'MISSION_NOT_ACTIVE',
  /** Claimed before the target was reached this period (value = { progress, target }). */
  MISSION_NOT_COMPLETED: 'MISSION_NOT_COMPLETED',
  /** This period's reward of the mission was paid already (value = { nextPeriodAt }). */
  MISSION_ALREADY_CLAIMED: 'MISSION_ALREADY_CLAIMED',
  /** An operator created or renamed a mission to a code that another mission has. */
  MISSION_CODE_EXISTS: 'MISSION_CODE_EXISTS',
  // --- red envelope raffle (docs/promotions.md "Red envelope raffle") ------------------------------
  /** No such ticket among the caller's own (another member's ticket answers the same: no id probing). */
  RAFFLE_TICKET_NOT_FOUND: 'RAFFLE_TICKET_NOT_FOUND',
  /** Verify asked before the round ended: the seed is still secret (`value.revealAt`). */
  RAFFLE_ROUND_NOT_REVEALED: 'RAFFLE_ROUND_NOT_REVEALED',
  /** Operator call: a rule with this code exists. */
  RAFFLE_RULE_CODE_EXISTS: 'RAFFLE_RULE_CODE_EXISTS',
  /** Operator call: no rule with this id. */
  RAFFLE_RULE_NOT_FOUND: 'RAFFLE_RULE_NOT_FOUND',
  // --- agent contract requests (docs/agents.md) -----------------------------------------------------
  /** An open request of this kind already waits for my upline. */
  CONTRACT_REQUEST_OPEN: 'CONTRACT_REQUEST_OPEN',
  /** A top agent has no upline to ask. */
  CONTRACT_REQUEST_NO_UPLINE: 'CONTRACT_REQUEST_NO_UPLINE',
  /** Not an open request from one of my direct downlines (also: someone else's request). */
  CONTRACT_REQUEST_NOT_FOUND: 'CONTRACT_REQUEST_NOT_FOUND',
  // --- agent bills (docs/agents.md "Bill states") ----------------------------------------------------
  /** No salary or dividend bill of this id that I pay (also: another upline's bill). */
  AGENT_BILL_NOT_FOUND: 'AGENT_BILL_NOT_FOUND',
  /** The bill is not open (`insufficient`) any more: already paid, rejected, or nothing was due. */
  AGENT_BILL_NOT_OPEN: 'AGENT_BILL_NOT_OPEN',
  // --- release service (docs/adr/010-release-service.md) --------------------------------------------
  /** No release credential, or a team token that is unknown or revoked. */
  RELEASE_UNAUTHORIZED: 'RELEASE_UNAUTHORIZED',
  /** The credential may not do this: another app's token, or a team token asking for an ops action. */
  RELEASE_FORBIDDEN: 'RELEASE_FORBIDDEN',
  /** The app or version is not in the registry. */
  RELEASE_NOT_FOUND: 'RELEASE_NOT_FOUND',
  /** Refused by a registry rule: a version published with other content, an incompatible build, nothing to roll back to. */
  RELEASE_REFUSED: 'RELEASE_REFUSED',
  /** The version lists files whose content was not uploaded yet; `value.missing` names their sha256. */
  RELEASE_BLOBS_MISSING: 'RELEASE_BLOBS_MISSING',
  // --- back office: staff sign-in, permissions, four-eyes (docs/back-office.md) ---------------------
  /** A /wps/admin or /wps/staff call without a live staff session (or the automation token). */
  STAFF_UNAUTHENTICATED: 'STAFF_UNAUTHENTICATED',
  /** A staff session cookie came, but its session ended (idle timeout, 12 h, sign-out elsewhere): sign in again. */
  STAFF_SESSION_EXPIRED: 'STAFF_SESSION_EXPIRED',
  /** A member status change that changes nothing (locking a locked member, unlocking an unlocked one). */
  MEMBER_STATUS_UNCHANGED: 'MEMBER_STATUS_UNCHANGED',
  /** Signed in, but not as staff (a member session), or a staff member whose role lacks the route's permission. */
  STAFF_FORBIDDEN: 'STAFF_FORBIDDEN',
  /** Wrong account or password (one answer for both: no account probing). */
  STAFF_LOGIN_FAILED: 'STAFF_LOGIN_FAILED',
  /** Wrong, expired or already used two-factor code (a TOTP code works once in its window). */
  STAFF_CODE_INVALID: 'STAFF_CODE_INVALID',
  /** The sign-in ticket of step one is unknown, used or expired: start again with the password. */
  STAFF_TICKET_INVALID: 'STAFF_TICKET_INVALID',
  /** Locked after repeated failures (`value.until`) or by a staff manager (`value.until` null). */
  STAFF_LOCKED: 'STAFF_LOCKED',
  /** The enrolment link is unknown, used or expired. */
  STAFF_ENROLMENT_INVALID: 'STAFF_ENROLMENT_INVALID',
  /** Staff create: the account name is taken. */
  STAFF_ACCOUNT_EXISTS: 'STAFF_ACCOUNT_EXISTS',
  STAFF_NOT_FOUND: 'STAFF_NOT_FOUND',
  /** A staff manager cannot lock, demote or reset themselves (the last owner stays). */
  STAFF_SELF_CHANGE: 'STAFF_SELF_CHANGE',
  /** The change is above the four-eyes limit: it waits for a second staff member (202, `value` = the request). */
  FOUR_EYES_REQUIRED: 'FOUR_EYES_REQUIRED',
  /** Nobody confirms their own four-eyes request. */
  FOUR_EYES_OWN_REQUEST: 'FOUR_EYES_OWN_REQUEST',
  FOUR_EYES_NOT_FOUND: 'FOUR_EYES_NOT_FOUND',
  /** The four-eyes request was confirmed or rejected already. */
  FOUR_EYES_ALREADY_DECIDED: 'FOUR_EYES_ALREADY_DECIDED',
  /** Another staff member decided this withdrawal first (or is deciding it now): reload it. */
  DECISION_CONFLICT: 'DECISION_CONFLICT',
  // --- back office, part 2: running the site (docs/back-office.md "Running the site") ------------------
  /** Moving a member to another upline would break the tree (`value.rule`: same-upline, cycle, not-agent, contracts). */
  AGENT_MOVE_REFUSED: 'AGENT_MOVE_REFUSED',
  /** A game cannot move further up or down: it is already first or last in its category. */
  GAME_ORDER_EDGE: 'GAME_ORDER_EDGE',
  /** No game vendor with this code. */
  GAME_VENDOR_NOT_FOUND: 'GAME_VENDOR_NOT_FOUND',
  /** A report's range is backwards or longer than the longest one (`value.maxDays`). */
  REPORT_RANGE_INVALID: 'REPORT_RANGE_INVALID',
  /** An uploaded picture is larger than its limit (`value.maxBytes`; banners: 1 MB). */
  CONTENT_IMAGE_TOO_LARGE: 'CONTENT_IMAGE_TOO_LARGE',
  /** An uploaded picture is not PNG, JPEG or WebP by its bytes (SVG is refused), or not what its type says. */
  CONTENT_IMAGE_TYPE: 'CONTENT_IMAGE_TYPE',
  /** No banner with this id. */
  CONTENT_BANNER_NOT_FOUND: 'CONTENT_BANNER_NOT_FOUND',
  /** The group has a banner of this title already. */
  CONTENT_BANNER_DUPLICATE: 'CONTENT_BANNER_DUPLICATE',
  /** A banner cannot move further up or down: it is already first or last in its group. */
  CONTENT_ORDER_EDGE: 'CONTENT_ORDER_EDGE',
  /** No notice or popup with this id (agent-only announcements are the agents desk's, not content). */
  CONTENT_NOTICE_NOT_FOUND: 'CONTENT_NOTICE_NOT_FOUND',
  /** Another announcement already has this title (titles are unique across the site's announcements). */
  CONTENT_NOTICE_TITLE_TAKEN: 'CONTENT_NOTICE_TITLE_TAKEN',
  /** No help topic with this id. */
  CONTENT_HELP_TOPIC_NOT_FOUND: 'CONTENT_HELP_TOPIC_NOT_FOUND',
  /** The language and device have a help topic of this title already. */
  CONTENT_HELP_TOPIC_DUPLICATE: 'CONTENT_HELP_TOPIC_DUPLICATE',
  /** No banner or announcement to translate with this id. */
  CONTENT_TRANSLATION_TARGET_NOT_FOUND: 'CONTENT_TRANSLATION_TARGET_NOT_FOUND',
  /** No agent announcement with this id (the site's other announcements are content, not the agents desk's). */
  AGENT_ANNOUNCEMENT_NOT_FOUND: 'AGENT_ANNOUNCEMENT_NOT_FOUND',
  /** Another announcement already has this title (titles are unique across the site's announcements). */
  AGENT_ANNOUNCEMENT_TITLE_TAKEN: 'AGENT_ANNOUNCEMENT_TITLE_TAKEN',
  /**
   * VIP settings: levels not listed 0–5 in order, level 0 not at 0, or a threshold not above the one before
   * (`value.rule`, `value.level`).
   */
  VIP_THRESHOLDS_INVALID: 'VIP_THRESHOLDS_INVALID',
  /** Rebate settings: a VIP level's rate is below the level before it (`value.group`, `value.level`). */
  REBATE_RATES_INVALID: 'REBATE_RATES_INVALID',

  // --- encrypted calls (docs/adr/011-encrypted-calls.md) ----------------------------------
  /** The key id is unknown or past its grace period: fetch the key set again and resend once. */
  ENCRYPTION_KEY_STALE: 'ENCRYPTION_KEY_STALE',
  /** This call takes an encrypted body only (production). */
  ENCRYPTION_REQUIRED: 'ENCRYPTION_REQUIRED',
  /** The encrypted body does not open (tampered, wrong key, wrong call) or is not an encrypted body. */
  ENCRYPTED_REQUEST_INVALID: 'ENCRYPTED_REQUEST_INVALID',
  /** The request's timestamp is outside the window around the server's clock. */
  ENCRYPTED_REQUEST_EXPIRED: 'ENCRYPTED_REQUEST_EXPIRED',
  /** This request id was already opened within the window: a replay. */
  ENCRYPTED_REQUEST_REPLAYED: 'ENCRYPTED_REQUEST_REPLAYED',

  // --- chat room (docs/chat.md "Rules") ------------------------------------------------
  CHAT_ROOM_NOT_FOUND: 'CHAT_ROOM_NOT_FOUND',
  /** The VIP room is for rank 5 and up. */
  CHAT_ROOM_VIP_ONLY: 'CHAT_ROOM_VIP_ONLY',
  /** Writing needs a real account with a paid deposit or a VIP rank (visitors and trial accounts read only). */
  CHAT_WRITE_NOT_ALLOWED: 'CHAT_WRITE_NOT_ALLOWED',
  /** Muted by staff until `value.until`. */
  CHAT_MUTED: 'CHAT_MUTED',
  /** Banned from the chat by staff until `value.until`: neither reading nor writing. */
  CHAT_BANNED: 'CHAT_BANNED',
  /** Over 1 message per 2 s (burst 5); `value.retryAfterSeconds`. */
  CHAT_RATE_LIMITED: 'CHAT_RATE_LIMITED',
  /** The room's slow mode: one message per `value.slowModeSeconds`; `value.retryAfterSeconds`. */
  CHAT_SLOW_MODE: 'CHAT_SLOW_MODE',
  /** The text contains words the room's filter refuses. */
  CHAT_PROFANITY: 'CHAT_PROFANITY',
  /** Links are refused from accounts younger than `value.minAccountDays` days. */
  CHAT_LINKS_NOT_ALLOWED: 'CHAT_LINKS_NOT_ALLOWED',
  CHAT_MESSAGE_NOT_FOUND: 'CHAT_MESSAGE_NOT_FOUND',
  /** The bet is not the member's own settled big win. */
  CHAT_WIN_NOT_FOUND: 'CHAT_WIN_NOT_FOUND',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
