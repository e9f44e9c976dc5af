// Row shape of the periods each periodic job has run (migration 2026_11_26_2100_create_domain_events).
import type { ColumnType } from 'kysely';

export interface JobPeriodsTable {
  tenant_id: string;
  job: string;
  period_key: string;
  outcome: ColumnType<unknown, string, never>;
  ran_at: ColumnType<Date, never, never>;
}
