// The only place that queries sms_outbox.
import type { OutboxSms } from '../../../schemas/generated/verification.ts';
import type { Db } from '../../db/database.ts';

export class SmsOutboxRepository {
  constructor(private readonly db: Db) {}

  async add(tenantId: string, to: string, body: string): Promise<void> {
    await this.db.insertInto('sms_outbox').values({ tenant_id: tenantId, to, body }).execute();
  }

  /** Newest first, in the dev outbox's API shape. */
  async latest(tenantId: string, limit: number): Promise<OutboxSms[]> {
    const rows = await this.db
      .selectFrom('sms_outbox')
      .select(['to', 'body', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ to: r.to, body: r.body, createdAt: new Date(r.created_at).toISOString() }));
  }
}
