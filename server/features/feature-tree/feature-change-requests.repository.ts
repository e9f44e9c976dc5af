// The only place that queries feature_change_requests. Rows never leave: callers get FeatureChangeRequest objects.
import type { Db } from '../../db/database.ts';
import type { FeatureChangeRequestRow } from './feature-change-requests.table.ts';

export interface FeatureChangeRequest {
  id: number;
  tenantId: string;
  modId: string;
  enabled: boolean | null;
  reason: string;
  reverts: number | null;
  requestedById: number;
  requestedBy: string;
  requestedAt: Date;
}

const toRequest = (row: FeatureChangeRequestRow): FeatureChangeRequest => ({
  id: Number(row.id),
  tenantId: row.tenant_id,
  modId: row.mod_id,
  enabled: row.enabled,
  reason: row.reason,
  reverts: row.reverts === null ? null : Number(row.reverts),
  requestedById: Number(row.requested_by_id),
  requestedBy: row.requested_by,
  requestedAt: new Date(row.requested_at),
});

export class FeatureChangeRequestsRepository {
  constructor(private readonly db: Db) {}

  /** Files a request; null when a change of that module is already waiting. */
  async file(request: Omit<FeatureChangeRequest, 'id' | 'requestedAt'>): Promise<FeatureChangeRequest | null> {
    const row = await this.db
      .insertInto('feature_change_requests')
      .values({
        tenant_id: request.tenantId,
        mod_id: request.modId,
        enabled: request.enabled,
        reason: request.reason,
        reverts: request.reverts === null ? null : BigInt(request.reverts),
        requested_by_id: BigInt(request.requestedById),
        requested_by: request.requestedBy,
      })
      // The partial unique index: another change of this module already waits.
      .onConflict((oc) => oc.columns(['tenant_id', 'mod_id']).where('status', '=', 'pending').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ? toRequest(row) : null;
  }

  async pending(tenantId: string): Promise<FeatureChangeRequest[]> {
    const rows = await this.db.selectFrom('feature_change_requests').selectAll().where('tenant_id', '=', tenantId).where('status', '=', 'pending').execute();
    return rows.map(toRequest);
  }

  async pendingOne(tenantId: string, id: number): Promise<FeatureChangeRequest | null> {
    const row = await this.db
      .selectFrom('feature_change_requests')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return row ? toRequest(row) : null;
  }

  /** Takes the decision if the request still waits (one decider wins a race); null when it does not. */
  async decide(tenantId: string, id: number, status: 'approved' | 'rejected', decidedBy: string): Promise<FeatureChangeRequest | null> {
    const row = await this.db
      .updateTable('feature_change_requests')
      .set({ status, decided_by: decidedBy, decided_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    return row ? toRequest(row) : null;
  }

  /**
   * Puts this decider's claimed approval back to pending (the change could not be applied). If another
   * change of the module was filed meanwhile (one may wait at a time), this one is closed as rejected.
   */
  async reopen(tenantId: string, id: number, decidedBy: string): Promise<void> {
    const back = (status: 'pending' | 'rejected') =>
      this.db
        .updateTable('feature_change_requests')
        .set(status === 'pending' ? { status, decided_by: null, decided_at: null } : { status })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', BigInt(id))
        .where('status', '=', 'approved')
        .where('decided_by', '=', decidedBy)
        .execute();
    try {
      await back('pending');
    } catch (err) {
      if ((err as { code?: unknown }).code !== '23505') throw err;
      await back('rejected');
    }
  }
}
