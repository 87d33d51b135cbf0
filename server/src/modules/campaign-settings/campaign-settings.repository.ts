import type { DbOrTrx } from '../../db/with-transaction';

/** The campaign settings' rows in `system_setting` (one JSON value per key). */

export async function findCampaignSetting(db: DbOrTrx, key: string): Promise<unknown> {
  const row = await db.selectFrom('system_setting').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Inside an edit's transaction: the row is locked until it commits, so two editors' audit rows chain. */
export async function lockCampaignSetting(db: DbOrTrx, key: string): Promise<unknown> {
  const row = await db
    .selectFrom('system_setting')
    .select('value')
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirst();
  return row?.value;
}

export async function writeCampaignSetting(db: DbOrTrx, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('system_setting')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: new Date() }))
    .execute();
}
