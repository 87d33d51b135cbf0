import { sql } from 'kysely';
import type { DbOrTrx as Db } from '../../db/with-transaction';

/** Reads several settings at once; absent keys are simply missing from the map. */
export async function findSettings(db: Db, keys: string[]): Promise<Map<string, unknown>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('system_setting')
    .select(['key', 'value'])
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function findSettingsByPrefix(db: Db, prefix: string): Promise<Map<string, unknown>> {
  const rows = await db
    .selectFrom('system_setting')
    .select(['key', 'value'])
    .where('key', 'like', `${prefix}%`)
    .execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function upsertSetting(db: Db, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('system_setting')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: sql<Date>`now()` }))
    .execute();
}

/** Seed path: keeps an operator's edited value. */
export async function insertSettingIfAbsent(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insertInto('system_setting')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
