import { z } from 'zod';
import { text, queryInt } from './common-fields';
import { withdrawalPasswordSchema } from './withdrawals';
import { lazySchema } from './lazy-schema';

/** Agent centre team APIs (docs/agents.md "Team pages"). Money is integer minor units; dates ISO strings. */

const isoDate = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD'));

/** A date range in the site's zone, `from` and `to` inclusive local days. */
export const teamRangeQuerySchema = lazySchema(() =>
  z
    .object({ from: isoDate, to: isoDate })
    .strict()
    .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] }),
);

export const teamOverviewSchema = lazySchema(() =>
  z.object({
    from: z.string(),
    to: z.string(),
    teamSize: z.number(),
    newMembers: z.number(),
    activeMembers: z.number(),
    depositsMinor: z.number(),
    withdrawalsMinor: z.number(),
    validBetMinor: z.number(),
    /** The team's net result (wins − bets): negative when the team lost. */
    profitMinor: z.number(),
  }),
);

export const downlineQuerySchema = lazySchema(() =>
  z
    .object({
      search: text().max(64).optional(),
      /** Only the direct downlines of this account (inside my subtree); default: my direct downlines. */
      parent: text().max(64).optional(),
      page: queryInt(1, 100_000).default(1),
      pageSize: queryInt(1, 100).default(20),
    })
    .strict(),
);

export const downlineSchema = lazySchema(() =>
  z.object({
    account: z.string(),
    nickname: z.string(),
    type: z.number(),
    isAgent: z.boolean(),
    uplineAccount: z.string().nullable(),
    /** Levels below me: 1 = direct downline. */
    depth: z.number(),
    directCount: z.number(),
    status: z.enum(['active', 'idle']),
    balanceMinor: z.number(),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
    contracts: z.array(z.object({ kind: z.string(), state: z.string(), topRateBp: z.number() })),
  }),
);

export const downlinePageSchema = lazySchema(() =>
  z.object({
    items: z.array(downlineSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
);

export const teamBetsQuerySchema = lazySchema(() =>
  z
    .object({
      from: isoDate,
      to: isoDate,
      member: text().max(64).optional(),
      gameType: text().max(32).optional(),
      vendor: text().max(32).optional(),
      page: queryInt(1, 100_000).default(1),
      pageSize: queryInt(1, 100).default(20),
    })
    .strict(),
);

export const teamBetSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    memberAccount: z.string(),
    vendor: z.string(),
    /** The catalogue's names (null for a game no longer in it): what the page shows instead of the codes. */
    vendorName: z.string().nullable().default(null),
    gameId: z.string(),
    gameName: z.string().nullable().default(null),
    gameType: z.string(),
    betMinor: z.number(),
    validBetMinor: z.number(),
    winMinor: z.number(),
    status: z.string(),
    createdAt: z.string(),
  }),
);

export const teamBetPageSchema = lazySchema(() =>
  z.object({
    items: z.array(teamBetSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    totals: z.object({ betMinor: z.number(), validBetMinor: z.number(), winMinor: z.number() }),
  }),
);

export const ledgerQuerySchema = lazySchema(() =>
  z
    .object({
      from: isoDate,
      to: isoDate,
      page: queryInt(1, 100_000).default(1),
      pageSize: queryInt(1, 100).default(20),
    })
    .strict(),
);

export const movementSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    kind: z.string(),
    amountMinor: z.number(),
    balanceAfterMinor: z.number(),
    createdAt: z.string(),
    /** The other party's account: of a transfer, or of the contract a salary or dividend was paid under. */
    note: z.string().nullable(),
    /** The settlement period key of a salary or dividend (`<clock>:<local start>`); the page words it. */
    period: z.string().nullable().default(null),
  }),
);

export const movementPageSchema = lazySchema(() =>
  z.object({
    items: z.array(movementSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    totalMinor: z.number(),
  }),
);

/** Transfer from my wallet to an account in my subtree, idempotent on `clientKey`. */
export const agentTransferSchema = lazySchema(() =>
  z
    .object({
      toAccount: text().min(1).max(64),
      amountMinor: z.number().int().positive().max(1_000_000_000),
      clientKey: text().min(8).max(64),
      /** The agent's own withdrawal password (member centre), checked as for a withdrawal. */
      withdrawalPassword: withdrawalPasswordSchema,
    })
    .strict(),
);

export const agentTransferResultSchema = lazySchema(() =>
  z.object({
    transactionId: z.number(),
    toAccount: z.string(),
    amountMinor: z.number(),
    balanceAfterMinor: z.number(),
    replayed: z.boolean(),
  }),
);

/** Create a member or agent account directly under me (register centre). */
export const agentRegisterSchema = lazySchema(() =>
  z
    .object({
      account: z
        .string()
        .regex(/^[a-zA-Z][a-zA-Z0-9]{3,15}$/, 'Use 4-16 letters and digits, starting with a letter'),
      password: z
        .string()
        .min(8)
        .max(20)
        .regex(/[a-zA-Z]/, 'Include a letter')
        .regex(/[0-9]/, 'Include a digit'),
      nickname: text().min(1).max(32).optional(),
      asAgent: z.boolean().default(false),
    })
    .strict(),
);

export const agentRegisterResultSchema = lazySchema(() =>
  z.object({ account: z.string(), type: z.number() }),
);

/**
 * A salary or dividend bill's state (docs/agents.md "Bill states"). All or nothing: `insufficient` is the one open
 * state, closed by its upline paying it in full (`paid`) or by a rejection with a reason (`rejected`).
 */
const billStateSchema = lazySchema(() => z.enum(['paid', 'not_reached', 'insufficient', 'rejected']));

/**
 * A bill I pay as the direct upline (salary or dividend). `type` and `id` name it for pay / reject
 * (`POST /wps/agent/bills/:type/:id/pay|reject`, which answer the bill again); only `insufficient` ones are open.
 */
const owedBillSchema = lazySchema(() =>
  z.object({
    type: z.enum(['salary', 'dividend']),
    id: z.number(),
    kind: z.string(),
    periodKey: z.string(),
    memberAccount: z.string(),
    amountMinor: z.number(),
    state: billStateSchema,
    rejectReason: z.string().nullable(),
    createdAt: z.string(),
  }),
);

export const salaryBillSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    kind: z.string(),
    periodKey: z.string(),
    payerAccount: z.string(),
    validBetMinor: z.number(),
    rateBp: z.number(),
    amountMinor: z.number(),
    state: billStateSchema,
    /** Only for a rejected bill (absent from servers before the state existed). */
    rejectReason: z.string().nullable().default(null),
    createdAt: z.string(),
  }),
);

