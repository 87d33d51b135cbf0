import { z } from 'zod';
import { queryInt, rowIdParam } from '../common-fields';
import { lazySchema } from '../lazy-schema';

/**
 * The back office's agent bills desk (docs/back-office.md "Agents"): salary and dividend bills of every upline, the
 * open (`insufficient`) ones first in view; an operator has the upline pay one now or rejects it with a reason.
 */
export const AGENT_BILL_STATES = ['insufficient', 'paid', 'rejected'] as const;
export const agentBillTypeSchema = lazySchema(() => z.enum(['salary', 'dividend']));

export const adminAgentBillQuerySchema = lazySchema(() =>
  z
    .object({
      state: z.enum([...AGENT_BILL_STATES, 'all']).default('insufficient'),
      type: z.enum(['salary', 'dividend', 'all']).default('all'),
      /** An account (payer or earner), contained. */
      q: z.string().trim().max(50).optional(),
      page: queryInt(1, 100000).default(1),
      pageSize: queryInt(1, 200).default(25),
    })
    .strict(),
);

export const adminAgentBillSchema = lazySchema(() =>
  z.object({
    type: agentBillTypeSchema,
    id: z.number().int(),
    kind: z.string(),
    periodKey: z.string(),
    payerAccount: z.string(),
    memberAccount: z.string(),
    /** Decimal in the currency's major unit, 2 places. */
    amount: z.number(),
    currency: z.string(),
    state: z.enum(AGENT_BILL_STATES),
    rejectReason: z.string().nullable(),
    rejectedBy: z.string().nullable(),
    createdAt: z.string(),
    closedAt: z.string().nullable(),
  }),
);
export const adminAgentBillPageSchema = lazySchema(() =>
  z.object({
    items: z.array(adminAgentBillSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
);

export const agentBillParamsSchema = lazySchema(() =>
  z.object({ type: agentBillTypeSchema, id: rowIdParam() }).strict(),
);
/** POST /wps/admin/agent/bills/:type/:id/pay — the upline's wallet pays it now; the note goes to the audit trail. */
export const agentBillPayRequestSchema = lazySchema(() =>
  z.object({ reason: z.string().trim().min(1).max(200) }).strict(),
);
export const agentBillDecisionSchema = lazySchema(() =>
  z.object({
    type: agentBillTypeSchema,
    id: z.number().int(),
    state: z.enum(['paid', 'rejected']),
    transactionId: z.number().nullable(),
  }),
);

export type AdminAgentBillQuery = z.infer<typeof adminAgentBillQuerySchema>;
export type AdminAgentBill = z.infer<typeof adminAgentBillSchema>;
export type AdminAgentBillPage = z.infer<typeof adminAgentBillPageSchema>;

/** GET /wps/admin/agents/tree: the children of `parentId` (the top agents without it), or the accounts matching `q`. */
export const agentTreeQuerySchema = lazySchema(() =>
  z.object({ parentId: rowIdParam().optional(), q: z.string().trim().min(1).max(50).optional() }).strict(),
);
export const agentTreeNodeSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    account: z.string(),
    isAgent: z.boolean(),
    /** Direct downlines. */
    downlines: z.number().int(),
    /** The accounts above, top first (the materialised path). */
    ancestors: z.array(z.string()),
  }),
);
export const agentTreeSchema = lazySchema(() =>
  z.object({ items: z.array(agentTreeNodeSchema), truncated: z.boolean() }),
);
export const agentMoveParamsSchema = lazySchema(() => z.object({ id: rowIdParam() }).strict());
/** POST /wps/admin/agents/:id/move — the member (and its whole subtree) goes under `uplineAccount`. */
export const agentMoveRequestSchema = lazySchema(() =>
  z
    .object({ uplineAccount: z.string().trim().min(1).max(50), reason: z.string().trim().min(1).max(200) })
    .strict(),
);
export const agentMoveResultSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    uplineAccount: z.string(),
    previousUplineAccount: z.string().nullable(),
    /** Members whose path changed: the moved one and everyone below it. */
    moved: z.number().int(),
  }),
);
export type AgentTreeNode = z.infer<typeof agentTreeNodeSchema>;
