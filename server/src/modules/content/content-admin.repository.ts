import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';

/** SQL of the back office's banners and the uploaded pictures (docs/back-office.md "Content"). */

const bannerColumns = [
  'b.id',
  'b.group_name',
  'b.title',
  'b.linkage_type',
  'b.linkage',
  'b.sort',
  'b.image_sha256',
  'b.starts_at',
  'b.ends_at',
  'b.translations',
  'a.mime_type',
  'a.size',
] as const;

function banners(db: DbOrTrx) {
  return db
    .selectFrom('banner as b')
    .leftJoin('content_asset as a', 'a.sha256', 'b.image_sha256')
    .select(bannerColumns);
}

export type AdminBannerRow = Awaited<ReturnType<typeof listAllBanners>>[number];

/** Every banner of every group, in the order each group shows them (place, then id). */
export function listAllBanners(db: DbOrTrx) {
  return banners(db).orderBy('b.group_name').orderBy('b.sort').orderBy('b.id').execute();
}

export function findAdminBanner(db: DbOrTrx, id: number) {
  return banners(db).where('b.id', '=', id).executeTakeFirst();
}

export function bannerForUpdate(db: DbOrTrx, id: number) {
  return db.selectFrom('banner').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The place after the group's last banner. */
export async function nextSortInGroup(db: DbOrTrx, group: string): Promise<number> {
  const row = await db
    .selectFrom('banner')
    .select(sql<number | null>`max(sort)`.as('top'))
    .where('group_name', '=', group)
    .executeTakeFirst();
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 10;
}

export interface BannerValues {
  group_name: string;
  title: string;
  linkage_type: string;
  linkage: string | null;
  sort: number;
  starts_at: Date | null;
  ends_at: Date | null;
  image_sha256: string | null;
}

export async function insertBanner(
  db: DbOrTrx,
  values: BannerValues & { color: string; color2: string },
): Promise<number> {
  const row = await db.insertInto('banner').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBanner(db: DbOrTrx, id: number, set: Partial<BannerValues>): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await db.updateTable('banner').set(set).where('id', '=', id).execute();
}

export async function deleteBanner(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('banner').where('id', '=', id).execute();
}

/** The banner just before (up) or after (down) this one in its group's order, locked for the swap. */
export function neighbourForUpdate(
  db: DbOrTrx,
  banner: { id: number; group_name: string; sort: number },
  direction: 'up' | 'down',
) {
  const up = direction === 'up';
  return db
    .selectFrom('banner')
    .select(['id', 'sort'])
    .where('group_name', '=', banner.group_name)
    .where('id', '<>', banner.id)
    .where((eb) =>
      up
        ? eb.or([
            eb('sort', '<', banner.sort),
            eb.and([eb('sort', '=', banner.sort), eb('id', '<', banner.id)]),
          ])
        : eb.or([
            eb('sort', '>', banner.sort),
            eb.and([eb('sort', '=', banner.sort), eb('id', '>', banner.id)]),
          ]),
    )
    .orderBy('sort', up ? 'desc' : 'asc')
    .orderBy('id', up ? 'desc' : 'asc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

/** Stores a picture once: the same bytes uploaded again are the same row. */
export async function insertAssetIfAbsent(
  db: DbOrTrx,
  asset: { sha256: string; mimeType: string; bytes: Buffer },
): Promise<void> {
  await db
    .insertInto('content_asset')
    .values({ sha256: asset.sha256, mime_type: asset.mimeType, size: asset.bytes.length, data: asset.bytes })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute();
}

export function findAsset(db: DbOrTrx, sha256: string) {
  return db
    .selectFrom('content_asset')
    .select(['mime_type', 'data'])
    .where('sha256', '=', sha256)
    .executeTakeFirst();
}

/** Drops a picture no banner shows any more (a replaced or deleted banner's). */
export async function deleteAssetIfUnused(db: DbOrTrx, sha256: string): Promise<void> {
  await db
    .deleteFrom('content_asset')
    .where('sha256', '=', sha256)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('banner').select('id').where('image_sha256', '=', sha256))),
    )
    .execute();
}
