// Row shapes of member_exclusions and member_rg_settings (migration 2026_12_01_0200_create_member_exclusions).
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface MemberExclusionsTable {
  tenant_id: string;
  id: Generated<bigint>;
  member_id: bigint;
  kind: 'timeout' | 'self' | 'operator';
  period: string;
  starts_at: Date;
  ends_at: Date | null;
  active_until: Date | null;
  lift_requested_at: Date | null;
  reason: ColumnType<string, string | undefined, string>;
  staff_id: bigint | null;
  staff_username: string | null;
}

export interface MemberRgSettingsTable {
  tenant_id: string;
  member_id: bigint;
  reality_check_minutes: number | null;
  session_limit_minutes: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type MemberExclusionRow = Selectable<MemberExclusionsTable>;

export interface ExclusionTables {
  member_exclusions: MemberExclusionsTable;
  member_rg_settings: MemberRgSettingsTable;
}
