import type { Db } from '../create-db';
import { generateCatalogue } from '../../modules/games/catalogue-generator';

const BATCH = 500;

/**
 * Seeds the deterministic catalogue (46 vendors, ~2,300 games). Idempotent: existing rows win,
 * so an operator's maintenance flag survives a re-seed.
 */
export async function seedGames(db: Db): Promise<{ vendors: number; games: number }> {
  const { vendors, games } = generateCatalogue();
  await db
    .insertInto('game_vendor')
    .values(
      vendors.map((v) => ({
        vassalage: v.vassalage,
        game_type: v.gameType,
        display_name: v.displayName,
        account_type_name: v.accountTypeName,
        sort_order: v.sortOrder,
        maintenance: v.maintenance,
        is_new_vendor: v.isNewVendor,
      })),
    )
    .onConflict((oc) => oc.columns(['vassalage', 'game_type']).doNothing())
    .execute();
  for (let i = 0; i < games.length; i += BATCH) {
    await db
      .insertInto('game')
      .values(
        games.slice(i, i + BATCH).map((g) => ({
          game_id: g.gameId,
          node_id: g.nodeId,
          vassalage: g.vassalage,
          game_type: g.gameType,
          game_classify: g.gameClassify,
          game_name: g.gameName,
          search_name: g.gameName.toLowerCase(),
          support_play: g.supportPlay,
          is_new: g.isNew,
          hot_rank: g.hotRank,
          popularity: g.popularity,
          sort_order: g.sortOrder,
        })),
      )
      .onConflict((oc) => oc.column('game_id').doNothing())
      .execute();
  }
  return { vendors: vendors.length, games: games.length };
}
