import { z } from 'zod';
import { pageOf } from '../page';
import { lazySchema } from '../lazy-schema';

/**
 * Back-office staff: the permission catalogue, the roles that bundle permissions, and the staff sign-in payloads
 * (docs/back-office.md). The server is the gate: every `/wps/admin/*` route declares one permission from this list;
 * the back office only hides what a role cannot do.
 */
export const PERMISSIONS = [
  'dashboard.read',
  'members.read',
  'members.manage',
  'wallet.adjust',
  'wallet.adjust.confirm',
  'deposits.read',
  'deposits.mark-paid',
  'withdrawals.read',
  'withdrawals.approve',
  'withdrawals.confirm',
  'promotions.read',
  'promotions.manage',
  'promotions.decide',
  'points.read',
  'points.manage',
  'points.decide',
  'missions.manage',
  'raffle.manage',
  'campaigns.settings',
  'agents.read',
  'agent-bills.decide',
  'agents.manage',
  'responsible-gaming.read',
  'responsible-gaming.manage',
  'abuse.read',
  'system.read',
  'system.manage',
  'content.read',
  'content.manage',
  'releases.manage',
  'staff.manage',
  'audit.read',
  'chat.read',
  'chat.moderate',
  'games.read',
  'games.manage',
  'reports.read',
  'lottery.read',
  'lottery.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const permissionSchema = lazySchema(() => z.enum(PERMISSIONS));

export const ROLES = [
  'owner',
  'finance',
  'risk',
  'support',
  'marketing',
  'content',
  'agent-manager',
  'release-manager',
] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = lazySchema(() => z.enum(ROLES));

/** What each role may do. `owner` has everything; the others get what their desk needs (docs/back-office.md). */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  finance: [
    'dashboard.read',
    'members.read',
    'wallet.adjust',
    'wallet.adjust.confirm',
    'deposits.read',
    'deposits.mark-paid',
    'withdrawals.read',
    'withdrawals.approve',
    'withdrawals.confirm',
    'agents.read',
    'agent-bills.decide',
    'reports.read',
    'lottery.read',
    'lottery.manage',
  ],
  risk: [
    'dashboard.read',
    'members.read',
    'members.manage',
    'wallet.adjust.confirm',
    'deposits.read',
    'withdrawals.read',
    'withdrawals.confirm',
    'responsible-gaming.read',
    'responsible-gaming.manage',
    'abuse.read',
    'audit.read',
    'chat.read',
    'reports.read',
    'lottery.read',
  ],
  support: [
    'dashboard.read',
    'members.read',
    'deposits.read',
    'withdrawals.read',
    'promotions.read',
    'points.read',
    'responsible-gaming.read',
    'chat.read',
    'chat.moderate',
    'lottery.read',
  ],
  marketing: [
    'dashboard.read',
    'members.read',
    'promotions.read',
    'promotions.manage',
    'promotions.decide',
    'points.read',
    'points.manage',
    'points.decide',
    'missions.manage',
    'raffle.manage',
    'campaigns.settings',
    'games.read',
    'reports.read',
    'content.read',
    'content.manage',
  ],
  content: ['dashboard.read', 'system.read', 'content.read', 'content.manage', 'games.read', 'games.manage'],
  'agent-manager': ['dashboard.read', 'members.read', 'agents.read', 'agent-bills.decide', 'agents.manage'],
  'release-manager': ['dashboard.read', 'system.read', 'system.manage', 'releases.manage'],
};

export const permissionsOf = (role: Role): Permission[] => [...ROLE_PERMISSIONS[role]];

/** The one cookie a staff session travels in (httpOnly, path `/`). */
export const STAFF_SESSION_COOKIE = 'staff_session';

