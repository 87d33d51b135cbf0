import { z } from 'zod';
import { text, rowIdParam, queryInt } from './common-fields';
import { announcementSchema } from './system';
import { lazySchema } from './lazy-schema';

/** Contract kinds between an agent and a direct downline (docs/agents.md). */
export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
/** Dividend settlement periods; SEMIMONTHLY is the client's "H" (1st-15th, 16th-month end). */
export const DIVIDEND_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export const CONTRACT_STATES = ['offered', 'accepted', 'rejected', 'terminated', 'expired'] as const;

export type ContractKind = (typeof CONTRACT_KINDS)[number];
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
export type ContractState = (typeof CONTRACT_STATES)[number];

/**
 * One tier: the rate paid once every threshold is met. Rates are basis points (150 = 1.50 %) and money
 * is integer minor units, so no float ever reaches a bill.
 */
export const contractTierSchema = lazySchema(() =>
  z
    .object({
      rateBp: z.number().int().min(1).max(10_000),
      validBetMinor: z.number().int().min(0),
      lossMinor: z.number().int().min(0),
      activeMembers: z.number().int().min(0),
    })
    .strict(),
);

export const contractTiersSchema = lazySchema(() =>
  z
    .array(contractTierSchema)
    .min(1)
    .max(10)
    .refine((tiers) => tiers.every((t, i) => i === 0 || t.rateBp > tiers[i - 1]!.rateBp), {
      message: 'Tier rates must strictly increase',
    }),
);

/**
 * The rate rule (docs/agents.md "Rate rule"): a child's tier i never pays more than its parent's tier i, and a child
 * has no tier its parent lacks. The first offending tier index, or -1 when the child fits under the parent. The
 * server enforces it; the offer form checks it before sending and the accept screen uses it to warn.
 */
export function firstTierAboveParent(
  child: readonly ContractTier[],
  parent: readonly ContractTier[],
): number {
  for (let i = 0; i < child.length; i += 1) {
    const p = parent[i];
    if (!p || child[i]!.rateBp > p.rateBp) return i;
  }
  return -1;
}

/** Offer a contract to a direct downline. Dividends need a period; salaries are periodic by kind. */
export const contractOfferSchema = lazySchema(() =>
  z
    .object({
      memberAccount: text().min(1).max(64),
      kind: z.enum(CONTRACT_KINDS),
      period: z.enum(DIVIDEND_PERIODS).optional(),
      tiers: contractTiersSchema,
    })
    .strict()
    .refine((o) => (o.kind === 'DIVIDEND') === (o.period !== undefined), {
      message: 'A dividend contract needs a period; salary contracts take none',
      path: ['period'],
    }),
);

export const contractIdParamsSchema = lazySchema(() => z.object({ id: rowIdParam() }).strict());

/** The relay calls (MCS2_processDividendReq...): one action on one kind. */
export const contractActionSchema = lazySchema(() =>
  z.discriminatedUnion('action', [
    z.object({ action: z.literal('list') }).strict(),
    z
      .object({
        action: z.literal('offer'),
        memberAccount: text().min(1).max(64),
        period: z.enum(DIVIDEND_PERIODS).optional(),
        tiers: contractTiersSchema,
      })
      .strict(),
    z
      .object({ action: z.enum(['accept', 'reject', 'terminate']), contractId: z.number().int().positive() })
      .strict(),
  ]),
);

export const contractSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    kind: z.enum(CONTRACT_KINDS),
    period: z.enum(DIVIDEND_PERIODS).nullable(),
    uplineAccount: z.string(),
    memberAccount: z.string(),
    tiers: z.array(contractTierSchema),
    state: z.enum(CONTRACT_STATES),
    /** Why it ended, as a code: BY_UPLINE, BY_MEMBER, REPLACED, UPLINE_RATE_LOWERED, BY_OPERATOR (docs/agents.md). */
    endReason: z.string().nullable(),
    /** The operator's reason when an operator ended it; null otherwise. */
    endNote: z.string().nullable(),
    offeredAt: z.string(),
    decidedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
  }),
);

/** `/wps/member/info/funds/consolidated`: which contract pages the agent centre shows me. */
export const consolidatedFundsSchema = lazySchema(() =>
  z.object({
    dividend: z.boolean(),
    dailySalary: z.boolean(),
    hourlySalary: z.boolean(),
    realTimeSalary: z.boolean(),
  }),
);

/** A downline's request to its direct upline (docs/agents.md "Contract requests"). */
export const CONTRACT_REQUEST_STATES = ['open', 'dismissed', 'answered'] as const;
export type ContractRequestState = (typeof CONTRACT_REQUEST_STATES)[number];

export const CONTRACT_REQUEST_NOTE_MAX = 140;

export const contractRequestCreateSchema = lazySchema(() =>
  z
    .object({
      kind: z.enum(CONTRACT_KINDS),
      note: text().trim().max(CONTRACT_REQUEST_NOTE_MAX).optional(),
    })
    .strict(),
);

export const contractRequestSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    kind: z.enum(CONTRACT_KINDS),
    memberAccount: z.string(),
    uplineAccount: z.string(),
    note: z.string().nullable(),
    state: z.enum(CONTRACT_REQUEST_STATES),
    contractId: z.number().nullable(),
    createdAt: z.string(),
    closedAt: z.string().nullable(),
  }),
);

/** `GET /wps/agent/contract-requests`: my open requests to my upline, and the open ones my direct downlines sent me. */
export const contractRequestListSchema = lazySchema(() =>
  z.object({
    sent: z.array(contractRequestSchema),
    received: z.array(contractRequestSchema),
  }),
);

/**
 * `GET /wps/agent/contract-requests/history?kind&page&pageSize`: closed requests (dismissed or answered) I sent to my
 * upline or received from my direct downlines, the latest closed first.
 */
export const contractRequestHistoryQuerySchema = lazySchema(() =>
  z
    .object({
      kind: z.enum(CONTRACT_KINDS).optional(),
      page: queryInt(1, 100_000).default(1),
      pageSize: queryInt(1, 50).default(10),
    })
    .strict(),
);

export const contractRequestHistorySchema = lazySchema(() =>
  z.object({
    items: z.array(contractRequestSchema.extend({ direction: z.enum(['sent', 'received']) })),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
);

/** `GET /wps/agent/announcements`: the site's announcements an agent may read, newest first (no agent audience exists). */
export const agentAnnouncementsQuerySchema = lazySchema(() =>
  z
    .object({
      page: queryInt(1, 100_000).default(1),
      pageSize: queryInt(1, 50).default(10),
    })
    .strict(),
);

export const agentAnnouncementPageSchema = lazySchema(() =>
  z.object({
    items: z.array(announcementSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
);

export type AgentAnnouncementsQuery = z.infer<typeof agentAnnouncementsQuerySchema>;
export type AgentAnnouncementPage = z.infer<typeof agentAnnouncementPageSchema>;
export type ContractRequestCreate = z.infer<typeof contractRequestCreateSchema>;
export type ContractRequestDto = z.infer<typeof contractRequestSchema>;
export type ContractRequestList = z.infer<typeof contractRequestListSchema>;
export type ContractRequestHistoryQuery = z.infer<typeof contractRequestHistoryQuerySchema>;
export type ContractRequestHistory = z.infer<typeof contractRequestHistorySchema>;
export type ContractTier = z.infer<typeof contractTierSchema>;
export type ContractOffer = z.infer<typeof contractOfferSchema>;
export type ContractAction = z.infer<typeof contractActionSchema>;
export type ContractDto = z.infer<typeof contractSchema>;
export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;
