import {
  ERROR_CODES,
  type AccountOnBreak,
  type ImposeBreakRequest,
  type ResponsibleGamingOperatorView,
} from '@site/shared/schemas';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { findMemberByAccount } from '../member/member.repository';
import { revokeMemberSessions } from '../session/session.repository';
import { insertBreak, listBreaks } from './responsible-gaming.repository';
import { responsibleGaming } from './responsible-gaming.service';

/**
 * What operators may do (docs/responsible-gaming.md "Operators"): look at a member's limits and breaks, and impose a
 * break — a member's request through support, or a risk decision — recorded with who and why. No one can shorten or
 * end a break early, operators included: that is what makes a self-exclusion worth taking.
 */

const DAY_MS = 86_400_000;

async function memberByAccount(db: DbOrTrx, account: string) {
  const member = await findMemberByAccount(db, account);
  if (!member) throw new AppError(404, ERROR_CODES.MEMBER_NOT_FOUND, `No member ${account}`);
  return member;
}

export async function operatorView(
  db: DbOrTrx,
  account: string,
  now = new Date(),
): Promise<ResponsibleGamingOperatorView> {
  const member = await memberByAccount(db, account);
  const [settings, breaks] = await Promise.all([
    responsibleGaming(db, member.id, now),
    listBreaks(db, member.id, 50),
  ]);
  return {
    account: member.account,
    settings,
    breaks: breaks.map((b) => ({
      kind: b.kind,
      startsAt: b.starts_at.toISOString(),
      endsAt: b.ends_at.toISOString(),
      running: b.starts_at <= now && now < b.ends_at,
      imposedBy: b.imposed_by,
      reason: b.reason,
    })),
  };
}

/** Starts the break now and ends every session of the member, in one transaction. */
export async function imposeBreak(
  db: DbOrTrx,
  request: ImposeBreakRequest,
  actor: string,
  now = new Date(),
): Promise<AccountOnBreak> {
  const member = await memberByAccount(db, request.account);
  const until = new Date(now.getTime() + request.days * DAY_MS);
  await withTransaction(db, async (trx) => {
    await insertBreak(trx, member.id, request.kind, now, until, { by: actor, reason: request.reason });
    await revokeMemberSessions(trx, member.id);
  });
  return { kind: request.kind, until: until.toISOString() };
}
