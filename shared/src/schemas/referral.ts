import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * Invite friends (docs/referral.md): the member's invite code and link, the members who registered with it, and the
 * commission earned on their valid bets, paid once per referrer and UTC day.
 */
export const referralInviteeSchema = lazySchema(() =>
  z.object({
    /** Masked: a referrer sees that a friend joined, not the friend's full account name. */
    account: z.string(),
    joinedAt: z.string(),
    /** Valid bets settled in the last 30 days, and the commission they earned the referrer in all. */
    validBet30d: z.number(),
    commission: z.number(),
  }),
);
export type ReferralInvitee = z.infer<typeof referralInviteeSchema>;

export const referralSummarySchema = lazySchema(() =>
  z.object({
    /** The referral programme is on for this site (a server flag); when off the page says so. */
    enabled: z.boolean(),
    code: z.string(),
    /** Path of the register page with the code; the page adds the site's own origin. */
    registerPath: z.string(),
    currency: z.string(),
    /** Percent of the invited members' valid bets, e.g. 0.1 for 0.1 %. */
    ratePercent: z.number(),
    invitedCount: z.number().int(),
    totalCommission: z.number(),
    invitees: z.array(referralInviteeSchema),
    /** The latest paid days, newest first. */
    days: z.array(z.object({ day: z.string(), validBet: z.number(), amount: z.number() })),
  }),
);
export type ReferralSummary = z.infer<typeof referralSummarySchema>;
