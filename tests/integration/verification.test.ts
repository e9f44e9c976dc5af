// SMS verification codes (spec §3 "SMS code request", §4, §8): routes, module gates, validation,
// storage (hashed, bound, single use, expiry, wrong tries), rate limits and the HTTP SMS provider.
// Runs on PGlite and PostgreSQL.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MembersRepository } from '../../server/features/accounts/members.repository.ts';
import type { MobileNumber } from '../../server/features/verification/mobile-number.ts';
import { codeMinutes, VerificationService } from '../../server/features/verification/verification.service.ts';
import { VerificationRepository } from '../../server/features/verification/verification.repository.ts';
import { apiSchema, compileApiSchema } from '../../server/http/validate.ts';
import { loadCatalogues } from '../../server/i18n/catalogues.ts';
import { OutboxSmsSender } from '../../server/providers/sms/sms-sender.ts';
import type { TenantContext } from '../../server/tenancy/tenant-directory.ts';
import { humanCheckFor } from './helpers/human-check.ts';
import { AURORA, BOREALIS, catalogue, eventually, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const codeValue = compileApiSchema(apiSchema('verification', 'SmsCodeValue'));
let ipSeq = 0;
/** A fresh client address per call site, so the per-address limit only bites where a test wants it. */
const freshIp = () => `198.18.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;
let numberSeq = 0;
const freshNumber = () => `917${String(10_000_000 + ++numberSeq).slice(1)}`;
/** A fixture number (PH mobile, 917…) as parsed by the server. */
const ph = (nationalNumber: string, countryDialingCode = '+63'): MobileNumber => ({
  e164: `${countryDialingCode}${nationalNumber}`,
  countryDialingCode,
  nationalNumber,
});

interface SmsRow {
  tenant_id: string;
  to: string;
  body: string;
}

describe.each(DATABASE_KINDS)('SMS verification codes on %s', (kind) => {
  let t: TestApp;
  let service: VerificationService;
  let aurora: TenantContext;
  const catalogues = loadCatalogues();

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    service = new VerificationService(new VerificationRepository(t.portal.db), t.portal.sharedState, new OutboxSmsSender(t.portal.db), catalogues);
    aurora = t.portal.tenants.get('aurora')!;
  });
  afterAll(() => t.close());

  /** SMS sends get a solved human check of the host unless the body says humanCheck itself (undefined: none). */
  const post = async (path: string, body: Record<string, unknown>, options: { host?: string; ip?: string; headers?: Record<string, string> } = {}) => {
    const host = options.host ?? AURORA;
    const withCheck = path.startsWith('/wps/verification/sms/') && !('humanCheck' in body) ? { ...body, humanCheck: await humanCheckFor(t, host) } : body;
    return t.request(path, {
      method: 'POST',
      host,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': options.ip ?? freshIp(), ...options.headers },
      body: JSON.stringify(withCheck),
    });
  };
  const smsTo = async (to: string): Promise<SmsRow[]> =>
    (await sql<SmsRow>`select tenant_id, "to", body from sms_outbox where "to" = ${to} order by id desc`.execute(t.portal.db)).rows;
  const counts = async () => {
    const sms = await sql<{ n: string }>`select count(*)::text as n from sms_outbox`.execute(t.portal.db);
    const codes = await sql<{ n: string }>`select count(*)::text as n from verification_codes`.execute(t.portal.db);
    return { sms: Number(sms.rows[0].n), codes: Number(codes.rows[0].n) };
  };
  /** A member of aurora holding this number: login and reset codes go only to member numbers. */
  const memberNumber = async (): Promise<string> => {
    const mobileNum = freshNumber();
    const created = await new MembersRepository(t.portal.db).insert({
      tenantId: 'aurora',
      account: `m${mobileNum}`,
      nickname: 'm',
      type: 0,
      mobile: { ...ph(mobileNum), verified: true },
      registerMethod: 'mobile',
    });
    expect(created).toHaveProperty('id');
    return mobileNum;
  };
  /** The code in the newest SMS to this number. */
  const lastCode = async (to: string): Promise<string> => /\b(\d{6})\b/.exec((await smsTo(to))[0].body)![1];
  const consume = (purpose: 'login' | 'register' | 'resetPassword', mobileNum: string, code: string, tenant = aurora, countryDialingCode = '+63') =>
    service.consume({ tenant, purpose, mobile: ph(mobileNum, countryDialingCode), code });

  it('when a registration code is requested, then the answer is expiredMinutes, one SMS in the request language carries 6 digits, and only an HMAC is stored', async () => {
    const mobileNum = freshNumber();
    const res = await post('/wps/verification/sms/register', { mobileNum, countryDialingCode: '+63' }, { headers: { 'x-language': 'EN' } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 5 }, message: '' });
    expect(codeValue(res.json().value)).toBe(true);

    const sms = await smsTo(`+63${mobileNum}`);
    expect(sms).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(sms[0].body)![1];
    expect(sms[0]).toEqual({
      tenant_id: 'aurora',
      to: `+63${mobileNum}`,
      body: `Aurora Play: your verification code is ${code}. It expires in 5 minutes. Never share it with anyone.`,
    });

    const rows = (await sql<Record<string, unknown>>`select * from verification_codes where mobile_num = ${mobileNum}`.execute(t.portal.db)).rows;
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({ tenant_id: 'aurora', purpose: 'register', country_dialing_code: '+63', mobile_num: mobileNum, attempts: 0 });
    expect(row.code_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    const lifetime = (row.expires_at as Date).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(4 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
  });

  it('when no language is asked for, then the SMS is in the tenant default language', async () => {
    const mobileNum = `91${String(10_000_000 + ++numberSeq).slice(1)}`; // a Vietnamese mobile number
    await post('/wps/verification/sms/register', { mobileNum, countryDialingCode: '+84' });
    const [sms] = await smsTo(`+84${mobileNum}`);
    const code = /\b(\d{6})\b/.exec(sms.body)![1];
    expect(sms.body).toBe(catalogues.t('TY', 'verification.smsText', { brand: 'Aurora Play', code, minutes: 5 }));
    expect(sms.body).not.toBe(catalogues.t('EN', 'verification.smsText', { brand: 'Aurora Play', code, minutes: 5 }));
  });

  it('when the code is consumed, then a wrong code fails, the right one passes once, and a reuse fails', async () => {
    const mobileNum = freshNumber();
    await post('/wps/verification/sms/register', { mobileNum, countryDialingCode: '+63' });
    const code = await lastCode(`+63${mobileNum}`);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await consume('register', mobileNum, wrong)).toBe(false);
    expect(await consume('register', mobileNum, code)).toBe(true);
    expect(await consume('register', mobileNum, code)).toBe(false);
  });

  it('when two consumers race with the right code, then exactly one wins', async () => {
    const mobileNum = freshNumber();
    await post('/wps/verification/sms/register', { mobileNum, countryDialingCode: '+63' });
    const code = await lastCode(`+63${mobileNum}`);
    const results = await Promise.all([1, 2, 3, 4].map(() => consume('register', mobileNum, code)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('when 5 wrong codes were tried, then the code is burnt and the right one fails too', async () => {
    const mobileNum = freshNumber();
    await post('/wps/verification/sms/register', { mobileNum, countryDialingCode: '+63' });
    const code = await lastCode(`+63${mobileNum}`);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(await consume('register', mobileNum, wrong)).toBe(false);
    expect(await consume('register', mobileNum, code)).toBe(false);
  });

  it('when 4 wrong codes were tried, then the right one still passes', async () => {
    const mobileNum = freshNumber();
    await post('/wps/verification/sms/register', { mobileNum, countryDialingCode: '+63' });
    const code = await lastCode(`+63${mobileNum}`);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await consume('register', mobileNum, wrong);
    expect(await consume('register', mobileNum, code)).toBe(true);
  });

  it('when a code is used for another purpose, number, dialling code or brand, then it fails and stays valid for its own', async () => {
    const mobileNum = freshNumber();
    await post('/wps/verification/sms/register', { mobileNum, countryDialingCode: '+63' });
    const code = await lastCode(`+63${mobileNum}`);
    expect(await consume('login', mobileNum, code)).toBe(false);
    expect(await consume('resetPassword', mobileNum, code)).toBe(false);
    expect(await consume('register', freshNumber(), code)).toBe(false);
    expect(await consume('register', mobileNum, code, aurora, '+84')).toBe(false);
    expect(await consume('register', mobileNum, code, t.portal.tenants.get('borealis')!)).toBe(false);
    expect(await consume('register', mobileNum, code)).toBe(true);
  });

  it('when a new code is requested, then it replaces the previous one', async () => {
    const mobileNum = freshNumber();
    await post('/wps/verification/sms/register', { mobileNum, countryDialingCode: '+63' });
    const first = await lastCode(`+63${mobileNum}`);
    await post('/wps/verification/sms/register', { mobileNum, countryDialingCode: '+63' });
    const second = await lastCode(`+63${mobileNum}`);
    if (first !== second) expect(await consume('register', mobileNum, first)).toBe(false);
    expect(await consume('register', mobileNum, second)).toBe(true);
  });

  it('when the lifetime has passed, then the code fails; just before, it passes', async () => {
    let now = Date.now();
    const clocked = new VerificationService(new VerificationRepository(t.portal.db), t.portal.sharedState, new OutboxSmsSender(t.portal.db), catalogues, {
      now: () => now,
    });
    const issue = async (mobileNum: string) => {
      await clocked.issue({ tenant: aurora, purpose: 'login', mobile: ph(mobileNum), ip: freshIp(), send: true });
      return lastCode(`+63${mobileNum}`);
    };
    const late = freshNumber();
    const lateCode = await issue(late);
    now += 5 * 60_000;
    expect(await clocked.consume({ tenant: aurora, purpose: 'login', mobile: ph(late), code: lateCode })).toBe(false);
    expect((await sql`select 1 from verification_codes where mobile_num = ${late}`.execute(t.portal.db)).rows).toHaveLength(0);

    const onTime = freshNumber();
    const onTimeCode = await issue(onTime);
    now += 5 * 60_000 - 1000;
    expect(await clocked.consume({ tenant: aurora, purpose: 'login', mobile: ph(onTime), code: onTimeCode })).toBe(true);
  });

  it('when send is false, then the answer is the same but nothing is sent or stored', async () => {
    const mobileNum = freshNumber();
    const before = await counts();
    const value = await service.issue({ tenant: aurora, purpose: 'login', mobile: ph(mobileNum), ip: freshIp(), send: false });
    expect(value).toEqual({ expiredMinutes: 5 });
    expect(await counts()).toEqual(before);
  });

  it('when a number asks for more than 5 codes in an hour, then the 6th is refused with 429 tooManyRequests (from any address, real send or not)', async () => {
    const mobileNum = freshNumber();
    for (let i = 0; i < 3; i++) expect((await post('/wps/verification/sms/register', { mobileNum, countryDialingCode: '+63' })).status).toBe(200);
    await service.issue({ tenant: aurora, purpose: 'resetPassword', mobile: ph(mobileNum), ip: freshIp(), send: true });
    await service.issue({ tenant: aurora, purpose: 'login', mobile: ph(mobileNum), ip: freshIp(), send: false });
    const refused = await post('/wps/verification/sms/noLogin', { mobileNum, countryDialingCode: '+63', scene: 'login' }, { headers: { 'x-language': 'EN' } });
    expect(refused.status).toBe(429);
    expect(refused.json()).toEqual({ success: false, value: null, code: 'tooManyRequests', message: catalogue('en').errors.tooManyRequests });
    expect(await smsTo(`+63${mobileNum}`)).toHaveLength(4);
    // The limit is per brand: the same number on another brand is not affected.
    expect((await post('/wps/verification/sms/register', { mobileNum, countryDialingCode: '+63' }, { host: BOREALIS })).status).toBe(200);
  });

  it('when one number asks for a fourth code of one purpose within the hour, then it is refused even from new addresses', async () => {
    const mobileNum = freshNumber();
    for (let i = 0; i < 3; i++)
      expect((await post('/wps/verification/sms/register', { mobileNum, countryDialingCode: '+63' }, { ip: freshIp() })).status).toBe(200);
    const fourth = await post('/wps/verification/sms/register', { mobileNum, countryDialingCode: '+63' }, { ip: freshIp() });
    expect([fourth.status, fourth.json().code]).toEqual([429, 'tooManyRequests']);
    expect(await smsTo(`+63${mobileNum}`)).toHaveLength(3);
  });

  it('when one address asks for more than 20 codes in an hour, then the 21st is refused with 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      expect((await post('/wps/verification/sms/register', { mobileNum: freshNumber(), countryDialingCode: '+63' }, { ip })).status).toBe(200);
    const refused = await post('/wps/verification/sms/register', { mobileNum: freshNumber(), countryDialingCode: '+63' }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.json().code).toBe('tooManyRequests');
    expect((await post('/wps/verification/sms/register', { mobileNum: freshNumber(), countryDialingCode: '+63' })).status).toBe(200);
  });

  it('when a login or reset code is requested for a member number, then a code for that purpose is sent', async () => {
    const mobileNum = await memberNumber();
    const login = await post('/wps/verification/sms/noLogin', { mobileNum, countryDialingCode: '+63', scene: 'login' });
    expect(login.json()).toEqual({ success: true, value: { expiredMinutes: 5 }, message: '' });
    const loginCode = await lastCode(`+63${mobileNum}`);
    await post('/wps/verification/sms/noLogin', { mobileNum, countryDialingCode: '+63', scene: 'resetPassword' });
    const resetCode = await lastCode(`+63${mobileNum}`);
    expect(await consume('login', mobileNum, loginCode)).toBe(true);
    expect(await consume('resetPassword', mobileNum, resetCode)).toBe(true);
  });

  it('when the login scene carries a human check, then a solved one passes and a bad one is refused with humanCheckFailed', async () => {
    const mobileNum = await memberNumber();
    const good = await post('/wps/verification/sms/noLogin', { mobileNum, countryDialingCode: '+63', scene: 'login', humanCheck: await humanCheckFor(t) });
    expect(good.status).toBe(200);
    const bad = await post(
      '/wps/verification/sms/noLogin',
      { mobileNum, countryDialingCode: '+63', scene: 'login', humanCheck: 'bm90IGEgc29sdXRpb24=' },
      { headers: { 'x-language': 'EN' } },
    );
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'humanCheckFailed', message: catalogue('en').errors.humanCheckFailed });
    expect(await smsTo(`+63${mobileNum}`)).toHaveLength(1);
  });

  it('when the tenant sets smsCodeMinutes, then codes live that long and the answer says so', async () => {
    const config = readFixtureTenant('borealis');
    config.settings.smsCodeMinutes = 2;
    t.writeTenant('borealis', config);
    await eventually(() => expect(t.portal.tenants.get('borealis')!.config.settings.smsCodeMinutes).toBe(2));
    const mobileNum = freshNumber();
    const res = await post('/wps/verification/sms/register', { mobileNum, countryDialingCode: '+63' }, { host: BOREALIS });
    expect(res.json().value).toEqual({ expiredMinutes: 2 });
    expect((await smsTo(`+63${mobileNum}`))[0].body).toContain('2 minutes');
    const [row] = (
      await sql<{ expires_at: Date }>`select expires_at from verification_codes where tenant_id = 'borealis' and mobile_num = ${mobileNum}`.execute(t.portal.db)
    ).rows;
    expect(row.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(2 * 60_000);
    t.writeTenant('borealis', readFixtureTenant('borealis'));
    await eventually(() => expect(codeMinutes(t.portal.tenants.get('borealis')!)).toBe(5));
  });

  it('when the input is malformed, then the answer is 400 validation with translated field messages and nothing is written', async () => {
    const before = await counts();
    const en = catalogue('en');
    const res = await post(
      '/wps/verification/sms/noLogin',
      { mobileNum: '12ab', countryDialingCode: '63', scene: 'logout', debug: 1 },
      { headers: { 'x-language': 'EN' } },
    );
    expect(res.status).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, value: null, code: 'validation', message: en.errors.validation });
    const byField = Object.fromEntries(body.errors.map((e: any) => [e.field, e]));
    expect(byField.mobileNum).toEqual({ field: 'mobileNum', code: 'pattern', message: en.errors.invalidMobile });
    expect(byField.countryDialingCode).toEqual({ field: 'countryDialingCode', code: 'pattern', message: en.errors.invalidMobile });
    expect(byField.scene.code).toBe('enum');
    expect(byField.debug.code).toBe('unknownField');

    const tooShort = (await post('/wps/verification/sms/register', { mobileNum: '12345', countryDialingCode: '+63' })).json();
    expect(tooShort.errors).toEqual([{ field: 'mobileNum', code: 'pattern', message: catalogue('ty').errors.invalidMobile }]);
    const missing = (await post('/wps/verification/sms/register', { countryDialingCode: '+63' }, { headers: { 'x-language': 'EN' } })).json();
    expect(missing.errors).toEqual([{ field: 'mobileNum', code: 'required', message: en.errors.invalidMobile }]);
    const notJson = await t.request('/wps/verification/sms/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"mobileNum":',
    });
    expect(notJson.status).toBe(400);

    expect(await counts()).toEqual(before);
  });

  it('when the dialling code is not one of the brand countries, then the answer is 400 on countryDialingCode and nothing is written', async () => {
    const before = await counts();
    const res = await post('/wps/verification/sms/register', { mobileNum: freshNumber(), countryDialingCode: '+1' }, { headers: { 'x-language': 'EN' } });
    expect(res.status).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'countryDialingCode', code: 'unsupportedCountry', message: catalogue('en').errors.invalidMobile }]);
    expect(await counts()).toEqual(before);
  });

  it('when a module is off, then its SMS endpoint answers 404 featureUnavailable, and the other scene still works', async () => {
    const overrides = t.portal.services.featureOverrides;
    const mobileNum = freshNumber();
    const noLogin = (scene: string, body: Record<string, unknown> = { mobileNum, countryDialingCode: '+63', scene }) =>
      post('/wps/verification/sms/noLogin', body);
    try {
      await overrides.set('aurora', 'MOBILEVERCODELOGIN3', false, 'test');
      expect((await noLogin('login')).json()).toMatchObject({ success: false, code: 'featureUnavailable' });
      expect((await noLogin('login')).status).toBe(404);
      expect((await noLogin('resetPassword')).status).toBe(200);

      await overrides.set('aurora', 'CHNGPASSVERIF3', false, 'test');
      expect((await noLogin('resetPassword')).json().code).toBe('featureUnavailable');
      // With every scene off the endpoint does not exist, whatever the body.
      expect((await noLogin('x', { nonsense: true })).json().code).toBe('featureUnavailable');
      await overrides.clear('aurora', 'CHNGPASSVERIF3');
      await overrides.set('aurora', 'FORGETPWD', false, 'test');
      expect((await noLogin('resetPassword')).json().code).toBe('featureUnavailable');

      await overrides.set('aurora', 'REGMOBVERF3', false, 'test');
      const register = await post('/wps/verification/sms/register', { mobileNum, countryDialingCode: '+63' });
      expect(register.status).toBe(404);
      expect(register.json().code).toBe('featureUnavailable');
      await overrides.clear('aurora', 'REGMOBVERF3');
      await overrides.set('aurora', 'REGISTER', false, 'test');
      expect((await post('/wps/verification/sms/register', { mobileNum, countryDialingCode: '+63' })).json().code).toBe('featureUnavailable');
      // The other brand is not affected.
      expect((await post('/wps/verification/sms/register', { mobileNum, countryDialingCode: '+63' }, { host: BOREALIS })).status).toBe(200);
    } finally {
      for (const mod of ['MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3', 'FORGETPWD', 'REGMOBVERF3', 'REGISTER'] as const) await overrides.clear('aurora', mod);
    }
  });
});

describe('HTTP SMS provider', () => {
  let t: TestApp;
  let provider: Server;
  const received: Array<{ authorization?: string; contentType?: string; body: any }> = [];
  let answer = 200;

  beforeAll(async () => {
    provider = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        res.statusCode = answer;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', () => resolve()));
    const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/send`;
    t = await startTestApp({ env: { SMS_PROVIDER_URL: url } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => provider.close(() => resolve()));
  });

  const register = async (mobileNum: string, host = AURORA) =>
    t.request('/wps/verification/sms/register', {
      method: 'POST',
      host,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), 'x-language': 'EN' },
      body: JSON.stringify({ mobileNum, countryDialingCode: '+63', humanCheck: await humanCheckFor(t, host) }),
    });

  it('when SMS_PROVIDER_URL is set, then the code goes to the provider as JSON with the brand key as bearer, not to the outbox', async () => {
    const mobileNum = freshNumber();
    const res = await register(mobileNum);
    expect(res.status).toBe(200);
    expect(received.at(-1)).toEqual({
      authorization: `Bearer ${readFixtureTenant('aurora').secrets.smsProviderKey}`,
      contentType: 'application/json',
      body: { to: `+63${mobileNum}`, text: expect.stringMatching(/^Aurora Play: your verification code is \d{6}\./) },
    });
    expect((await sql`select 1 from sms_outbox`.execute(t.portal.db)).rows).toHaveLength(0);
  });

  it('when the provider fails or the brand has no provider key, then the answer is 502 smsSendFailed with a translated message and the log keeps the code out', async () => {
    answer = 500;
    const res = await register(freshNumber());
    answer = 200;
    expect(res.status).toBe(502);
    expect(res.json()).toEqual({ success: false, value: null, code: 'smsSendFailed', message: catalogue('en').verification.smsSendFailed });
    const text = received.at(-1)!.body.text as string;
    const code = /\d{6}/.exec(text)![0];
    expect(JSON.stringify(t.logs)).not.toContain(code);
    expect(t.logs.some((l) => l.msg === 'SMS provider refused the message' && l.status === 500)).toBe(true);

    const before = received.length;
    const keyless = await register(freshNumber(), BOREALIS);
    expect(keyless.status).toBe(502);
    expect(keyless.json().code).toBe('smsSendFailed');
    expect(received).toHaveLength(before);
  });
});

describe('environment', () => {
  it('when SMS_PROVIDER_URL or SMTP_URL is not a URL of the right kind, then the start is refused naming them', async () => {
    const { loadEnv } = await import('../../server/env.ts');
    expect(() => loadEnv({ TENANTS_DIR: '.', SMS_PROVIDER_URL: 'ftp://x', SMTP_URL: 'http://mail' })).toThrow(/SMS_PROVIDER_URL[\s\S]*SMTP_URL/);
    expect(loadEnv({ TENANTS_DIR: '.', SMS_PROVIDER_URL: 'https://sms.example/send', SMTP_URL: 'smtps://u:p@mail.example:465' })).toMatchObject({
      SMS_PROVIDER_URL: 'https://sms.example/send',
      SMTP_URL: 'smtps://u:p@mail.example:465',
    });
  });
});
