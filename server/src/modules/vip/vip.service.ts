import { ERROR_CODES, REBATE_GAME_GROUPS, minorToDecimal, type VipStatus } from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { rateBps } from '../rebate/rebate.config';
import { getRebateSettings, getVipSettings } from '../campaign-settings/campaign-settings.service';
import { levelFor } from './vip.config';
import { findMember, lifetimeValidBet, raiseLevel, recentPlayersLifetime } from './vip.repository';

/** VIP / player rank (docs/vip.md). */

export async function vipStatus(db: DbOrTrx, memberId: number): Promise<VipStatus> {
  const member = await findMember(db, memberId);
  if (!member) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
  const [validBetMinor, { levels }, { ratesBps }] = await Promise.all([
    lifetimeValidBet(db, memberId, member.currency),
    getVipSettings(db),
    getRebateSettings(db),
  ]);
  const next = levels.find((l) => l.level > member.rank_level);
  return {
    level: member.rank_level,
    // An operator may have named a member's club otherwise (the seed's labels): theirs wins.
    name: member.club_label || (levels[member.rank_level]?.name ?? ''),
    currency: member.currency,
    validBet: minorToDecimal(validBetMinor),
    next: next ? { level: next.level, name: next.name, required: minorToDecimal(next.requiredMinor) } : null,
    levels: levels.map((l) => ({
      level: l.level,
      name: l.name,
      required: minorToDecimal(l.requiredMinor),
      rebate: Object.fromEntries(REBATE_GAME_GROUPS.map((g) => [g, rateBps(g, l.level, ratesBps) / 100])),
    })),
  };
}

/**
 * The job: members whose rounds settled since the last run move up to the level their lifetime bets reach, at the
 * thresholds in force when it runs (a raised threshold never lowers anyone: levels only go up).
 */
export async function promoteMembers(db: DbOrTrx, since: Date): Promise<number> {
  const { levels } = await getVipSettings(db);
  let promoted = 0;
  for (const player of await recentPlayersLifetime(db, since)) {
    const level = levelFor(player.totalMinor, levels);
    if (level <= player.rankLevel) continue;
    if (await raiseLevel(db, player.memberId, level, levels[level]!.name)) promoted += 1;
  }
  return promoted;
}
