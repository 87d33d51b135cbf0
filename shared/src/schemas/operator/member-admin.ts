import { z } from 'zod';
import { text } from '../common-fields';
import { lazySchema } from '../lazy-schema';

/**
 * Staff changes to a member's status (docs/back-office.md "Member status", permission `members.manage`): lock and
 * unlock (a locked member cannot sign in; locking ends their sessions) and the forced password change at the next
 * sign-in. Each takes the reason the audit row keeps.
 */
export const MEMBER_STATUS_ACTIONS = ['lock', 'unlock', 'force-password-change'] as const;
export type MemberStatusAction = (typeof MEMBER_STATUS_ACTIONS)[number];

export const memberStatusRequestSchema = lazySchema(() =>
  z.object({ reason: text().trim().min(3).max(200) }).strict(),
);
export type MemberStatusRequest = z.infer<typeof memberStatusRequestSchema>;

/** The member's status after the change. */
export const memberStatusSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    locked: z.boolean(),
    lockedAt: z.string().nullable(),
    lockReason: z.string().nullable(),
    mustChangePassword: z.boolean(),
    /** Sessions the change ended (a lock, a forced password change). */
    sessionsEnded: z.number().int(),
  }),
);
export type MemberStatus = z.infer<typeof memberStatusSchema>;
