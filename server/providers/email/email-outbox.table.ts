// E-mails kept instead of sent while no SMTP server is configured (dev outbox, demo mode).
import type { ColumnType, GeneratedAlways } from 'kysely';

export interface EmailOutboxTable {
  tenant_id: string;
  id: GeneratedAlways<bigint>;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
