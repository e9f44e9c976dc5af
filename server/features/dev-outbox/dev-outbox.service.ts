// What the demo-mode dev outbox shows: SMS and e-mail kept in the outbox tables for one tenant.
import type { DevOutboxValue, OutboxEmail, OutboxSms } from '../../../schemas/generated/verification.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';

export const OUTBOX_LIMIT = 50;

/** Only demo brands have a dev outbox; for any other it does not exist (404). */
export const isDemo = (tenant: TenantContext): boolean => tenant.config.settings.demoMode === true;

/**
 * The outboxes belong to the SMS and e-mail providers; the composition root hands their readers in,
 * so this feature never reaches into another folder's repository.
 */
export interface DevOutboxSources {
  sms: { latest(tenantId: string, limit: number): Promise<OutboxSms[]> };
  email: { latest(tenantId: string, limit: number): Promise<OutboxEmail[]> };
}

export class DevOutboxService {
  constructor(private readonly sources: DevOutboxSources) {}

  /** This tenant's last OUTBOX_LIMIT messages of each kind, newest first. */
  async list(tenant: TenantContext): Promise<DevOutboxValue> {
    const [sms, email] = await Promise.all([this.sources.sms.latest(tenant.id, OUTBOX_LIMIT), this.sources.email.latest(tenant.id, OUTBOX_LIMIT)]);
    return { sms, email };
  }
}
