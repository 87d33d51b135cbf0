import { minorToDecimal, type MissionLeaderboard, type MissionPeriod } from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { maskAccount } from '../games/games.dto';
import { missionWindow, windowDto } from './missions.periods';
import { countAhead, sumValidBets, topByValidBets } from './missions.repository';
import { memberOrThrow } from './missions.service';

/**
 * The mission leaderboard of a period: members ranked by valid bets of rounds settled in the period (the measure every
 * member moves by playing; missions completed would tie most of the board). Ties share a rank ("1, 1, 3"). Accounts are
 * masked like the winner board; trial accounts are left out. `me` is the caller's own line, on the board or not.
 */
export async function leaderboard(
  db: DbOrTrx,
  memberId: number,
  period: MissionPeriod,
  limit: number,
  now = new Date(),
): Promise<MissionLeaderboard> {
  const member = await memberOrThrow(db, memberId);
  const w = missionWindow(period, now);
  const window = { from: w.from, to: w.to };
  const top = await topByValidBets(db, member.currency, window, limit);
  const entries = top.map((row) => ({
    rank: 1 + top.findIndex((other) => other.totalMinor === row.totalMinor),
    account: maskAccount(row.account),
    validBet: minorToDecimal(row.totalMinor),
  }));
  const mine = await sumValidBets(db, member.id, member.currency, window);
  const me =
    mine > 0
      ? {
          rank: 1 + (await countAhead(db, member.currency, window, mine)),
          account: maskAccount(member.account),
          validBet: minorToDecimal(mine),
        }
      : null;
  return { window: windowDto(w), currency: member.currency, entries, me };
}
