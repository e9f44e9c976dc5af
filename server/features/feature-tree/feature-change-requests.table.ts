// Row shape of feature_change_requests (migration 2026_11_26_1830): feature-tree changes waiting for a second approver.
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface FeatureChangeRequestsTable {
  tenant_id: string;
  id: Generated<bigint>;
  mod_id: string;
  enabled: boolean | null;
  reason: string;
  reverts: bigint | null;
  requested_by_id: bigint;
  requested_by: string;
  requested_at: ColumnType<Date, Date | string | undefined, never>;
  status: ColumnType<'pending' | 'approved' | 'rejected', 'pending' | undefined, 'pending' | 'approved' | 'rejected'>;
  decided_by: string | null;
  decided_at: ColumnType<Date | null, never, Date | null>;
}

export type FeatureChangeRequestRow = Selectable<FeatureChangeRequestsTable>;
