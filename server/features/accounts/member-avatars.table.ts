// Row shape of member_avatars (migration 2026_11_28_0400_add_member_profile_and_avatars): the member's
// chosen preset or uploaded (re-encoded) image, one row per member.
import type { ColumnType, Selectable } from 'kysely';

export interface MemberAvatarsTable {
  tenant_id: string;
  member_id: bigint;
  kind: 'preset' | 'upload';
  preset_id: number | null;
  /** The re-encoded image (WebP), at most 1 MiB; null for a preset. */
  image: Uint8Array | null;
  content_type: string | null;
  version: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type MemberAvatarRow = Selectable<MemberAvatarsTable>;
