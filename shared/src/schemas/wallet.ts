import { z } from 'zod';
import { text } from './common-fields';
import { lazySchema } from './lazy-schema';

/**
 * Wallet contracts. Money crosses the API as a decimal number with at most 2 places
 * (`1234.5`); the server stores integer minor units and converts at the edge.
 */
export const moneySchema = lazySchema(() => z.number().finite().multipleOf(0.01));

/** Minor units (integer, 1/100) → the API's decimal number. The one conversion, both ways. */
export function minorToDecimal(minor: number): number {
  return Math.round(minor) / 100;
}

/** API decimal → integer minor units; rounds away float noise (0.1 + 0.2). */
export function decimalToMinor(amount: number): number {
  return Math.round(amount * 100);
}

/** One wallet of the member: the main wallet per currency (transfer wallets later). */
export const walletSchema = lazySchema(() =>
  z.object({
    /** `MAIN` for the main wallet; a vendor code for a transfer wallet. */
    wallet: z.string(),
    currency: text().length(3),
    balance: moneySchema,
  }),
);
export type Wallet = z.infer<typeof walletSchema>;

/** `GET /wps/v2/wallets/balance` value. `sumBalance` is the sum of `wallets` in `currency`. */
export const balanceResultSchema = lazySchema(() =>
  z.object({
    sumBalance: moneySchema,
    currency: text().length(3),
    wallets: z.array(walletSchema),
  }),
);
export type BalanceResult = z.infer<typeof balanceResultSchema>;

/** Dev-only ledger transfer (`POST /wps/dev/ledger/transfer`) used by crash tests and benches. */
export const devTransferRequestSchema = lazySchema(() =>
  z
    .object({
      idempotencyKey: text().min(1).max(200),
      fromAccountId: z.number().int().positive(),
      toAccountId: z.number().int().positive(),
      amountMinor: z.number().int().positive().max(1_000_000_000_000),
    })
    .strict(),
);
export type DevTransferRequest = z.infer<typeof devTransferRequestSchema>;

/** Dev-only: open a member wallet and deposit into it from the outside world. */
export const devFundRequestSchema = lazySchema(() =>
  z
    .object({
      idempotencyKey: text().min(1).max(200),
      memberId: z.union([z.number().int().positive(), text().min(1).max(64)]),
      currency: z.string().regex(/^[A-Z]{3}$/),
      amountMinor: z.number().int().positive().max(1_000_000_000_000),
    })
    .strict(),
);
export type DevFundRequest = z.infer<typeof devFundRequestSchema>;

/**
 * Operator balance adjustment (`POST /wps/admin/wallet/adjustments`, docs/payments.md "Operator adjustments"): a
 * signed amount (credit > 0, debit < 0) with a reason; the idempotency key makes a retried request move money once.
 */
export const balanceAdjustmentRequestSchema = lazySchema(() =>
  z
    .object({
      account: text().trim().min(1).max(40),
      amount: moneySchema
        .refine((n) => n !== 0, 'The amount must not be 0')
        .refine((n) => Math.abs(n) <= 1_000_000, 'At most 1,000,000.00 per adjustment'),
      reason: text().trim().min(3).max(200),
      idempotencyKey: text().trim().min(8).max(100),
    })
    .strict(),
);
export type BalanceAdjustmentRequest = z.infer<typeof balanceAdjustmentRequestSchema>;

export const balanceAdjustmentSchema = lazySchema(() =>
  z.object({
    transactionId: z.number().int(),
    account: z.string(),
    amount: z.number(),
    currency: z.string(),
    reason: z.string(),
    actor: z.string(),
    at: z.string(),
    /** The member's main wallet right after this adjustment. */
    balanceAfter: z.number(),
  }),
);
export type BalanceAdjustment = z.infer<typeof balanceAdjustmentSchema>;
