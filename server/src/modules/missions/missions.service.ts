import {
  ERROR_CODES,
  minorToDecimal,
  type Mission,
  type MissionClaimResult,
  type MissionKind,
  type MissionPeriod,
  type MissionSummary,
} from '@site/shared/schemas';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { isTrialAccount } from '../member/account-type';
import { ensureMemberAccount, postTransaction, systemAccount } from '../wallet/ledger.service';
import { MISSIONS_TIME_ZONE, missionWindow, windowDto, type MissionWindow } from './missions.periods';
import {
  claimsInPeriods,
  countGamesPlayed,
  findClaim,
  findMember,
  findMission,
  insertClaim,
  listActiveMissions,
  lockMemberMissions,
  sumPaidDeposits,
  sumValidBets,
  type MissionRow,
} from './missions.repository';

/**
 * Missions (docs/promotions.md "Missions and leaderboard"): progress is computed on every read from the member's own
 * records of the current period (settled rounds, paid deposits), never stored, so it cannot drift; a reward is paid
 * once per member, mission and period, from the house through the ledger.
 */

type Member = NonNullable<Awaited<ReturnType<typeof findMember>>>;

export async function memberOrThrow(db: DbOrTrx, memberId: number): Promise<Member> {
  const member = await findMember(db, memberId);
  if (!member) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
  return member;
}

const isMoney = (kind: string) => kind !== 'games';

/** Progress of one kind in the window: minor units for money kinds, a count for games. */
function progressOf(db: DbOrTrx, member: Member, kind: MissionKind, w: MissionWindow): Promise<number> {
  const window = { from: w.from, to: w.to };
  if (kind === 'valid_bet') return sumValidBets(db, member.id, member.currency, window);
  if (kind === 'games') return countGamesPlayed(db, member.id, member.currency, window);
  return sumPaidDeposits(db, member.id, member.currency, window);
}

/** One query per (period, kind) in use, whatever the number of missions. */
async function progressTable(db: DbOrTrx, member: Member, missions: MissionRow[], now: Date) {
  const table = new Map<string, number>();
  for (const m of missions) {
    const id = `${m.period}:${m.kind}`;
    if (table.has(id)) continue;
    const w = missionWindow(m.period as MissionPeriod, now);
    table.set(id, await progressOf(db, member, m.kind as MissionKind, w));
  }
  return (m: MissionRow) => table.get(`${m.period}:${m.kind}`) ?? 0;
}

const toUnits = (kind: string, raw: number) => (isMoney(kind) ? minorToDecimal(raw) : raw);

export async function missionSummary(
  db: DbOrTrx,
  memberId: number,
  now = new Date(),
): Promise<MissionSummary> {
  const member = await memberOrThrow(db, memberId);
  const daily = missionWindow('daily', now);
  const weekly = missionWindow('weekly', now);
  const missions = await listActiveMissions(db, now);
  const progress = await progressTable(db, member, missions, now);
  const claims = await claimsInPeriods(db, member.id, [daily.key, weekly.key]);
  const claimedAt = (m: MissionRow) =>
    claims.find(
      (c) => c.mission_id === m.id && c.period_key === (m.period === 'daily' ? daily.key : weekly.key),
    )?.created_at ?? null;
  const list: Mission[] = missions.map((m) => {
    const done = progress(m) >= Number(m.target);
    const claimed = claimedAt(m);
    return {
      id: m.id,
      code: m.code,
      period: m.period as MissionPeriod,
      kind: m.kind as MissionKind,
      target: toUnits(m.kind, Number(m.target)),
      progress: toUnits(m.kind, progress(m)),
      reward: minorToDecimal(Number(m.reward_minor)),
      status: claimed ? 'claimed' : done ? 'claimable' : 'in_progress',
      claimedAt: claimed ? claimed.toISOString() : null,
    };
  });
  return {
    currency: member.currency,
    timeZone: MISSIONS_TIME_ZONE,
    periods: { daily: windowDto(daily), weekly: windowDto(weekly) },
    missions: list,
    pending: list.filter((m) => m.status === 'claimable').length,
  };
}

export async function pendingCount(db: DbOrTrx, memberId: number, now = new Date()) {
  return { pending: (await missionSummary(db, memberId, now)).pending };
}

function isActive(m: MissionRow, now: Date) {
  return m.enabled && m.start_at <= now && (m.end_at === null || m.end_at > now);
}

/**
 * Pays a mission's reward for the current period. Under the member's advisory lock the claim is checked, the target
 * re-measured and the claim row and ledger credit written together; the unique (member, mission, period) row and the
 * ledger key `mission:<member>:<mission>:<period>` each make a second payment impossible on their own.
 */
export async function claimMission(
  db: DbOrTrx,
  memberId: number,
  missionId: number,
  now = new Date(),
): Promise<MissionClaimResult> {
  const member = await memberOrThrow(db, memberId);
  if (isTrialAccount(member.type)) {
    throw new AppError(403, ERROR_CODES.REAL_ACCOUNT_REQUIRED, 'Please register an account first');
  }
  const mission = await findMission(db, missionId);
  if (!mission) throw new AppError(404, ERROR_CODES.MISSION_NOT_FOUND, 'Mission not found');
  if (!isActive(mission, now)) throw new AppError(409, ERROR_CODES.MISSION_NOT_ACTIVE, 'Mission not running');
  const w = missionWindow(mission.period as MissionPeriod, now);
  const claim = await withTransaction(db, async (trx) => {
    await lockMemberMissions(trx, member.id);
    if (await findClaim(trx, member.id, mission.id, w.key)) throw alreadyClaimed(w);
    const progress = await progressOf(trx, member, mission.kind as MissionKind, w);
    const target = Number(mission.target);
    if (progress < target) {
      throw new AppError(422, ERROR_CODES.MISSION_NOT_COMPLETED, 'Mission target not reached yet', {
        progress: toUnits(mission.kind, progress),
        target: toUnits(mission.kind, target),
      });
    }
    const rewardMinor = Number(mission.reward_minor);
    const row = await insertClaim(trx, {
      missionId: mission.id,
      memberId: member.id,
      periodKey: w.key,
      currency: member.currency,
      rewardMinor,
      progress,
    });
    if (!row) throw alreadyClaimed(w);
    const house = await systemAccount(trx, 'house', member.currency);
    const wallet = await ensureMemberAccount(trx, member.id, member.currency);
    await postTransaction(trx, {
      idempotencyKey: `mission:${member.id}:${mission.id}:${w.key}`,
      kind: 'mission_reward',
      legs: [
        { accountId: house.id, amountMinor: -rewardMinor },
        { accountId: wallet.id, amountMinor: rewardMinor },
      ],
      metadata: { missionId: mission.id, claimId: Number(row.id), period: w.key },
    });
    return row;
  });
  return {
    missionId: mission.id,
    periodKey: claim.period_key,
    reward: minorToDecimal(Number(claim.reward_minor)),
    claimedAt: claim.created_at.toISOString(),
  };
}

function alreadyClaimed(w: MissionWindow) {
  return new AppError(409, ERROR_CODES.MISSION_ALREADY_CLAIMED, 'Mission reward claimed already', {
    nextPeriodAt: w.to.toISOString(),
  });
}
