// The studio's own tables (migration 2026_11_25_0520_create_studio); only studio.repository.ts queries them.
import type { ColumnType } from 'kysely';
import type { OriginalsEngine } from './originals-catalogue.ts';

export interface StudioSeedsTable {
  tenant_id: string;
  vendor: string;
  player_id: string;
  game_code: string;
  server_seed: string;
  client_seed: string;
  nonce: number;
}

export type RoundStatus = 'pending' | 'settled' | 'refused';

export interface StudioRoundsTable {
  tenant_id: string;
  round_id: string;
  vendor: string;
  player_id: string;
  game_code: string;
  engine: OriginalsEngine;
  server_seed: string;
  client_seed: string;
  nonce: number;
  input: ColumnType<unknown, string, never>;
  outcome: ColumnType<unknown, string, never>;
  stake: bigint;
  payout: bigint;
  jackpot: boolean;
  token: string;
  status: RoundStatus;
  created_at: ColumnType<Date, never, never>;
}

export interface StudioTables {
  studio_seeds: StudioSeedsTable;
  studio_rounds: StudioRoundsTable;
}
