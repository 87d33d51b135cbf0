import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@site/shared/schemas';
import {
  linkageIssue,
  type AdminBanner,
  type AdminBannerCreate,
  type AdminBannerEdit,
  type AdminBannerList,
  type BannerState,
} from '@site/shared/schemas/operator';
import type { Db } from '../../db/create-db';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { changedFields, withAudit } from '../audit/audit.service';
import { bannerImageUrl } from '../system/content.service';
import { checkImage, contentAssetUrl } from './content-image';
import * as repo from './content-admin.repository';

/**
 * The content editor's banners (docs/back-office.md "Content"): every group's banners with schedule and state, and
 * create, edit, delete and reorder — each in one transaction with its audit row. Home's public list
 * (system/content.service.ts `getBanners`) shows only the banners live at the server's clock.
 */

/** The colours of a new banner's generated artwork (seen only while it has no picture). */
const NEW_BANNER_COLOURS = { color: '#1f3c88', color2: '#5a2d82' };

export function bannerState(row: { starts_at: Date | null; ends_at: Date | null }, now: Date): BannerState {
  if (row.starts_at && row.starts_at > now) return 'scheduled';
  if (row.ends_at && row.ends_at <= now) return 'ended';
  return 'live';
}

function toAdminBanner(row: repo.AdminBannerRow, now: Date): AdminBanner {
  return {
    id: row.id,
    group: row.group_name as AdminBanner['group'],
    title: row.title,
    linkageType: row.linkage_type as AdminBanner['linkageType'],
    linkage: row.linkage,
    sort: row.sort,
    startsAt: row.starts_at ? row.starts_at.toISOString() : null,
    endsAt: row.ends_at ? row.ends_at.toISOString() : null,
    state: bannerState(row, now),
    imageUrl: row.image_sha256 ? contentAssetUrl(row.image_sha256) : bannerImageUrl(row.id),
    uploaded: row.image_sha256 !== null,
    imageType: row.mime_type ?? null,
    imageBytes: row.size ?? null,
    translations: Object.fromEntries(
      Object.entries(row.translations ?? {}).map(([language, t]) => [language, { title: t.title ?? '' }]),
    ),
  };
}

export async function listAdminBanners(db: DbOrTrx, now: Date): Promise<AdminBannerList> {
  const rows = await repo.listAllBanners(db);
  return { items: rows.map((r) => toAdminBanner(r, now)), now: now.toISOString() };
}

async function currentBanner(db: DbOrTrx, id: number, now: Date): Promise<AdminBanner> {
  const row = await repo.findAdminBanner(db, id);
  if (!row) throw new AppError(404, ERROR_CODES.CONTENT_BANNER_NOT_FOUND, `No banner ${id}`);
  return toAdminBanner(row, now);
}

/** What an audit row keeps of a banner: its fields, the picture by hash (never the bytes). */
const auditState = (b: AdminBanner) => ({
  group: b.group,
  title: b.title,
  linkageType: b.linkageType,
  linkage: b.linkage,
  sort: b.sort,
  startsAt: b.startsAt,
  endsAt: b.endsAt,
  image: b.uploaded ? b.imageUrl : null,
});

const toDate = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/** The title is unique within a group (banner_group_title_uq): a clash is the editor's to fix, not a 500. */
async function unlessDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if ((err as { code?: string }).code === '23505')
      throw new AppError(409, ERROR_CODES.CONTENT_BANNER_DUPLICATE, 'The group has a banner of this title');
    throw err;
  }
}

export async function createBanner(db: Db, request: FastifyRequest, body: AdminBannerCreate, now: Date) {
  const image = body.image ? checkImage(body.image) : null;
  return unlessDuplicate(() =>
    withAudit(db, request, async (trx) => {
      if (image) await repo.insertAssetIfAbsent(trx, image);
      const id = await repo.insertBanner(trx, {
        group_name: body.group,
        title: body.title,
        linkage_type: body.linkageType,
        linkage: body.linkage || null,
        sort: body.sort ?? (await repo.nextSortInGroup(trx, body.group)),
        starts_at: toDate(body.startsAt),
        ends_at: toDate(body.endsAt),
        image_sha256: image?.sha256 ?? null,
        ...NEW_BANNER_COLOURS,
      });
      const after = await currentBanner(trx, id, now);
      return {
        result: after,
        audit: {
          action: 'banner.create',
          entity: 'banner',
          entityId: id,
          before: null,
          after: auditState(after),
        },
      };
    }),
  );
}

