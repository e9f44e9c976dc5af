// The live SMS code per tenant + purpose + number (migration 2026_11_22_0310).
import type { ColumnType, Generated } from 'kysely';

export interface VerificationCodesTable {
  tenant_id: string;
  purpose: string;
  country_dialing_code: string;
  mobile_num: string;
  /** HMAC-SHA256 (base64url) of the code, keyed by the tenant's secret; never the code itself. */
  code_hash: string;
  attempts: Generated<number>;
  expires_at: ColumnType<Date, Date, Date>;
  created_at: ColumnType<Date, Date | undefined, Date>;
}
