import { ERROR_CODES } from '@site/shared/schemas';
import type { MemberStatus, MemberStatusAction } from '@site/shared/schemas/operator';
import type { FastifyRequest } from 'fastify';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { withAudit } from '../audit/audit.service';
import { revokeMemberSessions } from '../session/session.repository';
import { countLiveSessions, lockMemberRow, setMemberStatus } from './member-status.repository';

/**
 * Staff changes to a member's status (docs/back-office.md "Member status"), each in one transaction with its audit
 * row. A lock ends every session at once (the login refuses a locked member: session.service `issueSession`); a
 * forced password change ends them too, so the change is asked at the very next sign-in rather than whenever the
 * current session happens to end. A change that changes nothing is refused (409 MEMBER_STATUS_UNCHANGED): the trail
 * then only holds real changes.
 */
export function changeMemberStatus(
  db: DbOrTrx,
  who: FastifyRequest,
  memberId: number,
  action: MemberStatusAction,
  reason: string,
): Promise<MemberStatus> {
  return withAudit(db, who, async (trx) => {
    const row = await lockMemberRow(trx, memberId);
    if (!row) throw new AppError(404, ERROR_CODES.MEMBER_NOT_FOUND, 'Member not found');
    const before = { locked: row.locked_at !== null, mustChangePassword: row.must_change_password };
    const unchanged =
      (action === 'lock' && before.locked) ||
      (action === 'unlock' && !before.locked) ||
      (action === 'force-password-change' && before.mustChangePassword);
    if (unchanged)
      throw new AppError(
        409,
        ERROR_CODES.MEMBER_STATUS_UNCHANGED,
        'The member already has this status',
        before,
      );
    const now = new Date();
    const updated = await setMemberStatus(
      trx,
      memberId,
      action === 'lock'
        ? { locked_at: now, lock_reason: reason }
        : action === 'unlock'
          ? { locked_at: null, lock_reason: null }
          : { must_change_password: true },
    );
    const endsSessions = action !== 'unlock';
    const sessionsEnded = endsSessions ? await countLiveSessions(trx, memberId, now) : 0;
    if (endsSessions) await revokeMemberSessions(trx, memberId);
    const after = { locked: updated.locked_at !== null, mustChangePassword: updated.must_change_password };
    return {
      result: {
        id: memberId,
        locked: after.locked,
        lockedAt: updated.locked_at === null ? null : new Date(updated.locked_at).toISOString(),
        lockReason: updated.lock_reason,
        mustChangePassword: after.mustChangePassword,
        sessionsEnded,
      },
      audit: {
        action: `member.${action}`,
        entity: 'member',
        entityId: memberId,
        before,
        after: { ...after, ...(sessionsEnded > 0 ? { sessionsEnded } : {}) },
        reason,
      },
    };
  });
}
