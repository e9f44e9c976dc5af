// Forgot password by e-mail (a real SMTP server receives the temporary password) and by phone (SMS code
// from the demo outbox, then signed in), and SMS-code login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, catalogue, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { call, humanCheck, lastSms, loginBearer } from './helpers/accounts-client.ts';

const en = catalogue('EN');
/** SMS sends carry a solved human check, as the browser forms send it. */
const post = async (app: TestApp, path: string, body: Record<string, unknown>) => {
  const sent = path.startsWith('/wps/verification/sms/') ? { ...body, humanCheck: await humanCheck(app, AURORA) } : body;
  return app.request(path, { method: 'POST', host: AURORA, headers: { 'content-type': 'application/json', 'x-language': 'EN' }, body: JSON.stringify(sent) });
};
// The fixture brand dials +63, where 900000001 is no mobile number: the demo player gets the PH example number.
const DEMO_MOBILE = { mobileNum: '9051234567', countryDialingCode: '+63' };

describe.each(DATABASE_KINDS)('password recovery and SMS login (%s)', (database) => {
  let app: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    const aurora = readFixtureTenant('aurora');
    aurora.secrets.smtpUrl = smtp.url;
    aurora.register.defaultCountryDialingCode = '+63';
    app = await startTestApp({ database, tenants: { aurora, borealis: readFixtureTenant('borealis') } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('when account and e-mail match, then a temporary password arrives by SMTP, works once and forces a change, and the old password still works', async () => {
    const res = await post(app, '/wps/member/password/email', { username: 'demo_player', email: 'DEMO_PLAYER@aurora.example' });
    expect(res.status).toBe(200);
    expect(res.json().message).toBe(en.success.passwordSent);
    const mail = await smtp.waitFor((m) => m.to.includes('demo_player@aurora.example'), 5000);
    const temp = /password is (\w+)/.exec(mail.text)?.[1];
    expect(temp).toMatch(/^[A-Za-z0-9]{10}$/);

    const login = await loginBearer(app, AURORA, 'demo_player', temp!);
    expect(login.status).toBe(200);
    expect(login.json().value.passwordExpired).toBe(true);
    expect((await loginBearer(app, AURORA, 'demo_player', temp!)).status).toBe(401);
    // Someone else asking for a reset cannot lock the owner out.
    expect((await loginBearer(app, AURORA, 'demo_player', 'demo1234')).status).toBe(200);
    // The temporary password is used up and the member never knew the old one: the forced change asks
    // for neither, and still refuses the current password as the new one.
    const forced = { host: AURORA, bearer: login.json().value.token };
    const same = await call(app, forced, 'PUT', '/wps/member/password', { newPassword: 'demo1234', confirmNewPassword: 'demo1234' });
    expect(same.json().code).toBe('passwordUnchanged');
    const changed = await call(app, forced, 'PUT', '/wps/member/password', { newPassword: 'chosen1234', confirmNewPassword: 'chosen1234' });
    expect(changed.status, changed.text).toBe(200);
    expect((await loginBearer(app, AURORA, 'demo_player', 'chosen1234')).json().value.passwordExpired).toBe(false);
  });

  it('when account and e-mail do not match, then the answer is the same and no mail is sent', async () => {
    const before = smtp.messages.length;
    const res = await post(app, '/wps/member/password/email', { username: 'nobody_here', email: 'x@example.com' });
    const mismatch = await post(app, '/wps/member/password/email', { username: 'demo_agent', email: 'x@example.com' });
    expect(res.status).toBe(200);
    expect(mismatch.json()).toEqual(res.json());
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.length).toBe(before);
  });

  it('when the SMS code and a new password are given, then the password is reset, other sessions end and the member is signed in', async () => {
    const old = (await loginBearer(app, AURORA, 'demo_agent', 'demo1234')).json().value.token;
    // demo_agent has no mobile: register one via demo_player's number instead.
    const sent = await post(app, '/wps/verification/sms/noLogin', { ...DEMO_MOBILE, scene: 'resetPassword' });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json().value.expiredMinutes).toBeGreaterThan(0);
    const code = await lastSms(app, AURORA, DEMO_MOBILE.mobileNum);
    const reset = await post(app, '/wps/member/password/verification', {
      ...DEMO_MOBILE,
      verificationCode: code,
      newPassword: 'fresh1234',
      confirmNewPassword: 'fresh1234',
    });
    expect(reset.status, reset.text).toBe(200);
    expect((await call(app, { host: AURORA, bearer: reset.json().value.token }, 'GET', '/wps/member/info')).json().value.account).toBe('demo_player');
    expect((await loginBearer(app, AURORA, 'demo_player', 'fresh1234')).status).toBe(200);
    expect((await loginBearer(app, AURORA, 'demo_player', 'demo1234')).status).toBe(401);
    expect((await call(app, { host: AURORA, bearer: old }, 'GET', '/wps/member/info')).status).toBe(200); // another account's session is untouched
    const reused = await post(app, '/wps/member/password/verification', {
      ...DEMO_MOBILE,
      verificationCode: code,
      newPassword: 'again1234',
      confirmNewPassword: 'again1234',
    });
    expect(reused.json().code).toBe('invalidVerificationCode');
  });

  it('when a non-agent resets by phone from the agent page, then the password is reset but no session starts: "Password reset successfully, please log in again"', async () => {
    expect((await post(app, '/wps/verification/sms/noLogin', { ...DEMO_MOBILE, scene: 'resetPassword' })).status).toBe(200);
    const code = await lastSms(app, AURORA, DEMO_MOBILE.mobileNum);
    const reset = await post(app, '/wps/member/password/verification', {
      ...DEMO_MOBILE,
      verificationCode: code,
      newPassword: 'agentpage123',
      confirmNewPassword: 'agentpage123',
      scene: 'agent',
    });
    expect(reset.status, reset.text).toBe(200);
    expect(reset.json()).toMatchObject({ success: true, message: en.success.passwordReset, value: { loginAgain: true } });
    expect(reset.headers['set-cookie'] ?? []).toEqual([]);
    // Logging in again at the member login works with the new password only.
    expect((await loginBearer(app, AURORA, 'demo_player', 'agentpage123')).status).toBe(200);
    expect((await loginBearer(app, AURORA, 'demo_player', 'fresh1234')).status).toBe(401);
    const badScene = await post(app, '/wps/member/password/verification', {
      ...DEMO_MOBILE,
      verificationCode: '123456',
      newPassword: 'x1234567',
      confirmNewPassword: 'x1234567',
      scene: 'staff',
    });
    expect([badScene.status, badScene.json().code]).toEqual([400, 'validation']);
  });

  it('when a member logs in with an SMS code, then it works once, never forces a password change, and a wrong code is refused', async () => {
    expect((await post(app, '/wps/verification/sms/noLogin', { ...DEMO_MOBILE, scene: 'login' })).status).toBe(200);
    const code = await lastSms(app, AURORA, DEMO_MOBILE.mobileNum);
    const wrong = await post(app, '/wps/session/login', { type: 'sms', ...DEMO_MOBILE, verificationCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(401);
    const ok = await post(app, '/wps/session/login', { type: 'sms', ...DEMO_MOBILE, verificationCode: code });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json().value.passwordExpired).toBe(false);
    const info = (await call(app, { host: AURORA, bearer: ok.json().value.token }, 'GET', '/wps/member/info')).json().value;
    expect(info.loginMethod).toBe('sms');
    expect((await post(app, '/wps/session/login', { type: 'sms', ...DEMO_MOBILE, verificationCode: code })).status).toBe(401);
  });

  it('when an SMS code is asked for a number without an account, then the answer is the same but nothing is sent', async () => {
    const res = await post(app, '/wps/verification/sms/noLogin', { mobileNum: '9990001111', countryDialingCode: '+63', scene: 'login' });
    expect(res.status).toBe(200);
    const outbox = (await app.request('/wps/dev/outbox', { host: AURORA })).json().value.sms as Array<{ to: string }>;
    expect(outbox.some((m) => m.to.endsWith('9990001111'))).toBe(false);
  });
});