export const myIncomeSchema = lazySchema(() =>
  z.object({
    items: z.array(salaryBillSchema),
    totalPaidMinor: z.number(),
    /** Salary and dividend bills I pay my direct downlines, newest first (at most 200). */
    owed: z.array(owedBillSchema).default([]),
    /** What the open (`insufficient`) ones of them still ask of me. */
    openOwedMinor: z.number().default(0),
  }),
);

/** A dividend bill of mine (docs/agents.md "Dividends"); carried amounts are ≤ 0. */
export const dividendBillSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    periodKey: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    payerAccount: z.string(),
    validBetMinor: z.number(),
    activeMembers: z.number(),
    /** The period's own bets − wins: negative when the players won. */
    netLossMinor: z.number(),
    carriedInMinor: z.number(),
    carriedOutMinor: z.number(),
    rateBp: z.number(),
    amountMinor: z.number(),
    state: billStateSchema,
    /** Only for a rejected bill (absent from servers before the state existed). */
    rejectReason: z.string().nullable().default(null),
    createdAt: z.string(),
  }),
);

export const myDividendsSchema = lazySchema(() =>
  z.object({
    items: z.array(dividendBillSchema),
    totalPaidMinor: z.number(),
  }),
);

/** Loss statements: per member of my subtree, bets settled in the range (inclusive local days). */
export const lossStatementsQuerySchema = lazySchema(() =>
  z
    .object({
      from: isoDate,
      to: isoDate,
      member: text().max(64).optional(),
      page: queryInt(1, 100_000).default(1),
      pageSize: queryInt(1, 100).default(20),
    })
    .strict()
    .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] }),
);

export const lossStatementSchema = lazySchema(() =>
  z.object({
    account: z.string(),
    /** Levels below me: 1 = direct downline. */
    depth: z.number(),
    betCount: z.number(),
    validBetMinor: z.number(),
    /** What the member won on winning bets (win − bet where positive). */
    winMinor: z.number(),
    /** What the member lost on losing bets (bet − win where positive). */
    lossMinor: z.number(),
    /** Losses − wins: positive when the member lost. */
    netLossMinor: z.number(),
  }),
);

export const lossStatementPageSchema = lazySchema(() =>
  z.object({
    items: z.array(lossStatementSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    totals: z.object({
      validBetMinor: z.number(),
      winMinor: z.number(),
      lossMinor: z.number(),
      netLossMinor: z.number(),
    }),
  }),
);

export type TeamRangeQuery = z.infer<typeof teamRangeQuerySchema>;
export type TeamOverview = z.infer<typeof teamOverviewSchema>;
export type DownlineQuery = z.infer<typeof downlineQuerySchema>;
export type Downline = z.infer<typeof downlineSchema>;
export type DownlinePage = z.infer<typeof downlinePageSchema>;
export type TeamBetsQuery = z.infer<typeof teamBetsQuerySchema>;
export type TeamBetPage = z.infer<typeof teamBetPageSchema>;
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;
export type MovementPage = z.infer<typeof movementPageSchema>;
export type AgentTransfer = z.infer<typeof agentTransferSchema>;
export type AgentTransferResult = z.infer<typeof agentTransferResultSchema>;
export type AgentRegister = z.infer<typeof agentRegisterSchema>;
export type SalaryBill = z.infer<typeof salaryBillSchema>;
export type MyIncome = z.infer<typeof myIncomeSchema>;
export type DividendBill = z.infer<typeof dividendBillSchema>;
export type MyDividends = z.infer<typeof myDividendsSchema>;
export type LossStatementsQuery = z.infer<typeof lossStatementsQuerySchema>;
export type LossStatement = z.infer<typeof lossStatementSchema>;
export type LossStatementPage = z.infer<typeof lossStatementPageSchema>;
