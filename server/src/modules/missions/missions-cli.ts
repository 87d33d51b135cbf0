import type { Config } from '../../config';
import { runCatalogueCli, type CatalogueDomain } from '../promotions/catalogue-cli';
import { createMission, listMissionsForOperator, replaceMission } from './missions-admin.service';
import { adminMissionSchema, type AdminMissionInput } from './missions.schema';

/** `pnpm admin missions ...`: create, schedule, edit and switch missions. */
export const missionsDomain: CatalogueDomain<AdminMissionInput> = {
  word: 'missions',
  path: '/wps/admin/missions',
  editMethod: 'PUT',
  schema: adminMissionSchema,
  fields: Object.keys(adminMissionSchema.shape),
  list: listMissionsForOperator,
  create: createMission,
  edit: (db, id, input) => replaceMission(db, id, adminMissionSchema.parse(input)),
};

export const runMissionsCli = (args: string[], config: Config) =>
  runCatalogueCli(missionsDomain, args, config);
