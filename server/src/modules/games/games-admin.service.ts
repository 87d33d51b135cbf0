import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@site/shared/schemas';
import type {
  AdminGame,
  AdminGameEdit,
  AdminGamePage,
  AdminGameQuery,
  AdminGameVendor,
  AdminGameVendorEdit,
} from '@site/shared/schemas/operator';
import type { Db } from '../../db/create-db';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { changedFields, withAudit } from '../audit/audit.service';
import * as repo from './games-admin.repository';
import { invalidateVendorMapping } from './games.service';

/**
 * The operator's games catalogue (docs/back-office.md "Running the site"): what the lobby shows, in which order,
 * and which vendors are in maintenance. Every change is audited in its transaction; the lobby's cached vendor
 * mapping is dropped after it.
 */

function toAdminGame(row: repo.AdminGameRow): AdminGame {
  return {
    gameId: row.game_id,
    name: row.game_name,
    vendor: row.vassalage,
    vendorName: row.vendor_name,
    category: row.game_type,
    classify: row.game_classify,
    enabled: row.enabled,
    isNew: row.is_new,
    hot: row.hot_rank !== null,
    featured: row.featured,
    sortOrder: row.sort_order,
    vendorEnabled: Boolean(row.vendor_enabled),
    vendorMaintenance: Boolean(row.vendor_maintenance),
  };
}

export async function listAdminGames(db: Db, q: AdminGameQuery): Promise<AdminGamePage> {
  const { total, rows } = await repo.adminGamePage(db, {
    vendor: q.vendor || undefined,
    category: q.category || undefined,
    enabled: q.enabled,
    q: q.q || undefined,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return { items: rows.map(toAdminGame), page: q.page, pageSize: q.pageSize, total };
}

/** Vendors as staff think of them: one code, every game type it offers (the catalogue keeps a row per type). */
export async function listAdminVendors(db: DbOrTrx, vendor?: string): Promise<AdminGameVendor[]> {
  const byCode = new Map<string, AdminGameVendor>();
  for (const r of await repo.vendorRows(db, vendor)) {
    const entry = byCode.get(r.vassalage) ?? {
      vendor: r.vassalage,
      displayName: r.display_name,
      categories: [],
      games: 0,
      enabled: true,
      maintenance: false,
      maintenanceMessage: null,
    };
    entry.categories.push(r.game_type);
    entry.games += Number(r.games ?? 0);
    entry.enabled &&= r.enabled;
    entry.maintenance ||= r.maintenance;
    entry.maintenanceMessage ??= r.maintenance_message;
    byCode.set(r.vassalage, entry);
  }
  return [...byCode.values()];
}

const gameState = (g: AdminGame) => ({
  enabled: g.enabled,
  isNew: g.isNew,
  hot: g.hot,
  featured: g.featured,
  sortOrder: g.sortOrder,
});

async function currentGame(db: DbOrTrx, gameId: string) {
  const row = await repo.adminGameRow(db, gameId);
  if (!row) throw new AppError(404, ERROR_CODES.GAME_NOT_FOUND, `No game ${gameId}`);
  return toAdminGame(row);
}

/** Enable/disable, new, hot, featured, place: only the fields sent; the audit row holds the ones that changed. */
export async function editGame(db: Db, request: FastifyRequest, gameId: string, edit: AdminGameEdit) {
  const result = await withAudit(db, request, async (trx) => {
    const locked = await repo.gameForUpdate(trx, gameId);
    if (!locked) throw new AppError(404, ERROR_CODES.GAME_NOT_FOUND, `No game ${gameId}`);
    const before = await currentGame(trx, gameId);
    const set: Parameters<typeof repo.updateGame>[2] = {};
    if (edit.enabled !== undefined) set.enabled = edit.enabled;
    if (edit.isNew !== undefined) set.is_new = edit.isNew;
    if (edit.featured !== undefined) set.featured = edit.featured;
    if (edit.sortOrder !== undefined) set.sort_order = edit.sortOrder;
    if (edit.hot !== undefined && edit.hot !== before.hot)
      set.hot_rank = edit.hot ? await repo.nextHotRank(trx) : null;
    if (Object.keys(set).length) await repo.updateGame(trx, gameId, set);
    const after = await currentGame(trx, gameId);
    return {
      result: after,
      audit: {
        action: 'game.edit',
        entity: 'game',
        entityId: gameId,
        ...changedFields(gameState(before), gameState(after)),
        reason: edit.reason ?? null,
      },
    };
  });
  invalidateVendorMapping();
  return result;
}

/** One place up or down within its category: the two games swap places (ties broken by id, as the lobby lists). */
export async function moveGame(db: Db, request: FastifyRequest, gameId: string, direction: 'up' | 'down') {
  return withAudit(db, request, async (trx) => {
    const game = await repo.gameForUpdate(trx, gameId);
    if (!game) throw new AppError(404, ERROR_CODES.GAME_NOT_FOUND, `No game ${gameId}`);
    const other = await repo.neighbourForUpdate(trx, game, direction);
    if (!other)
      throw new AppError(
        409,
        ERROR_CODES.GAME_ORDER_EDGE,
        `${game.game_name} is already ${direction === 'up' ? 'first' : 'last'}`,
      );
    // Equal places (a tie the lobby breaks by id) cannot be swapped: the moved game goes one past its neighbour.
    const mine =
      other.sort_order === game.sort_order
        ? other.sort_order + (direction === 'up' ? -1 : 1)
        : other.sort_order;
    await repo.updateGame(trx, game.game_id, { sort_order: Math.max(0, mine) });
    if (other.sort_order !== game.sort_order)
      await repo.updateGame(trx, other.game_id, { sort_order: game.sort_order });
    const after = await currentGame(trx, gameId);
    return {
      result: after,
      audit: {
        action: 'game.move',
        entity: 'game',
        entityId: gameId,
        before: { sortOrder: game.sort_order, swappedWith: other.game_id },
        after: { sortOrder: after.sortOrder, direction },
      },
    };
  });
}

const vendorState = (v: AdminGameVendor) => ({
  enabled: v.enabled,
  maintenance: v.maintenance,
  maintenanceMessage: v.maintenanceMessage,
});

/** A whole vendor (every game type it offers): in or out of the lobby, in maintenance or not, with its message. */
export async function editVendor(db: Db, request: FastifyRequest, vendor: string, edit: AdminGameVendorEdit) {
  const result = await withAudit(db, request, async (trx) => {
    const locked = await repo.lockVendor(trx, vendor);
    if (!locked.length) throw new AppError(404, ERROR_CODES.GAME_VENDOR_NOT_FOUND, `No vendor ${vendor}`);
    const [before] = await listAdminVendors(trx, vendor);
    const set: Parameters<typeof repo.updateVendor>[2] = {};
    if (edit.enabled !== undefined) set.enabled = edit.enabled;
    if (edit.maintenance !== undefined) set.maintenance = edit.maintenance;
    if (edit.maintenanceMessage !== undefined) set.maintenance_message = edit.maintenanceMessage || null;
    await repo.updateVendor(trx, vendor, set);
    const [after] = await listAdminVendors(trx, vendor);
    return {
      result: after!,
      audit: {
        action: 'game.vendor',
        entity: 'game-vendor',
        entityId: vendor,
        ...changedFields(vendorState(before!), vendorState(after!)),
        reason: edit.reason ?? null,
      },
    };
  });
  invalidateVendorMapping();
  return result;
}
