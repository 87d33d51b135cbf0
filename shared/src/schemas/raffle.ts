import { z } from 'zod';
import { bigRowIdParam } from './common-fields';
import { lazySchema } from './lazy-schema';

// Red envelope raffle (docs/promotions.md "Red envelope raffle"): tickets granted from the member's records, each
// opened once for a prize drawn provably fair from the round's committed seed. Amounts are decimals with 2 places.

/** What grants tickets: one per `threshold` settled rounds with a valid bet, or one per paid deposit ≥ threshold. */
export const RAFFLE_RULE_KINDS = ['bet_count', 'deposit'] as const;
export const raffleRuleKindSchema = lazySchema(() => z.enum(RAFFLE_RULE_KINDS));
export type RaffleRuleKind = z.infer<typeof raffleRuleKindSchema>;

export const rafflePrizeSchema = lazySchema(() => z.object({ amount: z.number(), weight: z.number().int() }));
export type RafflePrize = z.infer<typeof rafflePrizeSchema>;

/** A round's public face: the commitment from its creation on, the seed only once it ended. */
export const raffleRoundSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    ruleCode: z.string(),
    title: z.string(),
    kind: raffleRuleKindSchema,
    /** bet_count: rounds per ticket; deposit: the minimum deposit (decimal). */
    threshold: z.number(),
    maxTickets: z.number().int(),
    startsAt: z.string(),
    endsAt: z.string(),
    seedCommit: z.string(),
    serverSeed: z.string().nullable(),
    prizes: z.array(rafflePrizeSchema),
  }),
);
export type RaffleRound = z.infer<typeof raffleRoundSchema>;

export const raffleTicketSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    roundId: z.number().int(),
    opened: z.boolean(),
    /** Null until opened. */
    prize: z.number().nullable(),
    openedAt: z.string().nullable(),
  }),
);
export type RaffleTicket = z.infer<typeof raffleTicketSchema>;

export const raffleSummarySchema = lazySchema(() =>
  z.object({
    currency: z.string(),
    /** Rounds running now (their commitments), newest first. */
    rounds: z.array(raffleRoundSchema),
    /** The caller's tickets, newest first (at most 50). */
    tickets: z.array(raffleTicketSchema),
    unopened: z.number().int(),
    /**
     * Tickets the member's records of the running rounds have earned but not yet granted: the read grants nothing;
     * POST /wps/raffle/claim does (docs/promotions.md "Red envelope raffle").
     */
    claimable: z.number().int().default(0),
  }),
);
export type RaffleSummary = z.infer<typeof raffleSummarySchema>;

export const raffleTicketIdSchema = lazySchema(() => bigRowIdParam());
export const raffleTicketParamsSchema = lazySchema(() => z.object({ id: raffleTicketIdSchema }).strict());
/** `MCS2_claimRafflePromotion` (its relay name) carries the ticket in its body. */
export const raffleOpenRequestSchema = lazySchema(() =>
  z.object({ ticketId: raffleTicketIdSchema }).strict(),
);
export const raffleVerifyQuerySchema = lazySchema(() =>
  z.object({ ticketId: raffleTicketIdSchema }).strict(),
);

export const raffleOpenResultSchema = lazySchema(() =>
  z.object({
    ticket: raffleTicketSchema,
    /** True when the ticket was opened before: the first result again, nothing paid now. */
    replayed: z.boolean(),
  }),
);
export type RaffleOpenResult = z.infer<typeof raffleOpenResultSchema>;

/** Everything needed to recompute a ticket by hand (docs/promotions.md "Red envelope raffle"). */
export const raffleVerifySchema = lazySchema(() =>
  z.object({
    ticketId: z.number().int(),
    memberId: z.number().int(),
    roundId: z.number().int(),
    serverSeed: z.string(),
    seedCommit: z.string(),
    /** SHA-256 of the revealed seed equals the commitment published before the round. */
    commitMatches: z.boolean(),
    message: z.string(),
    prizes: z.array(rafflePrizeSchema),
    prizeIndex: z.number().int(),
    /** The prize recomputed from the seed; `paid` is what the ticket paid (null when not opened). */
    prize: z.number(),
    paid: z.number().nullable(),
    matches: z.boolean(),
  }),
);
export type RaffleVerify = z.infer<typeof raffleVerifySchema>;
