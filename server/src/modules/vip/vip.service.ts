import { ERROR_CODES, REBATE_GAME_GROUPS, minorToDecimal, type VipStatus } from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { rateBps } from '../rebate/rebate.config';
import { VIP_LEVELS, levelFor } from './vip.config';
import { findMember, lifetimeValidBet, raiseLevel, recentPlayersLifetime } from './vip.repository';

/** VIP / player rank (docs/vip.md). */

export async function vipStatus(db: DbOrTrx, memberId: number): Promise<VipStatus> {
  const member = await findMember(db, memberId);
  if (!member) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
  const validBetMinor = await lifetimeValidBet(db, memberId, member.currency);
  const next = VIP_LEVELS.find((l) => l.level > member.rank_level);
  return {
    level: member.rank_level,
    // An operator may have named a member's club otherwise (the seed's labels): theirs wins.
    name: member.club_label || (VIP_LEVELS[member.rank_level]?.name ?? ''),
    currency: member.currency,
    validBet: minorToDecimal(validBetMinor),
    next: next ? { level: next.level, name: next.name, required: minorToDecimal(next.requiredMinor) } : null,
    levels: VIP_LEVELS.map((l) => ({
      level: l.level,
      name: l.name,
      required: minorToDecimal(l.requiredMinor),
      rebate: Object.fromEntries(REBATE_GAME_GROUPS.map((g) => [g, rateBps(g, l.level) / 100])),
    })),
  };
}

/** The job: members whose rounds settled since the last run move up to the level their lifetime bets reach. */
export async function promoteMembers(db: DbOrTrx, since: Date): Promise<number> {
  let promoted = 0;
  for (const player of await recentPlayersLifetime(db, since)) {
    const level = levelFor(player.totalMinor);
    if (level <= player.rankLevel) continue;
    if (await raiseLevel(db, player.memberId, level, VIP_LEVELS[level]!.name)) promoted += 1;
  }
  return promoted;
}
