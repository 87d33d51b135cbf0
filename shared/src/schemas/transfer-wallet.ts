import { z } from 'zod';
import { text } from './common-fields';
import { moneySchema } from './wallet';
import { lazySchema } from './lazy-schema';

/**
 * transferFund (docs/payments.md "Transfer wallets"): the main wallet and the wallets a member holds at
 * transfer-wallet vendors, and the moves between them. Amounts cross the API as decimals with at most 2 places.
 */

/** A vendor code as the catalogue spells it. */
export const transferVendorCodeSchema = lazySchema(() => z.string().regex(/^[A-Z0-9_]{2,20}$/));

export const transferVendorWalletSchema = lazySchema(() =>
  z.object({
    vendor: transferVendorCodeSchema,
    name: z.string(),
    /** The vendor's own figure; null when the vendor did not answer (the page says so, the rest still works). */
    balance: moneySchema.nullable(),
    /** Transfers with this vendor whose outcome is being confirmed (money held, not lost). */
    pending: z.number().int().nonnegative(),
  }),
);
export type TransferVendorWallet = z.infer<typeof transferVendorWalletSchema>;

export const transferWalletsSchema = lazySchema(() =>
  z.object({
    currency: text().length(3),
    main: moneySchema,
    vendors: z.array(transferVendorWalletSchema),
    min: moneySchema,
    max: moneySchema,
  }),
);
export type TransferWallets = z.infer<typeof transferWalletsSchema>;

export const TRANSFER_DIRECTIONS = ['in', 'out'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

export const walletTransferRequestSchema = lazySchema(() =>
  z
    .object({
      vendor: transferVendorCodeSchema,
      /** in: main wallet → vendor; out: vendor → main wallet. */
      direction: z.enum(TRANSFER_DIRECTIONS),
      amount: moneySchema.positive().max(100_000_000),
      /** One UUID per intended transfer, reused on retry: the same transfer answers again, money moves once. */
      clientKey: z.string().uuid(),
    })
    .strict(),
);
export type WalletTransferRequest = z.infer<typeof walletTransferRequestSchema>;

export const TRANSFER_STATUSES = ['done', 'pending'] as const;

export const walletTransferResultSchema = lazySchema(() =>
  z.object({
    transferId: z.string(),
    vendor: z.string(),
    direction: z.enum(TRANSFER_DIRECTIONS),
    amount: moneySchema,
    /** done: moved; pending: the vendor's answer was lost, the money is held until it is confirmed. */
    status: z.enum(TRANSFER_STATUSES),
    main: moneySchema,
    replayed: z.boolean(),
  }),
);
export type WalletTransferResult = z.infer<typeof walletTransferResultSchema>;

export const recallAllRequestSchema = lazySchema(() => z.object({ clientKey: z.string().uuid() }).strict());
export type RecallAllRequest = z.infer<typeof recallAllRequestSchema>;

export const recallAllResultSchema = lazySchema(() =>
  z.object({
    /** One line per vendor that held money: done, pending, or the error code of its refusal. */
    recalled: z.array(
      z.object({
        vendor: z.string(),
        amount: moneySchema,
        status: z.enum([...TRANSFER_STATUSES, 'failed']),
        code: z.string().nullable(),
      }),
    ),
    main: moneySchema,
  }),
);
export type RecallAllResult = z.infer<typeof recallAllResultSchema>;
