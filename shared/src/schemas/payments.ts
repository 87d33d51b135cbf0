import { z } from 'zod';
import { text } from './common-fields';
import { moneySchema } from './wallet';
import { lazySchema } from './lazy-schema';

/**
 * Payments contracts (member centre: deposits). Amounts cross the API as decimals with at most
 * 2 places; the server keeps integer minor units (docs/payments.md).
 */
export const DEPOSIT_CHANNELS = ['ewallet', 'bank', 'crypto'] as const;
export const depositChannelSchema = lazySchema(() => z.enum(DEPOSIT_CHANNELS));
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const createDepositRequestSchema = lazySchema(() =>
  z
    .object({
      channel: depositChannelSchema,
      amount: moneySchema.positive(),
    })
    .strict(),
);
export type CreateDepositRequest = z.infer<typeof createDepositRequestSchema>;

export const DEPOSIT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'amount_mismatch'] as const;
export const depositStatusSchema = lazySchema(() => z.enum(DEPOSIT_STATUSES));

export const depositOrderSchema = lazySchema(() =>
  z.object({
    orderId: z.number().int(),
    channel: depositChannelSchema,
    amount: z.number(),
    status: depositStatusSchema,
    checkoutUrl: z.string(),
    expiresAt: z.string(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  }),
);
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const depositChannelInfoSchema = lazySchema(() =>
  z.object({
    channel: depositChannelSchema,
    min: z.number(),
    max: z.number(),
    presets: z.array(z.number()),
  }),
);
export type DepositChannelInfo = z.infer<typeof depositChannelInfoSchema>;

/** What the (demo) gateway posts to our webhook; signed over the raw body. */
export const gatewayWebhookSchema = lazySchema(() =>
  z
    .object({
      gatewayTxId: text().min(1).max(100),
      merchantOrderId: z.number().int().positive(),
      amountMinor: z.number().int().positive(),
      status: z.enum(['paid', 'failed']),
    })
    .strict(),
);
export type GatewayWebhook = z.infer<typeof gatewayWebhookSchema>;
