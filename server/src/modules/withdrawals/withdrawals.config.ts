/** Withdrawal limits (docs/payments.md "Money out"); minor units (PHP centavos). Server configuration. */
export const WITHDRAWAL_MIN_MINOR = 100_00;
export const WITHDRAWAL_MAX_MINOR = 50_000_00;
/** Bound payout accounts per member. */
export const PAYOUT_ACCOUNT_LIMIT = 5;
/** The turnover each deposit needs before a withdrawal: valid bets ≥ this × the last deposit. */
export const DEPOSIT_TURNOVER_MULTIPLIER = 1;
/** After a payout, silence for this long counts as "received" (docs/payments.md "Receipt confirmation"). */
export const RECEIPT_SILENCE_MINUTES = 60;
/** Transfer to the upline (docs/payments.md "Transfer to upline"): per transfer. */
export const UPLINE_TRANSFER_MIN_MINOR = 1_00;
export const UPLINE_TRANSFER_MAX_MINOR = 100_000_00;
