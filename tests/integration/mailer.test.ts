// E-mail: SMTP through nodemailer to a real SMTP server (smtp-server) when the brand or SMTP_URL
// names one, else the email_outbox table. Runs on PGlite and PostgreSQL.
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../server/http/app-error.ts';
import { Mailer } from '../../server/providers/email/mailer.ts';
import type { TenantContext } from '../../server/tenancy/tenant-directory.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

/** The tenant with its secrets.smtpUrl replaced (undefined removes it). */
function withSmtp(tenant: TenantContext, smtpUrl: string | undefined): TenantContext {
  const secrets = { ...tenant.config.secrets, smtpUrl };
  if (smtpUrl === undefined) delete secrets.smtpUrl;
  return { ...tenant, config: { ...tenant.config, secrets } };
}

describe.each(DATABASE_KINDS)('mailer on %s', (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  let brandSink: SmtpSink;
  const logs: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  let mailers: Mailer[] = [];
  const mailer = (smtpUrl?: string) => {
    const m = new Mailer(t.portal.db, { smtpUrl, logger });
    mailers.push(m);
    return m;
  };

  beforeAll(async () => {
    [t, sink, brandSink] = await Promise.all([startTestApp({ database: kind }), startSmtpSink(), startSmtpSink({ user: 'brand-user', pass: 'brand-pass' })]);
  });
  afterAll(async () => {
    for (const m of mailers) m.close();
    mailers = [];
    await Promise.all([t.close(), sink.close(), brandSink.close()]);
  });

  it('when SMTP_URL is set and the brand has no SMTP secret, then the message arrives at that server with subject, text, html and the brand as sender', async () => {
    const borealis = t.portal.tenants.get('borealis')!;
    expect(borealis.config.secrets.smtpUrl).toBeUndefined();
    const subject = `Mật khẩu tạm thời — ${kind}`;
    await mailer(sink.url).send(borealis, {
      to: 'player@example.org',
      subject,
      text: 'Mật khẩu mới của bạn: Xy7-abc\nHết hạn sau 30 phút.',
      html: '<p>Mật khẩu mới: <b>Xy7-abc</b></p>',
    });
    const message = await sink.waitFor((m) => m.subject === subject);
    expect(message.to).toEqual(['player@example.org']);
    expect(message.from).toBe('no-reply@borealis.example.net');
    expect(message.headers.from).toContain('no-reply@borealis.example.net');
    expect(message.user).toBe('sink-user');
    expect(message.text).toBe('Mật khẩu mới của bạn: Xy7-abc\nHết hạn sau 30 phút.');
    expect(message.html).toBe('<p>Mật khẩu mới: <b>Xy7-abc</b></p>');
    expect((await sql`select 1 from email_outbox`.execute(t.portal.db)).rows).toHaveLength(0);
  });

  it('when the brand has secrets.smtpUrl, then it wins over SMTP_URL', async () => {
    const aurora = withSmtp(t.portal.tenants.get('aurora')!, brandSink.url);
    await mailer(sink.url).send(aurora, { to: 'a@example.org', subject: `brand server ${kind}`, text: 'hello' });
    const message = await brandSink.waitFor((m) => m.subject === `brand server ${kind}`);
    expect(message.user).toBe('brand-user');
    expect(message.headers.from).toBe('Aurora Play <no-reply@aurora.example.com>');
    expect(sink.messages.some((m) => m.subject === `brand server ${kind}`)).toBe(false);
  });

  it('when no SMTP server is configured, then the message is kept in the outbox of its brand', async () => {
    const aurora = withSmtp(t.portal.tenants.get('aurora')!, undefined);
    await mailer().send(aurora, { to: 'b@example.org', subject: 'kept', text: 'kept text', html: '<p>kept</p>' });
    const rows = (await sql<Record<string, unknown>>`select tenant_id, "to", subject, text, html from email_outbox`.execute(t.portal.db)).rows;
    expect(rows).toEqual([{ tenant_id: 'aurora', to: 'b@example.org', subject: 'kept', text: 'kept text', html: '<p>kept</p>' }]);
  });

  it('when the SMTP server cannot be reached, then send throws 502 mailSendFailed and the log names the host but not the password', async () => {
    const dead = await startSmtpSink({ user: 'u', pass: 'SECRET-PASS-42' });
    const url = dead.url;
    await dead.close();
    const borealis = t.portal.tenants.get('borealis')!;
    const error = await mailer(url)
      .send(borealis, { to: 'c@example.org', subject: 'lost', text: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 502, code: 'mailSendFailed' });
    const line = logs.find((l) => l.msg === 'e-mail not sent');
    expect(line).toMatchObject({ tenant: 'borealis', smtpHost: `127.0.0.1:${dead.port}` });
    expect(JSON.stringify(logs)).not.toContain('SECRET-PASS-42');
  });
});
