// The only place that queries content_overrides.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';

export type ContentKind = 'banners' | 'notices' | 'maintenance' | 'promotions' | 'loyaltyRewards' | 'vip' | 'missions' | 'help' | 'canned';

export interface ContentOverrideRecord {
  tenantId: string;
  kind: ContentKind;
  value: unknown;
  updatedBy: string;
  updatedAt: Date;
}

const toRecord = (row: { tenant_id: string; kind: string; value: unknown; updated_by: string; updated_at: Date }): ContentOverrideRecord => ({
  tenantId: row.tenant_id,
  kind: row.kind as ContentKind,
  value: typeof row.value === 'string' ? (JSON.parse(row.value) as unknown) : row.value,
  updatedBy: row.updated_by,
  updatedAt: row.updated_at,
});

export class ContentOverridesRepository {
  constructor(private readonly db: Db) {}

  async listAll(): Promise<ContentOverrideRecord[]> {
    const rows = await this.db.selectFrom('content_overrides').selectAll().orderBy('tenant_id').orderBy('kind').execute();
    return rows.map(toRecord);
  }

  async listForTenant(tenantId: string): Promise<ContentOverrideRecord[]> {
    const rows = await this.db.selectFrom('content_overrides').selectAll().where('tenant_id', '=', tenantId).orderBy('kind').execute();
    return rows.map(toRecord);
  }

  async upsert(tenantId: string, kind: ContentKind, value: unknown, updatedBy: string): Promise<void> {
    await this.db
      .insertInto('content_overrides')
      .values({ tenant_id: tenantId, kind, value: JSON.stringify(value), updated_by: updatedBy, updated_at: new Date() })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'kind']).doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          updated_by: eb.ref('excluded.updated_by'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }

  /**
   * Read-modify-write of one (brand, kind) under a transaction-scoped advisory lock, so two members of
   * staff (on any instances) editing the same list at once apply one after the other and neither edit
   * is lost. `change` gets the stored value (undefined: none yet) and returns the next one; when it
   * throws, nothing is written.
   */
  async update<T>(tenantId: string, kind: ContentKind, updatedBy: string, change: (current: unknown) => T): Promise<T> {
    return inTransaction(this.db, async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`content_overrides:${tenantId}:${kind}`}))`.execute(trx);
      const row = await trx.selectFrom('content_overrides').select('value').where('tenant_id', '=', tenantId).where('kind', '=', kind).executeTakeFirst();
      const current = row === undefined ? undefined : typeof row.value === 'string' ? (JSON.parse(row.value) as unknown) : row.value;
      const next = change(current);
      await new ContentOverridesRepository(trx).upsert(tenantId, kind, next, updatedBy);
      return next;
    });
  }

  /** True when a row was removed. */
  async delete(tenantId: string, kind: ContentKind): Promise<boolean> {
    const result = await this.db.deleteFrom('content_overrides').where('tenant_id', '=', tenantId).where('kind', '=', kind).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
