// Staff overrides of a tenant's feature tree (back office). Effective tree = tenant file + these rows.
import type { ColumnType, Insertable, Selectable } from 'kysely';

export interface FeatureOverridesTable {
  tenant_id: string;
  mod_id: string;
  enabled: boolean;
  /** Who made the change (staff account id or name), for the audit trail. */
  updated_by: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type FeatureOverrideRow = Selectable<FeatureOverridesTable>;
export type NewFeatureOverrideRow = Insertable<FeatureOverridesTable>;
