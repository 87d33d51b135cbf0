import type { FeatureFlag } from '@site/shared/schemas';
import type { DbOrTrx as Db } from '../../db/with-transaction';
import type { StatusSetting } from './system.defaults';
import { getFlags, getStatusSetting, setFlag, setStatus } from './system.service';

export type AdminCommand =
  { kind: 'flag'; flag: FeatureFlag; value: boolean } | { kind: 'status'; status: StatusSetting };

export async function describeSettings(
  db: Db,
): Promise<{ flags: Record<FeatureFlag, boolean>; status: StatusSetting }> {
  const [flags, status] = await Promise.all([getFlags(db), getStatusSetting(db)]);
  return { flags, status };
}

/** One implementation behind both the admin endpoint and the CLI's direct-database path. */
export async function applyAdminCommand(db: Db, command: AdminCommand) {
  if (command.kind === 'flag') await setFlag(db, command.flag, command.value);
  else await setStatus(db, command.status);
  return describeSettings(db);
}
