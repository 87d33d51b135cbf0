import { FEATURE_FLAGS, type FeatureFlag, type RegisterRule } from '@site/shared/schemas';
import type { SiteOverview } from '@site/shared/schemas/operator';
import type { FastifyRequest } from 'fastify';
import type { DbOrTrx as Db } from '../../db/with-transaction';
import type { StaffActor } from '../../plugins/staff-auth';
import { withAudit } from '../audit/audit.service';
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

async function applyAdminCommand(db: Db, command: AdminCommand) {
  if (command.kind === 'flag') await setFlag(db, command.flag, command.value);
  else await setStatus(db, command.status);
  return describeSettings(db);
}

/** The admin CLI's identity in the audit trail when it writes the database itself (no server answered). */
export const ADMIN_CLI_ACTOR: StaffActor = { staffId: null, actor: 'automation:cli', address: 'local' };

/**
 * A flag or status change and its audit row (`site.flag` / `site.status`) in one transaction: one implementation
 * behind the admin endpoint and the CLI's direct-database path, so a change made either way is in the trail.
 */
export function applyAuditedAdminCommand(
  db: Db,
  who: FastifyRequest | StaffActor,
  command: AdminCommand,
  reason: string | null,
) {
  return withAudit(db, who, async (trx) => {
    const before = await describeSettings(trx);
    const result = await applyAdminCommand(trx, command);
    const audit =
      command.kind === 'flag'
        ? {
            action: 'site.flag',
            entity: 'flag',
            entityId: command.flag,
            before: { enabled: before.flags[command.flag] },
            after: { enabled: command.value },
          }
        : {
            action: 'site.status',
            entity: 'site',
            entityId: 'status',
            before: before.status,
            after: command.status,
          };
    return { result, audit: { ...audit, reason } };
  });
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
