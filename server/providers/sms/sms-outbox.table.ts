// SMS messages kept instead of sent while no SMS provider is configured (dev outbox, demo mode).
import type { ColumnType, GeneratedAlways, Selectable } from 'kysely';

export interface SmsOutboxTable {
  tenant_id: string;
  id: GeneratedAlways<bigint>;
  /** E.164 number: dialling code and national number, e.g. +639171234567. */
  to: string;
  body: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export type SmsOutboxRow = Selectable<SmsOutboxTable>;
