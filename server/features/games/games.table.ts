// Row shapes of the catalogue tables (migration 2026_11_25_0500_create_games).
import type { ColumnType, Generated } from 'kysely';

export interface GamesTable {
  tenant_id: string;
  id: Generated<bigint>;
  vendor: string;
  game_code: string;
  game_type: string;
  classify: string | null;
  names: ColumnType<Record<string, string>, string, string>;
  search_text: string;
  min_bet: bigint;
  lines: number;
  is_top: boolean;
  hot: boolean;
  sort: number;
  position: ColumnType<number, number | undefined, number>;
  /** Place among the games the brand shows in this category / of this vendor, from 1 (null: not shown). */
  type_rank: ColumnType<number | null, number | null | undefined, number | null>;
  vendor_rank: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, never, never>;
}

export interface GameFavouritesTable {
  tenant_id: string;
  member_id: bigint;
  game_id: bigint;
  created_at: ColumnType<Date, never, never>;
}

export interface GameRecentTable {
  tenant_id: string;
  member_id: bigint;
  game_id: bigint;
  played_at: ColumnType<Date, Date | undefined, Date>;
}

export interface GamesTables {
  games: GamesTable;
  game_favourites: GameFavouritesTable;
  game_recent: GameRecentTable;
}

/** A catalogue row as the service reads it. */
export interface GameRow {
  id: number;
  vendor: string;
  gameCode: string;
  gameType: string;
  classify: string | null;
  names: Record<string, string>;
  minBet: number;
  lines: number;
  isTop: boolean;
  hot: boolean;
}
