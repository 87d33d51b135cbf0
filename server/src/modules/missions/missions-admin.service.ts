import { ERROR_CODES, decimalToMinor, minorToDecimal } from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import {
  insertMission,
  listAllMissions,
  updateMission,
  type MissionRow,
  type MissionValues,
} from './missions.repository';
import type { AdminMissionInput } from './missions.schema';

/**
 * Operator calls of missions. Replacing a mission never changes rewards already paid: the amount lives on the claim;
 * a new target or reward applies to claims from then on.
 */

function toValues(input: AdminMissionInput): MissionValues {
  return {
    code: input.code,
    title: input.title,
    period: input.period,
    kind: input.kind,
    target: input.kind === 'games' ? input.target : decimalToMinor(input.target),
    rewardMinor: decimalToMinor(input.reward),
    startAt: new Date(input.startAt),
    endAt: input.endAt ? new Date(input.endAt) : null,
    enabled: input.enabled,
    sort: input.sort,
  };
}

export function adminDto(row: MissionRow) {
  const target = Number(row.target);
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    period: row.period,
    kind: row.kind,
    target: row.kind === 'games' ? target : minorToDecimal(target),
    reward: minorToDecimal(Number(row.reward_minor)),
    startAt: row.start_at.toISOString(),
    endAt: row.end_at ? row.end_at.toISOString() : null,
    enabled: row.enabled,
    sort: row.sort,
  };
}

const codeTaken = () => new AppError(409, ERROR_CODES.MISSION_CODE_EXISTS, 'A mission with this code exists');

export async function listMissionsForOperator(db: DbOrTrx) {
  return (await listAllMissions(db)).map(adminDto);
}

export async function createMission(db: DbOrTrx, input: AdminMissionInput) {
  const row = await insertMission(db, toValues(input));
  if (!row) throw codeTaken();
  return adminDto(row);
}

export async function replaceMission(db: DbOrTrx, id: number, input: AdminMissionInput) {
  const result = await updateMission(db, id, toValues(input));
  if (result.conflict) throw codeTaken();
  if (!result.row) throw new AppError(404, ERROR_CODES.MISSION_NOT_FOUND, 'Mission not found');
  return adminDto(result.row);
}