export async function editBanner(
  db: Db,
  request: FastifyRequest,
  id: number,
  edit: AdminBannerEdit,
  now: Date,
) {
  const image = edit.image ? checkImage(edit.image) : null;
  return unlessDuplicate(() =>
    withAudit(db, request, async (trx) => {
      const locked = await repo.bannerForUpdate(trx, id);
      if (!locked) throw new AppError(404, ERROR_CODES.CONTENT_BANNER_NOT_FOUND, `No banner ${id}`);
      const before = await currentBanner(trx, id, now);
      const set: Partial<repo.BannerValues> = {};
      if (edit.group !== undefined) set.group_name = edit.group;
      if (edit.title !== undefined) set.title = edit.title;
      if (edit.linkageType !== undefined) set.linkage_type = edit.linkageType;
      if (edit.linkage !== undefined) set.linkage = edit.linkage || null;
      if (edit.sort !== undefined) set.sort = edit.sort;
      if (edit.startsAt !== undefined) set.starts_at = toDate(edit.startsAt);
      if (edit.endsAt !== undefined) set.ends_at = toDate(edit.endsAt);
      // A move to another group goes to its end unless a place was given.
      if (edit.group !== undefined && edit.group !== locked.group_name && edit.sort === undefined)
        set.sort = await repo.nextSortInGroup(trx, edit.group);
      if (image) {
        await repo.insertAssetIfAbsent(trx, image);
        set.image_sha256 = image.sha256;
      } else if (edit.image === null) set.image_sha256 = null;
      checkMerged(locked, set);
      await repo.updateBanner(trx, id, set);
      if (locked.image_sha256 && set.image_sha256 !== undefined && set.image_sha256 !== locked.image_sha256)
        await repo.deleteAssetIfUnused(trx, locked.image_sha256);
      const after = await currentBanner(trx, id, now);
      return {
        result: after,
        audit: {
          action: 'banner.edit',
          entity: 'banner',
          entityId: id,
          ...changedFields(auditState(before), auditState(after)),
        },
      };
    }),
  );
}

/** A partial edit is checked as the banner it makes: the link against its type, the end after the start. */
function checkMerged(
  row: { linkage_type: string; linkage: string | null; starts_at: Date | null; ends_at: Date | null },
  set: Partial<repo.BannerValues>,
) {
  const linkageType = (set.linkage_type ?? row.linkage_type) as AdminBanner['linkageType'];
  const linkage = set.linkage !== undefined ? set.linkage : row.linkage;
  const issue = linkageIssue({ linkageType, linkage });
  const startsAt = set.starts_at !== undefined ? set.starts_at : row.starts_at;
  const endsAt = set.ends_at !== undefined ? set.ends_at : row.ends_at;
  const path = issue ? 'linkage' : 'endsAt';
  const message = issue ?? 'The end must be after the start';
  if (issue || (startsAt && endsAt && endsAt <= startsAt))
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Invalid request', {
      issues: [{ path, message }],
    });
}

export async function deleteBannerById(db: Db, request: FastifyRequest, id: number, now: Date) {
  return withAudit(db, request, async (trx) => {
    const locked = await repo.bannerForUpdate(trx, id);
    if (!locked) throw new AppError(404, ERROR_CODES.CONTENT_BANNER_NOT_FOUND, `No banner ${id}`);
    const before = await currentBanner(trx, id, now);
    await repo.deleteBanner(trx, id);
    if (locked.image_sha256) await repo.deleteAssetIfUnused(trx, locked.image_sha256);
    return {
      result: { id, deleted: true as const },
      audit: {
        action: 'banner.delete',
        entity: 'banner',
        entityId: id,
        before: auditState(before),
        after: null,
      },
    };
  });
}

/** One place up or down within its group: the two banners swap places (ties broken by id, as home lists). */
export async function moveBanner(
  db: Db,
  request: FastifyRequest,
  id: number,
  direction: 'up' | 'down',
  now: Date,
) {
  return withAudit(db, request, async (trx) => {
    const banner = await repo.bannerForUpdate(trx, id);
    if (!banner) throw new AppError(404, ERROR_CODES.CONTENT_BANNER_NOT_FOUND, `No banner ${id}`);
    const other = await repo.neighbourForUpdate(trx, banner, direction);
    if (!other)
      throw new AppError(
        409,
        ERROR_CODES.CONTENT_ORDER_EDGE,
        `${banner.title} is already ${direction === 'up' ? 'first' : 'last'} in its group`,
      );
    // Equal places (a tie home breaks by id) cannot be swapped: the moved banner goes one past its neighbour.
    const mine = other.sort === banner.sort ? other.sort + (direction === 'up' ? -1 : 1) : other.sort;
    await repo.updateBanner(trx, banner.id, { sort: Math.max(0, mine) });
    if (other.sort !== banner.sort) await repo.updateBanner(trx, other.id, { sort: banner.sort });
    const after = await currentBanner(trx, id, now);
    return {
      result: after,
      audit: {
        action: 'banner.move',
        entity: 'banner',
        entityId: id,
        before: { sort: banner.sort, swappedWith: other.id },
        after: { sort: after.sort, direction },
      },
    };
  });
}
