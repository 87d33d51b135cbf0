import type { DepositChannel } from '@site/shared/schemas';

/**
 * Deposit channels, limits and presets (docs/payments.md). Server configuration, not client input: the client
 * reads them from GET /wps/v2/payments/deposit-channels and the server enforces them again on create.
 * Minor units (PHP centavos).
 */
export interface ChannelLimits {
  minMinor: number;
  maxMinor: number;
  presetsMinor: number[];
}

export const DEPOSIT_CHANNEL_LIMITS: Record<DepositChannel, ChannelLimits> = {
  ewallet: {
    minMinor: 100_00,
    maxMinor: 50_000_00,
    presetsMinor: [100_00, 300_00, 500_00, 1_000_00, 5_000_00],
  },
  bank: {
    minMinor: 500_00,
    maxMinor: 500_000_00,
    presetsMinor: [500_00, 1_000_00, 5_000_00, 10_000_00, 50_000_00],
  },
  crypto: {
    minMinor: 1_000_00,
    maxMinor: 1_000_000_00,
    presetsMinor: [1_000_00, 5_000_00, 10_000_00, 50_000_00],
  },
};

/** Σ of a member's paid deposits per calendar day (UTC) across channels. */
export const DEPOSIT_DAILY_CAP_MINOR = 1_000_000_00;

/** A pending deposit order can be paid for this long; a later payment is credited as `late` (docs/decisions.md). */
export const DEPOSIT_ORDER_TTL_MS = 30 * 60_000;

/** The gateway's webhook timestamp may be this far from our clock. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;
