// Row shape of member_notes (migration 2026_11_26_1542_create_member_notes): staff notes on a player, append-only.
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface MemberNotesTable {
  tenant_id: string;
  id: Generated<bigint>;
  member_id: bigint;
  staff_id: bigint;
  staff_username: string;
  body: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export type MemberNoteRow = Selectable<MemberNotesTable>;
