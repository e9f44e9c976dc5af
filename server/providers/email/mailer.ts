// Outbound e-mail: SMTP (nodemailer) when the tenant has secrets.smtpUrl or SMTP_URL is set, else
// the email_outbox table (shown by the demo-mode dev outbox). The sender is the brand at its first
// plain hostname, so each brand mails as itself.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { EmailOutboxRepository } from './email-outbox.repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Timeouts well below nodemailer's minutes-long defaults: a request waits on this. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** `"Aurora Play" <no-reply@aurora.example.com>`; wildcard hostnames are skipped. */
export function senderOf(tenant: TenantContext): { name: string; address: string } {
  const host = tenant.config.hostnames.find((h) => !h.includes('*')) ?? `${tenant.id}.localhost`;
  return { name: tenant.config.brand.name, address: `no-reply@${host}` };
}

export class Mailer {
  readonly #outbox: EmailOutboxRepository;
  readonly #transports = new Map<string, Transporter>();

  constructor(
    db: Db,
    private readonly options: { smtpUrl?: string; logger: Logger },
  ) {
    this.#outbox = new EmailOutboxRepository(db);
  }

  /** Where this tenant's mail goes: an SMTP URL, or null for the outbox table. */
  smtpUrlOf(tenant: TenantContext): string | null {
    return tenant.config.secrets.smtpUrl ?? this.options.smtpUrl ?? null;
  }

  /** Throws AppError(502, 'mailSendFailed') when the SMTP server refuses or cannot be reached. */
  async send(tenant: TenantContext, message: MailMessage): Promise<void> {
    const url = this.smtpUrlOf(tenant);
    if (url === null) {
      await this.#outbox.add(tenant.id, message);
      return;
    }
    try {
      await this.#transport(url).sendMail({ from: senderOf(tenant), to: message.to, subject: message.subject, text: message.text, html: message.html });
    } catch (err) {
      // The URL may hold a password: log only the host.
      this.options.logger.error(
        { tenant: tenant.id, smtpHost: hostOf(url), err: { message: (err as Error).message, code: (err as { code?: string }).code } },
        'e-mail not sent',
      );
      throw new AppError(502, 'mailSendFailed');
    }
  }

  close(): void {
    for (const transport of this.#transports.values()) transport.close();
    this.#transports.clear();
  }

  #transport(url: string): Transporter {
    let transport = this.#transports.get(url);
    if (!transport) {
      transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
      this.#transports.set(url, transport);
    }
    return transport;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(unparsable SMTP URL)';
  }
}