const account = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9._-]{2,31}$/, 'Use 3–32 lower-case letters, digits, dot, dash or underscore'),
);
const displayName = lazySchema(() => z.string().trim().min(1).max(60));
/** Staff passwords: long rather than complex (12–128 characters). */
const staffPassword = lazySchema(() => z.string().min(12).max(128));
const totpOrRecoveryCode = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, 'Enter the 6-digit code or a recovery code'),
);

export const staffSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    account: z.string(),
    displayName: z.string(),
    role: roleSchema,
    permissions: z.array(permissionSchema),
  }),
);
export type Staff = z.infer<typeof staffSchema>;

export const staffLoginRequestSchema = lazySchema(() =>
  z.object({ account: z.string().trim().min(1).max(32), password: z.string().min(1).max(128) }).strict(),
);
export const staffLoginResultSchema = lazySchema(() =>
  z.object({ next: z.literal('totp'), ticket: z.string() }),
);
export const staffLoginVerifyRequestSchema = lazySchema(() =>
  z.object({ ticket: z.string().min(1).max(100), code: totpOrRecoveryCode }).strict(),
);
export const staffEnrolmentSchema = lazySchema(() =>
  z.object({
    account: z.string(),
    otpauthUrl: z.string(),
    secret: z.string(),
  }),
);
export const staffEnrolRequestSchema = lazySchema(() =>
  z
    .object({
      token: z.string().min(1).max(100),
      password: staffPassword,
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/),
    })
    .strict(),
);
export const staffEnrolResultSchema = lazySchema(() => z.object({ recoveryCodes: z.array(z.string()) }));
export const staffTokenParamsSchema = lazySchema(() => z.object({ token: z.string().min(1).max(100) }));

/** Staff management (`staff.manage`). */
export const staffListItemSchema = lazySchema(() =>
  staffSchema.extend({
    status: z.enum(['pending-enrolment', 'active', 'locked']),
    lastLoginAt: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export const staffCreateRequestSchema = lazySchema(() =>
  z.object({ account, displayName, role: roleSchema }).strict(),
);
export const staffEnrolmentLinkSchema = lazySchema(() =>
  z.object({
    staff: staffListItemSchema,
    /** Path of the one-time enrolment page (`/bo/enrol?token=…`), valid until `expiresAt`. */
    enrolmentUrl: z.string(),
    expiresAt: z.string(),
  }),
);
export const staffRoleRequestSchema = lazySchema(() =>
  z.object({ role: roleSchema, reason: z.string().trim().min(1).max(200) }).strict(),
);
export const staffReasonRequestSchema = lazySchema(() =>
  z.object({ reason: z.string().trim().min(1).max(200) }).strict(),
);
export const staffIdParamsSchema = lazySchema(() =>
  z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
);

/** The audit trail (`audit.read`): one row per staff action, written with the change it records. */
export const auditEntrySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    staffId: z.number().int().nullable(),
    actor: z.string(),
    at: z.string(),
    address: z.string().nullable(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string().nullable(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    reason: z.string().nullable(),
  }),
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = lazySchema(() =>
  z
    .object({
      staffId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
      entity: z.string().trim().min(1).max(40).optional(),
      entityId: z.string().trim().min(1).max(40).optional(),
      from: z.iso.datetime({ offset: true }).optional(),
      to: z.iso.datetime({ offset: true }).optional(),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(200).default(50),
    })
    .strict(),
);
export const auditPageSchema = lazySchema(() => pageOf(auditEntrySchema));

/** A four-eyes request: a change above the limit waits for a second staff member (docs/back-office.md). */
export const fourEyesRequestSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    kind: z.enum(['wallet.adjust', 'withdrawal.approve']),
    status: z.enum(['pending', 'confirmed', 'rejected']),
    requestedBy: z.string(),
    requestedAt: z.string(),
    decidedBy: z.string().nullable(),
    decidedAt: z.string().nullable(),
    amount: z.number(),
    summary: z.record(z.string(), z.unknown()),
  }),
);
export type FourEyesRequest = z.infer<typeof fourEyesRequestSchema>;
