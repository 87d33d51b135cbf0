import type { Selectable } from 'kysely';
import { ERROR_CODES, type MemberInfo } from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { maskPhone } from '../verification/phone';
import { findMemberById, findMemberByReferralCode, insertFeedback } from './member.repository';
import type { MemberLabel, MemberTable } from './member.table';
import { isAgentAccount, isTrialAccount } from './account-type';

export { AGENT_TYPES, TRIAL_TYPE } from './account-type';

/** Club (VIP) label colours by rank level; docs/product.md "Screens and routes": VIP service above rank 4. */
const CLUB_COLOURS: Record<number, [string, string]> = {
  0: ['#8d6e63', '#5d4037'],
  1: ['#b0bec5', '#78909c'],
  2: ['#ffd54f', '#ffa000'],
  3: ['#80deea', '#00acc1'],
  4: ['#ce93d8', '#8e24aa'],
  5: ['#ef9a9a', '#c62828'],
};

export async function requireMember(db: DbOrTrx, id: number): Promise<Selectable<MemberTable>> {
  const member = await findMemberById(db, id);
  if (!member) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
  return member;
}

export function assertRealAccount(member: { type: number }): void {
  if (isTrialAccount(member.type)) {
    throw new AppError(403, ERROR_CODES.TRIAL_NOT_ALLOWED, 'Please register an account first');
  }
}

function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

export async function getMemberInfo(db: DbOrTrx, id: number): Promise<MemberInfo> {
  const m = await requireMember(db, id);
  const upline = m.upline_id ? await findMemberById(db, m.upline_id) : undefined;
  const [color, color2] = CLUB_COLOURS[Math.min(m.rank_level, 5)] ?? CLUB_COLOURS[0] ?? ['#888', '#555'];
  return {
    id: m.id,
    account: m.account,
    nickname: m.nickname,
    type: m.type,
    isAgent: m.type,
    toUpline: upline !== undefined,
    upline: upline?.account ?? null,
    clubLabel: { labelName: m.club_label, color, color2, rankLevel: m.rank_level },
    memberLabel: (m.member_labels as MemberLabel[]) ?? [],
    mobile: maskPhone(m.country_dialing_code, m.mobile),
    email: maskEmail(m.email),
    currency: m.currency,
    referralCode: m.referral_code,
    avatarUrl: '/wps/member/info/icon',
    birthday: m.birthday,
    createdAt: m.created_at.toISOString(),
    lastLoginAt: m.last_login_at?.toISOString() ?? null,
  };
}

/** Generated avatar: initials on a colour picked from the id, as a data URL (no files to serve). */
export async function getAvatar(db: DbOrTrx, id: number): Promise<{ avatarUrl: string }> {
  const m = await requireMember(db, id);
  const hue = (m.id * 137) % 360;
  const initials =
    (m.nickname || m.account)
      .replace(/[^\p{L}\p{N}]/gu, '')
      .slice(0, 2)
      .toUpperCase() || '?';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="hsl(${hue},55%,45%)"/><text x="48" y="60" text-anchor="middle" font-family="sans-serif" font-size="36" font-weight="bold" fill="#fff">${initials.replace(/[<>&]/g, '')}</text></svg>`;
  return { avatarUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

export async function submitFeedback(
  db: DbOrTrx,
  memberId: number,
  content: string,
  category?: string,
): Promise<{ id: number }> {
  assertRealAccount(await requireMember(db, memberId));
  return { id: await insertFeedback(db, memberId, content, category ?? null) };
}

/** An affiliate code is an agent's referral code; registering with it puts the member under that agent. */
export async function findAffiliateAgent(db: DbOrTrx, code: string): Promise<Selectable<MemberTable>> {
  const agent = await findMemberByReferralCode(db, code.trim());
  if (!agent || !isAgentAccount(agent.type)) {
    throw new AppError(400, ERROR_CODES.INVALID_AFFILIATE_CODE, 'Invalid invitation code');
  }
  return agent;
}
