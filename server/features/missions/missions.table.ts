// Row shape of mission_progress (migration 2026_11_28_1000_create_missions).
import type { ColumnType } from 'kysely';

export interface MissionProgressTable {
  tenant_id: string;
  member_id: bigint;
  mission_id: string;
  period: string;
  progress: ColumnType<bigint, bigint | undefined, bigint>;
  last_day: string | null;
  score: ColumnType<number, number | undefined, number>;
  completed_at: Date | null;
  completed_week: string | null;
  claimed_at: Date | null;
  /** xid8, read as text. */
  counted_tx: ColumnType<string, string | undefined, string>;
  counted_event: ColumnType<bigint, bigint | undefined, bigint>;
}

export interface MissionsTables {
  mission_progress: MissionProgressTable;
}
