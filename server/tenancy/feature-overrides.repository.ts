// The only place that queries feature_overrides.
import type { ModuleId } from '../../schemas/generated/tenant.ts';
import type { Db } from '../db/database.ts';
import type { FeatureOverrideRow } from './feature-overrides.table.ts';

export interface FeatureOverride {
  tenantId: string;
  modId: ModuleId;
  enabled: boolean;
  updatedBy: string;
  updatedAt: Date;
}

const toOverride = (row: FeatureOverrideRow): FeatureOverride => ({
  tenantId: row.tenant_id,
  modId: row.mod_id as ModuleId,
  enabled: row.enabled,
  updatedBy: row.updated_by,
  updatedAt: row.updated_at,
});

export class FeatureOverridesRepository {
  constructor(private readonly db: Db) {}

  async listAll(): Promise<FeatureOverride[]> {
    const rows = await this.db.selectFrom('feature_overrides').selectAll().orderBy('tenant_id').orderBy('mod_id').execute();
    return rows.map(toOverride);
  }

  async listForTenant(tenantId: string): Promise<FeatureOverride[]> {
    const rows = await this.db.selectFrom('feature_overrides').selectAll().where('tenant_id', '=', tenantId).orderBy('mod_id').execute();
    return rows.map(toOverride);
  }

  async upsert(override: Omit<FeatureOverride, 'updatedAt'>): Promise<FeatureOverride> {
    const row = await this.db
      .insertInto('feature_overrides')
      .values({ tenant_id: override.tenantId, mod_id: override.modId, enabled: override.enabled, updated_by: override.updatedBy, updated_at: new Date() })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'mod_id']).doUpdateSet((eb) => ({
          enabled: eb.ref('excluded.enabled'),
          updated_by: eb.ref('excluded.updated_by'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    return toOverride(row);
  }

  /** True when a row was removed. */
  async delete(tenantId: string, modId: ModuleId): Promise<boolean> {
    const result = await this.db.deleteFrom('feature_overrides').where('tenant_id', '=', tenantId).where('mod_id', '=', modId).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
