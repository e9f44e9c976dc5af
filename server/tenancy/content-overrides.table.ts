// Staff overrides of a tenant's live content (back office): one row per brand and kind, whose value
// replaces the tenant file's list of that kind; and the images staff uploaded for banners.
import type { ColumnType } from 'kysely';

export interface ContentOverridesTable {
  tenant_id: string;
  /** 'banners' | 'notices' | 'maintenance' | 'promotions' | 'loyaltyRewards' | 'vip' | 'missions' (CHECK). */
  kind: string;
  value: ColumnType<unknown, string, string>;
  updated_by: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ContentImagesTable {
  tenant_id: string;
  /** <first 32 hex digits of the SHA-256 of the bytes>.<png|jpg|webp> */
  name: string;
  content_type: string;
  bytes: Uint8Array;
  width: number;
  height: number;
  created_by: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ContentTables {
  content_overrides: ContentOverridesTable;
  content_images: ContentImagesTable;
}
