// Row shape of the social_identities table (migration 2026_11_22_0330_create_social_identities).
import type { ColumnType } from 'kysely';

export interface SocialIdentitiesTable {
  tenant_id: string;
  issuer: string;
  subject: string;
  member_id: bigint;
  email: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface SocialLoginTables {
  social_identities: SocialIdentitiesTable;
}
