// SMS through an HTTP provider: POST {to, text} as JSON with the tenant's secrets.smsProviderKey as
// bearer token. Any failure is one error for the client (smsSendFailed); the log says why, without
// the message text (it carries the code).
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { SmsSender } from './sms-sender.ts';

const sendFailed = () => new AppError(502, 'smsSendFailed', { messageKey: 'verification.smsSendFailed' });

/** +639171234567 → +63917***4567: enough to tell numbers apart in logs. */
export const maskNumber = (to: string): string => (to.length > 8 ? `${to.slice(0, 6)}***${to.slice(-4)}` : '***');

export class HttpSmsSender implements SmsSender {
  readonly kind = 'http' as const;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(tenant: TenantContext, to: string, text: string): Promise<void> {
    const key = tenant.config.secrets.smsProviderKey;
    const log = { tenant: tenant.id, to: maskNumber(to) };
    if (!key) {
      this.logger.error(log, 'SMS_PROVIDER_URL is set but the tenant has no secrets.smsProviderKey: SMS not sent');
      throw sendFailed();
    }
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ to, text }),
        redirect: 'error',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      this.logger.error({ ...log, err: { message: (err as Error).message } }, 'SMS provider unreachable');
      throw sendFailed();
    }
    await response.body?.cancel();
    if (!response.ok) {
      this.logger.error({ ...log, status: response.status }, 'SMS provider refused the message');
      throw sendFailed();
    }
  }
}
