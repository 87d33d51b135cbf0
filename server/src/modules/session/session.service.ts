import { takeSignUpAllowances } from '../verification/abuse-limits';
import { randomBytes } from 'node:crypto';
import { ERROR_CODES, type LoginResult } from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { findMemberById, insertMember, touchLastLogin } from '../member/member.repository';
import type { MemberTable } from '../member/member.table';
import { getSite } from '../system/system.service';
import { consumeTicket, insertSession, insertTicket, revokeSession } from './session.repository';
import {
  SESSION_TTL_MS,
  TICKET_TTL_MS,
  TRIAL_SESSION_TTL_MS,
  hashSecret,
  newId,
  newSecret,
} from './session-token';
import type { Selectable } from 'kysely';
import { TRIAL_TYPE, isTrialAccount } from '../member/account-type';
import { assertNotOnBreak } from '../responsible-gaming/responsible-gaming.service';

type MemberRow = Selectable<MemberTable>;

/**
 * Creates a session for a member who has proven who they are, and the login value every
 * login-like call returns. `passwordExpired` is decided by the caller (it knows the password).
 */
export async function issueSession(
  db: DbOrTrx,
  member: MemberRow,
  options: { ip: string; passwordExpired: boolean },
): Promise<LoginResult> {
  // Every way in (password, 2FA, SMS, ticket) ends here: a member locked by staff or on a break gets no session.
  if (member.locked_at)
    throw new AppError(403, ERROR_CODES.ACCOUNT_SUSPENDED, 'This account is locked, please contact support');
  await assertNotOnBreak(db, member.id);
  const trial = isTrialAccount(member.type);
  const { secret, hash } = newSecret();
  const expiresAt = new Date(Date.now() + (trial ? TRIAL_SESSION_TTL_MS : SESSION_TTL_MS));
  await insertSession(db, {
    id: newId(),
    memberId: member.id,
    tokenHash: hash,
    kind: trial ? 'trial' : 'member',
    ip: options.ip,
    expiresAt,
    passwordChangeRequired: options.passwordExpired,
  });
  await touchLastLogin(db, member.id);
  return {
    token: secret,
    expiresAt: expiresAt.toISOString(),
    account: member.account,
    customerId: member.id,
    nickname: member.nickname,
    isAgent: member.type,
    currency: member.currency,
    firstTimeLogin: member.last_login_at === null,
    passwordExpired: options.passwordExpired,
  };
}

export async function logout(db: DbOrTrx, tokenId: string): Promise<void> {
  await revokeSession(db, tokenId);
}

/** Trial login (isAgent 4): a throw-away account with play money and no ledger account. */
export async function loginFreeplay(db: DbOrTrx, ip: string, device?: string): Promise<LoginResult> {
  // Each call creates an account: a few per device signature an hour, more per address (docs/security.md).
  await takeSignUpAllowances(db, 'trial-created', ip, device);
  const site = await getSite(db);
  const suffix = randomBytes(5).toString('hex');
  const id = await insertMember(
    db,
    {
      account: `trial_${suffix}`,
      password_hash: null,
      nickname: `Guest ${suffix.slice(0, 4).toUpperCase()}`,
      type: TRIAL_TYPE,
      upline_id: null,
      currency: site.currency,
      referral_code: `T${suffix.toUpperCase()}`,
      password_changed_at: new Date(),
      register_ip: ip,
    },
    null,
  );
  const member = await findMemberById(db, id);
  if (!member) throw new AppError(500, ERROR_CODES.INTERNAL_ERROR, 'Trial account vanished');
  return issueSession(db, member, { ip, passwordExpired: false });
}

/** A one-time ticket for a URL (`?token=`): a bearer token must never sit in a URL or a log. */
export async function createTicket(
  db: DbOrTrx,
  memberId: number,
): Promise<{ ticket: string; expiresAt: string }> {
  const { secret, hash } = newSecret();
  const expiresAt = new Date(Date.now() + TICKET_TTL_MS);
  await insertTicket(db, { ticketHash: hash, memberId, expiresAt });
  return { ticket: secret, expiresAt: expiresAt.toISOString() };
}

export async function exchangeTicket(db: DbOrTrx, ticket: string, ip: string): Promise<LoginResult> {
  const memberId = await consumeTicket(db, hashSecret(ticket));
  const member = memberId === null ? undefined : await findMemberById(db, memberId);
  if (!member)
    throw new AppError(400, ERROR_CODES.INVALID_TICKET, 'Invalid URL, please contact customer service');
  return issueSession(db, member, { ip, passwordExpired: false });
}
