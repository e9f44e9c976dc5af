// The only place that queries email_outbox.
import type { OutboxEmail } from '../../../schemas/generated/verification.ts';
import type { Db } from '../../db/database.ts';

export class EmailOutboxRepository {
  constructor(private readonly db: Db) {}

  async add(tenantId: string, message: { to: string; subject: string; text: string; html?: string }): Promise<void> {
    await this.db
      .insertInto('email_outbox')
      .values({ tenant_id: tenantId, to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
      .execute();
  }

  /** Newest first, in the dev outbox's API shape. */
  async latest(tenantId: string, limit: number): Promise<OutboxEmail[]> {
    const rows = await this.db
      .selectFrom('email_outbox')
      .select(['to', 'subject', 'text', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, createdAt: new Date(r.created_at).toISOString() }));
  }
}
