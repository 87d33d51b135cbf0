import {
  HOT_LIMIT,
  type GameListResult,
  type PvpRoom,
  type VendorMapping,
  type WinnerEntry,
} from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import * as repo from './games.repository';
import { findWinners } from './activity.repository';
import { maskAccount, toGameDto, totalPages } from './games.dto';

export interface ListParams {
  gameType: string;
  vassalage: string;
  gameClassify: string;
  isNew?: '1' | '0' | '' | undefined;
  gameName: string;
  pageSize: number;
  pageNo: number;
}

/** Types are stored upper case; the spec sends them upper case but lobbies use lower-case paths. */
function normaliseType(t: string): string {
  return t.trim().toUpperCase();
}

/**
 * docs/product.md "Calls" game list. `gameClassify` HOT lists hot games; an empty type and vendor with EBINGO
 * is the bingo lobby. Everything else is a plain filter.
 */
export async function listGames(db: Db, p: ListParams): Promise<GameListResult> {
  const filter: repo.GameFilter = {
    gameType: normaliseType(p.gameType),
    vassalage: p.vassalage.trim(),
    gameClassify: p.gameClassify === 'HOT' ? '' : p.gameClassify.trim(),
    isNew: p.isNew === '1',
    gameName: p.gameName.trim(),
  };
  if (p.gameClassify === 'HOT') {
    const rows = await repo.findHotGames(db, filter.gameType, filter.vassalage, HOT_LIMIT);
    return { games: rows.map(toGameDto), totalPages: rows.length ? 1 : 0 };
  }
  const [total, rows] = await Promise.all([
    repo.countGames(db, filter),
    repo.findGamesPage(db, filter, p.pageNo, p.pageSize),
  ]);
  return { games: rows.map(toGameDto), totalPages: totalPages(total, p.pageSize) };
}

export async function hotGames(db: Db, gameType: string, vassalage: string) {
  const rows = await repo.findHotGames(db, normaliseType(gameType), vassalage, HOT_LIMIT);
  return rows.map(toGameDto);
}

export async function popularGames(db: Db, gameType: string, limit: number) {
  const rows = await repo.findPopularGames(db, normaliseType(gameType), limit);
  return rows.map(toGameDto);
}

let mappingCache: { at: number; value: VendorMapping } | undefined;
const MAPPING_TTL_MS = 60_000;

/** Vendor mapping per game type; cached because every lobby asks and it changes only by admin. */
export async function vendorMapping(db: Db): Promise<VendorMapping> {
  if (mappingCache && Date.now() - mappingCache.at < MAPPING_TTL_MS) return mappingCache.value;
  const [vendors, classifies] = await Promise.all([repo.findVendors(db), repo.findClassifies(db)]);
  const byType = new Map<string, VendorMapping[number]>();
  for (const v of vendors) {
    const entry = byType.get(v.game_type) ?? { gameType: v.game_type, vendors: [] };
    entry.vendors.push({
      vassalage: v.vassalage,
      accountTypeName: v.account_type_name,
      displayName: v.display_name,
      maintenance: v.maintenance,
      maintenanceMessage: v.maintenance ? v.maintenance_message : null,
      isGame:
        v.game_type === 'ESPORTS' || v.game_type === 'COCKFIGHT' || v.game_type === 'LOTT'
          ? 'VASSALAGE'
          : 'GAME',
      gameClassify: classifies
        .filter((c) => c.vassalage === v.vassalage && c.game_type === v.game_type)
        .map((c) => ({ key: c.game_classify, displayName: c.game_classify })),
    });
    byType.set(v.game_type, entry);
  }
  mappingCache = { at: Date.now(), value: [...byType.values()] };
  return mappingCache.value;
}

export function invalidateVendorMapping(): void {
  mappingCache = undefined;
}

export async function newGameVendors(db: Db) {
  const vendors = await repo.findVendors(db);
  return vendors
    .filter((v) => v.is_new_vendor)
    .map((v) => ({ vassalage: v.vassalage, gameType: v.game_type, displayName: v.display_name }));
}

export async function winners(db: Db, gameCategory: string, limit: number): Promise<{ list: WinnerEntry[] }> {
  const type = gameCategory === 'ALL' ? '' : normaliseType(gameCategory);
  const rows = await findWinners(db, type, limit);
  return {
    list: rows.map((r) => ({
      vo: {
        customerName: maskAccount(r.member_account),
        gameName: r.game_name,
        winAmount: r.win_minor / 100,
        gameId: r.game_id,
      },
    })),
  };
}

/** PVP rooms: three stakes per PVP game, derived from the catalogue so room ids are stable. */
export async function pvpRooms(db: Db): Promise<PvpRoom[]> {
  const rows = await repo.findGamesPage(
    db,
    { gameType: 'PVP', vassalage: '', gameClassify: '', isNew: false, gameName: '' },
    1,
    1000,
  );
  const stakes = [1, 10, 100];
  return rows.flatMap((g) =>
    stakes.map((minBet, i) => ({
      roomId: `${g.game_id}-R${i + 1}`,
      gameId: g.game_id,
      roomName: `${g.game_name} · ${minBet}`,
      vassalage: g.vassalage,
      minBet,
      maxPlayers: 6,
      players: (g.node_id * (i + 3)) % 6,
    })),
  );
}

/** One game by its id (its generated icon), undefined when there is none. */
export function findGameById(db: Db, gameId: string) {
  return repo.findGame(db, { gameId });
}
