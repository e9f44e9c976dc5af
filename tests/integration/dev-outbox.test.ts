// Dev outbox (demo mode only): GET /wps/dev/outbox and the /dev/outbox page list this brand's kept
// SMS and e-mails, newest first, at most 50; other brands' messages never show; 404 outside demo
// mode. Runs on PGlite and PostgreSQL.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailer } from '../../server/providers/email/mailer.ts';
import { OutboxSmsSender } from '../../server/providers/sms/sms-sender.ts';
import type { TenantContext } from '../../server/tenancy/tenant-directory.ts';
import { apiSchema, compileApiSchema } from '../../server/http/validate.ts';
import { humanCheckFor } from './helpers/human-check.ts';
import { AURORA, BOREALIS, catalogue, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const outboxValue = compileApiSchema(apiSchema('verification', 'DevOutboxValue'));
const LUMEN = 'lumen.example.org';

/** The tenant without secrets.smtpUrl, so its mail goes to the outbox. */
function outboxMail(tenant: TenantContext): TenantContext {
  const { smtpUrl: _dropped, ...secrets } = tenant.config.secrets;
  return { ...tenant, config: { ...tenant.config, secrets } };
}

describe.each(DATABASE_KINDS)('dev outbox on %s', (kind) => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    // aurora: demo (fixture); borealis: also demo here, to show isolation; lumen: a copy of borealis without demo mode.
    const borealis = readFixtureTenant('borealis');
    borealis.settings.demoMode = true;
    const lumen = readFixtureTenant('borealis');
    lumen.id = 'lumen';
    lumen.hostnames = [LUMEN];
    t = await startTestApp({ database: kind, tenants: { aurora: readFixtureTenant('aurora'), borealis, lumen } });
  });
  afterAll(() => t.close());

  const requestCode = async (host: string, mobileNum: string) =>
    t.request('/wps/verification/sms/register', {
      method: 'POST',
      host,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.20.0.${++ip}`, 'x-language': 'EN' },
      body: JSON.stringify({ mobileNum, countryDialingCode: '+63', humanCheck: await humanCheckFor(t, host) }),
    });

  it('when codes and mails were kept for two brands, then each brand outbox lists only its own, newest first, in the documented shape', async () => {
    expect((await requestCode(AURORA, '9170000001')).status).toBe(200);
    expect((await requestCode(AURORA, '9170000002')).status).toBe(200);
    expect((await requestCode(BOREALIS, '9170000003')).status).toBe(200);
    const mailer = new Mailer(t.portal.db, { logger: pino({ level: 'silent' }) });
    await mailer.send(outboxMail(t.portal.tenants.get('aurora')!), {
      to: 'p@example.org',
      subject: 'Your temporary password',
      text: 'Use Xy7-abc within 30 minutes.',
    });

    const aurora = await t.get('/wps/dev/outbox');
    expect(aurora.status).toBe(200);
    expect(aurora.headers['cache-control']).toBe('no-store');
    const value = aurora.json().value;
    expect(outboxValue(value), JSON.stringify(outboxValue.errors)).toBe(true);
    expect(value.sms.map((m: any) => m.to)).toEqual(['+639170000002', '+639170000001']);
    expect(value.sms[0].body).toMatch(/^Aurora Play: your verification code is \d{6}\./);
    expect(Date.now() - Date.parse(value.sms[0].createdAt)).toBeLessThan(60_000);
    expect(value.email).toEqual([
      { to: 'p@example.org', subject: 'Your temporary password', text: 'Use Xy7-abc within 30 minutes.', createdAt: expect.any(String) },
    ]);

    const borealis = (await t.get('/wps/dev/outbox', { host: BOREALIS })).json().value;
    expect(borealis.sms.map((m: any) => m.to)).toEqual(['+639170000003']);
    expect(borealis.email).toEqual([]);
  });

  it('when more than 50 messages were kept, then the 50 newest are listed', async () => {
    const sender = new OutboxSmsSender(t.portal.db);
    const borealis = t.portal.tenants.get('borealis')!;
    for (let i = 1; i <= 55; i++) await sender.send(borealis, `+6391700${String(i).padStart(5, '0')}`, `message ${i}`);
    const sms = (await t.get('/wps/dev/outbox', { host: BOREALIS })).json().value.sms;
    expect(sms).toHaveLength(50);
    expect(sms[0].body).toBe('message 55');
    expect(sms[49].body).toBe('message 6');
  });

  it('when the page is requested, then it lists the messages escaped, in the request language, with the style under the CSP nonce', async () => {
    const sender = new OutboxSmsSender(t.portal.db);
    await sender.send(t.portal.tenants.get('aurora')!, '+639990000009', '<script>alert(1)</script> code 123456');
    const res = await t.get('/dev/outbox?language=EN', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const en = catalogue('en').devOutbox;
    expect(res.text).toContain(`<title>${en.title}</title>`);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt; code 123456');
    expect(res.text).not.toContain('<script>');
    expect(res.text).toContain('+639990000009');
    expect(res.text).toContain('Your temporary password');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1];
    expect(res.text).toContain(`<style nonce="${nonce}">`);
    // Default language of aurora is TY.
    expect((await t.get('/dev/outbox')).text).toContain(`<title>${catalogue('ty').devOutbox.title}</title>`);
    // borealis' page does not show aurora's messages.
    expect((await t.get('/dev/outbox', { host: BOREALIS })).text).not.toContain('+639990000009');
  });

  it('when the brand is not in demo mode, then the JSON and the page answer 404', async () => {
    expect((await requestCode(LUMEN, '9170000004')).status).toBe(200);
    const api = await t.get('/wps/dev/outbox', { host: LUMEN });
    expect(api.status).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'notFound' });
    const page = await t.get('/dev/outbox', { host: LUMEN, headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);
    expect(page.text).not.toContain('9170000004');
  });
});
