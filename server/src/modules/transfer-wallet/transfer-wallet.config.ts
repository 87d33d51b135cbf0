/** Transfer wallets (docs/payments.md "Transfer wallets"): limits and timings, in code until an operator console exists. */

/** The demo transfer-wallet vendor's code (catalogue name in transfer_wallet_vendor, seeded). */
export const DEMO_TRANSFER_VENDOR = 'DTW';
export const DEMO_TRANSFER_VENDOR_NAME = 'Dragon Tiger World';

/** Per transfer in or out typed by the member (recall-all takes whatever the vendor holds). */
export const TRANSFER_MIN_MINOR = 1_00;
export const TRANSFER_MAX_MINOR = 1_000_000_00;

/** A vendor call with no answer by then has an unknown outcome: the money stays held until reconciled. */
export const VENDOR_TIMEOUT_MS = 5_000;

/** The reconciliation job runs this often and asks about pending transfers at least this old. */
export const RECONCILE_EVERY_MS = 30_000;
export const RECONCILE_AFTER_MS = 60_000;
export const RECONCILE_BATCH = 200;
