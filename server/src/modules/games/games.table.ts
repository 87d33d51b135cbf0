import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the games domain tables (migrations 0300–0302). */
export interface GameVendorTable {
  vassalage: string;
  game_type: string;
  display_name: string;
  account_type_name: string;
  sort_order: number;
  maintenance: boolean;
  is_new_vendor: boolean;
  /** Off: its games leave the lobby (migration 1400). */
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** What players read while the vendor is in maintenance. */
  maintenance_message: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface GameTable {
  game_id: string;
  node_id: number;
  vassalage: string;
  game_type: string;
  game_classify: string;
  game_name: string;
  /** Lower-cased name: search compares against it so no function index is needed. */
  search_name: string;
  support_play: number;
  is_new: boolean;
  hot_rank: number | null;
  popularity: number;
  sort_order: number;
  /** Off: the game leaves the lobby and cannot be launched (migration 1400). */
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** Shown first among the popular games. */
  featured: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface FavouriteGameTable {
  member_id: number;
  node_id: number;
  vendor: string;
  game_type: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface RecentGameTable {
  member_id: number;
  game_id: string;
  played_at: ColumnType<Date, Date | string, Date | string>;
}

/** One row per round: the source of betting records, hot lists, winners and salaries. */
export interface BetRecordTable {
  id: Generated<number>;
  vendor: string;
  round_id: string;
  bet_transaction_id: string;
  member_id: number;
  member_account: string;
  game_id: string;
  game_type: string;
  currency: string;
  bet_minor: number;
  valid_bet_minor: number;
  win_minor: ColumnType<number, number | undefined, number>;
  /** open → settled | cancelled */
  status: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface GamesTables {
  game_vendor: GameVendorTable;
  game: GameTable;
  favourite_game: FavouriteGameTable;
  recent_game: RecentGameTable;
  bet_record: BetRecordTable;
}
