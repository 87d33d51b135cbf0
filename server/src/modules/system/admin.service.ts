import { FEATURE_FLAGS, type FeatureFlag, type RegisterRule } from '@site/shared/schemas';
import type { SiteOverview } from '@site/shared/schemas/operator';
import type { DbOrTrx as Db } from '../../db/with-transaction';
import { MODULE_TREE, type StatusSetting } from './system.defaults';
import { findSettings, upsertSetting } from './system.repository';
import {
  SETTING_KEYS,
  getFlags,
  getRegisterRules,
  getStatusSetting,
  setFlag,
  setStatus,
} from './system.service';

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

const PARENT_OF = new Map<FeatureFlag, FeatureFlag>(
  MODULE_TREE.flatMap((node) => (node.children ?? []).map((child) => [child, node.modId] as const)),
);

/** The Site screen: the status, every flag in the whitelabel tree's order with its parent, the register rules. */
export async function siteOverview(db: Db): Promise<SiteOverview> {
  const [{ flags, status }, registerRules] = await Promise.all([describeSettings(db), getRegisterRules(db)]);
  const order: FeatureFlag[] = MODULE_TREE.flatMap((node) => [node.modId, ...(node.children ?? [])]);
  for (const flag of FEATURE_FLAGS) if (!order.includes(flag)) order.push(flag);
  return {
    status,
    flags: order.map((flag) => ({ flag, enabled: flags[flag], parent: PARENT_OF.get(flag) ?? null })),
    registerRules,
  };
}

/** Replaces one field's register rule (the stored object keeps only the fields an operator changed); returns the old rule. */
export async function updateRegisterRule(
  db: Db,
  field: string,
  rule: RegisterRule,
): Promise<RegisterRule | null> {
  const before = (await getRegisterRules(db))[field] ?? null;
  const stored = (await findSettings(db, [SETTING_KEYS.registerRules])).get(SETTING_KEYS.registerRules);
  const next = {
    ...(stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}),
    [field]: rule,
  };
  await upsertSetting(db, SETTING_KEYS.registerRules, next);
  return before;
}
