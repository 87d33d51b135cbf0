import { z } from 'zod';
import { CONTRACT_KINDS, CONTRACT_STATES, contractTierSchema } from '../agent';
import { queryInt, rowIdParam, text } from '../common-fields';
import { lazySchema } from '../lazy-schema';

/**
 * The back office's agent contracts and agent announcements (docs/back-office.md "Agents: contracts and
 * announcements"). Contracts are offered and accepted by agents; an operator reads them with their history and
 * ends one (terminates an accepted contract or withdraws an open offer) with a reason the agents are told.
 */
export const adminContractQuerySchema = lazySchema(() =>
  z
    .object({
      /** The earning agent's or the upline's account, contained. */
      q: text().trim().max(50).optional(),
      kind: z.enum([...CONTRACT_KINDS, 'all']).default('all'),
      state: z.enum([...CONTRACT_STATES, 'all']).default('all'),
      page: queryInt(1, 100000).default(1),
      pageSize: queryInt(1, 200).default(25),
    })
    .strict(),
);

export const adminContractSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    kind: z.enum(CONTRACT_KINDS),
    period: z.string().nullable(),
    uplineAccount: z.string(),
    memberAccount: z.string(),
    tiers: z.array(contractTierSchema),
    state: z.enum(CONTRACT_STATES),
    endReason: z.string().nullable(),
    offeredAt: z.string(),
    decidedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
  }),
);
export const adminContractPageSchema = lazySchema(() =>
  z.object({
    items: z.array(adminContractSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
);

/** One step of a contract's life: `fromState` null for the offer (or the first, back-filled entry). */
export const contractEventSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    fromState: z.enum(CONTRACT_STATES).nullable(),
    toState: z.enum(CONTRACT_STATES),
    /** REPLACED, BY_UPLINE, BY_MEMBER, UPLINE_RATE_LOWERED, BY_OPERATOR; null for offers, accepts and rejects. */
    reasonCode: z.string().nullable(),
    /** The operator's own words (BY_OPERATOR only). */
    note: z.string().nullable(),
    /** `agent:<account>`, `staff:<account>`, `automation[:label]`, or `backfill` (recorded before history was kept). */
    actor: z.string(),
    at: z.string(),
  }),
);
export const contractHistorySchema = lazySchema(() =>
  z.object({
    contract: adminContractSchema,
    events: z.array(contractEventSchema),
  }),
);

export const contractIdAdminParamsSchema = lazySchema(() => z.object({ id: rowIdParam() }).strict());
/** POST /wps/admin/agent/contracts/:id/end — terminate an accepted contract or withdraw an open offer. */
export const contractEndRequestSchema = lazySchema(() =>
  z.object({ reason: text().trim().min(3).max(200) }).strict(),
);

export type AdminContractQuery = z.infer<typeof adminContractQuerySchema>;
export type AdminContract = z.infer<typeof adminContractSchema>;
export type AdminContractPage = z.infer<typeof adminContractPageSchema>;
export type ContractEvent = z.infer<typeof contractEventSchema>;
export type ContractHistory = z.infer<typeof contractHistorySchema>;

/** A language code as the site's language list writes them (`en`, `zh-CN`). */
const languageCode = lazySchema(() =>
  z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'A language code such as en or zh-CN'),
);
export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_BODY_MAX = 20_000;
const announcementText = lazySchema(() =>
  z
    .object({
      title: text().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX),
      content: text().max(ANNOUNCEMENT_BODY_MAX),
    })
    .strict(),
);

/** The agent centre's announcements (audience `agent`, only agents read them). */
export const agentAnnouncementInputSchema = lazySchema(() =>
  z
    .object({
      title: text().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX),
      /** HTML, sanitised on save with the shared allow-list. */
      content: text().trim().min(1).max(ANNOUNCEMENT_BODY_MAX),
      category: text().trim().min(1).max(40).default('agent'),
      /** Other languages' texts, keyed by language code; the whole set (a language left out is removed). */
      translations: z.record(languageCode, announcementText).default({}),
      reason: text().trim().max(200).optional(),
    })
    .strict(),
);
export const agentAnnouncementAdminSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    category: z.string(),
    translations: z.record(z.string(), z.object({ title: z.string(), content: z.string().optional() })),
    createdAt: z.string(),
  }),
);
export const agentAnnouncementAdminListSchema = lazySchema(() =>
  z.object({ items: z.array(agentAnnouncementAdminSchema) }),
);
export const agentAnnouncementIdParamsSchema = lazySchema(() => z.object({ id: rowIdParam() }).strict());
export const agentAnnouncementDeleteRequestSchema = lazySchema(() =>
  z.object({ reason: text().trim().min(3).max(200) }).strict(),
);
export const agentAnnouncementDeletedSchema = lazySchema(() =>
  z.object({ id: z.number().int(), deleted: z.literal(true) }),
);

export type AgentAnnouncementInput = z.input<typeof agentAnnouncementInputSchema>;
export type AgentAnnouncementAdmin = z.infer<typeof agentAnnouncementAdminSchema>;
