// What the demo-mode dev outbox shows: SMS and e-mail kept in the outbox tables for one tenant.
import type { DevOutboxValue } from '../../../schemas/generated/verification.ts';
import type { EmailOutboxRepository } from '../../providers/email/email-outbox.repository.ts';
import type { SmsOutboxRepository } from '../../providers/sms/sms-outbox.repository.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';

export const OUTBOX_LIMIT = 50;

/** Only demo brands have a dev outbox; for any other it does not exist (404). */
export const isDemo = (tenant: TenantContext): boolean => tenant.config.settings.demoMode === true;

export class DevOutboxService {
  readonly #sms: SmsOutboxRepository;
  readonly #email: EmailOutboxRepository;

  constructor(sms: SmsOutboxRepository, email: EmailOutboxRepository) {
    this.#sms = sms;
    this.#email = email;
  }

  /** This tenant's last OUTBOX_LIMIT messages of each kind, newest first. */
  async list(tenant: TenantContext): Promise<DevOutboxValue> {
    const [sms, email] = await Promise.all([this.#sms.latest(tenant.id, OUTBOX_LIMIT), this.#email.latest(tenant.id, OUTBOX_LIMIT)]);
    return {
      sms: sms.map((m) => ({ to: m.to, body: m.body, createdAt: m.createdAt.toISOString() })),
      email: email.map((m) => ({ to: m.to, subject: m.subject, text: m.text, createdAt: m.createdAt.toISOString() })),
    };
  }
}
