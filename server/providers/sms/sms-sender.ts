// Outbound SMS. Without SMS_PROVIDER_URL messages go to the sms_outbox table (shown by the demo-mode
// dev outbox); with it, to the HTTP provider adapter.
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { HttpSmsSender } from './http-sms-sender.ts';
import { SmsOutboxRepository } from './sms-outbox.repository.ts';

export interface SmsSender {
  readonly kind: 'outbox' | 'http';
  /** `to` is E.164 (+639171234567). Throws AppError(502, 'smsSendFailed') when the provider refuses. */
  send(tenant: TenantContext, to: string, text: string): Promise<void>;
}

export class OutboxSmsSender implements SmsSender {
  readonly kind = 'outbox' as const;
  readonly #outbox: SmsOutboxRepository;

  constructor(db: Db) {
    this.#outbox = new SmsOutboxRepository(db);
  }

  async send(tenant: TenantContext, to: string, text: string): Promise<void> {
    await this.#outbox.add(tenant.id, to, text);
  }
}

export function createSmsSender(options: { providerUrl?: string; db: Db; logger: Logger }): SmsSender {
  return options.providerUrl ? new HttpSmsSender(options.providerUrl, options.logger) : new OutboxSmsSender(options.db);
}
