// The only place that reads and writes job_periods: one row per (tenant, job, period) that has run.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export class JobPeriodsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Claims one period of a job for this transaction: true for the first claimant; a racing twin waits on the
   * unique key until the first commits (then false) or rolls back (then true).
   */
  async claim(tenantId: string, job: string, periodKey: string): Promise<boolean> {
    const row = await this.db
      .insertInto('job_periods')
      .values({ tenant_id: tenantId, job, period_key: periodKey, outcome: '{}' })
      .onConflict((c) => c.columns(['tenant_id', 'job', 'period_key']).doNothing())
      .returning('period_key')
      .executeTakeFirst();
    return row !== undefined;
  }

  async recordOutcome(tenantId: string, job: string, periodKey: string, outcome: Record<string, unknown>): Promise<void> {
    await sql`update job_periods set outcome = ${JSON.stringify(outcome)}::jsonb where tenant_id = ${tenantId} and job = ${job} and period_key = ${periodKey}`.execute(
      this.db,
    );
  }

  async done(tenantId: string, job: string, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('job_periods')
      .select('period_key')
      .where('tenant_id', '=', tenantId)
      .where('job', '=', job)
      .where('period_key', 'in', [...keys])
      .execute();
    return new Set(rows.map((r) => r.period_key));
  }

  async outcomes(tenantId: string, job: string): Promise<Array<{ periodKey: string; outcome: Record<string, unknown> }>> {
    const rows = await this.db
      .selectFrom('job_periods')
      .select(['period_key', 'outcome'])
      .where('tenant_id', '=', tenantId)
      .where('job', '=', job)
      .orderBy('period_key')
      .execute();
    return rows.map((r) => ({ periodKey: r.period_key, outcome: r.outcome as Record<string, unknown> }));
  }
}
