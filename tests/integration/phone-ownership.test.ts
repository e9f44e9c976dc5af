// Issue 14 finding 2: phone squatting / account pre-hijack, and hand-parsed numbers. A number is
// proven only by an SMS code; SMS login and phone reset use proven numbers only; an unproven claim
// never blocks the owner; every number is stored as E.164 (a Thai 0872382688 is +66872382688, and
// the same phone with and without the trunk 0 is one number). Runs on PGlite and PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastSms } from './helpers/accounts-client.ts';
import { postAs, registerAs } from './helpers/register-client.ts';
import { AURORA, catalogue, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('EN');
const account = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  password: 'Kiwi-sunset-42',
  confirmPassword: 'Kiwi-sunset-42',
  paymentPassword: '135790',
  email: `${username}@example.com`,
  registerMethod: 'WEB',
  ...extra,
});
const byMobile = (mobileNum: string, countryDialingCode: string, verificationCode: string) => ({
  mobileNum,
  countryDialingCode,
  verificationCode,
  password: 'Owner-pass-77',
  confirmPassword: 'Owner-pass-77',
  paymentPassword: '135790',
  email: `m${mobileNum}@example.com`,
});

describe.each(DATABASE_KINDS)('mobile number ownership (%s)', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    const aurora = readFixtureTenant('aurora');
    aurora.register.countries.push({ countryCode: 'TH', countryDialingCode: '+66' });
    app = await startTestApp({ database, tenants: { aurora, borealis: readFixtureTenant('borealis') } });
  });
  afterAll(async () => app?.close());

  const members = async (e164: string) =>
    (
      await sql<{
        account: string;
        verified: boolean;
      }>`select account, mobile_verified as verified from members where tenant_id = 'aurora' and mobile_e164 = ${e164} order by id`.execute(app.portal.db)
    ).rows;

  /** Registration by mobile with the SMS code from the outbox. */
  const registerOwner = async (mobileNum: string, countryDialingCode: string) => {
    const sent = await postAs(app, AURORA, '/wps/verification/sms/register', { mobileNum, countryDialingCode });
    expect(sent.status, sent.text).toBe(200);
    return registerAs(
      app,
      AURORA,
      '/wps/member/register/mobile',
      byMobile(mobileNum, countryDialingCode, await lastSms(app, AURORA, mobileNum.replace(/^0/, ''))),
    );
  };

  it('when an attacker registers by username with the victim number, then the victim still registers by SMS code and SMS login lands in the victim account', async () => {
    const squat = await registerAs(app, AURORA, '/wps/member/register', account('squatter1', { mobileNum: '9175550001', countryDialingCode: '+63' }));
    expect(squat.status, squat.text).toBe(200);
    expect(await members('+639175550001')).toEqual([{ account: 'squatter1', verified: false }]);

    // The unproven number is nobody's for SMS login: no code is sent for it.
    const before = (await app.request('/wps/dev/outbox', { host: AURORA })).json().value.sms.length;
    expect((await postAs(app, AURORA, '/wps/verification/sms/noLogin', { mobileNum: '9175550001', countryDialingCode: '+63', scene: 'login' })).status).toBe(
      200,
    );
    expect((await app.request('/wps/dev/outbox', { host: AURORA })).json().value.sms.length).toBe(before);

    const owner = await registerOwner('9175550001', '+63');
    expect(owner.status, owner.text).toBe(200);
    // The squatter's unproven claim is dropped; the owner holds the number, proven.
    expect(await members('+639175550001')).toEqual([{ account: '639175550001', verified: true }]);

    expect((await postAs(app, AURORA, '/wps/verification/sms/noLogin', { mobileNum: '9175550001', countryDialingCode: '+63', scene: 'login' })).status).toBe(
      200,
    );
    const code = await lastSms(app, AURORA, '9175550001');
    const login = await postAs(app, AURORA, '/wps/session/login', { type: 'sms', mobileNum: '9175550001', countryDialingCode: '+63', verificationCode: code });
    expect(login.status, login.text).toBe(200);
    const info = (await call(app, { host: AURORA, bearer: login.json().value.token }, 'GET', '/wps/member/info')).json().value;
    expect(info.account).toBe('639175550001');
    // Shown to the player in the national format of the number's country.
    expect(info).toMatchObject({ countryDialingCode: '+63', mobileNum: '9175550001', mobileNational: '0917 555 0001', mobileVerified: true });
  });

  it('when a phone reset is asked for a number only claimed at username registration, then no code is sent and the reset fails', async () => {
    const squat = await registerAs(app, AURORA, '/wps/member/register', account('squatter2', { mobileNum: '9175550002', countryDialingCode: '+63' }));
    expect(squat.status, squat.text).toBe(200);
    const before = (await app.request('/wps/dev/outbox', { host: AURORA })).json().value.sms.length;
    expect(
      (await postAs(app, AURORA, '/wps/verification/sms/noLogin', { mobileNum: '9175550002', countryDialingCode: '+63', scene: 'resetPassword' })).status,
    ).toBe(200);
    expect((await app.request('/wps/dev/outbox', { host: AURORA })).json().value.sms.length).toBe(before);
    const reset = await postAs(app, AURORA, '/wps/member/password/verification', {
      mobileNum: '9175550002',
      countryDialingCode: '+63',
      verificationCode: '123456',
      newPassword: 'Brand-new-88',
      confirmNewPassword: 'Brand-new-88',
    });
    expect(reset.json().code).toBe('invalidVerificationCode');
  });

  it('when a Thai player registers 0872382688, then the SMS goes to +66872382688 and the number is stored as E.164', async () => {
    const sent = await postAs(app, AURORA, '/wps/verification/sms/register', { mobileNum: '0872382688', countryDialingCode: '+66' });
    expect(sent.status, sent.text).toBe(200);
    const outbox = (await app.request('/wps/dev/outbox', { host: AURORA })).json().value.sms as Array<{ to: string }>;
    expect(outbox[0].to).toBe('+66872382688');
    expect(outbox.some((m) => m.to === '+660872382688')).toBe(false);
    const res = await registerAs(app, AURORA, '/wps/member/register/mobile', byMobile('0872382688', '+66', await lastSms(app, AURORA, '872382688')));
    expect(res.status, res.text).toBe(200);
    expect(await members('+66872382688')).toEqual([{ account: '66872382688', verified: true }]);
    const info = (await call(app, { host: AURORA, bearer: res.json().value.token }, 'GET', '/wps/member/info')).json().value;
    expect(info).toMatchObject({ countryDialingCode: '+66', mobileNum: '872382688', mobileNational: '087 238 2688' });
  });

  it('when the same phone is registered again without the leading 0, then it is the same number and is refused as taken', async () => {
    expect((await registerOwner('09175550003', '+63')).status).toBe(200);
    const again = await registerOwner('9175550003', '+63');
    expect(again.status).toBe(400);
    expect(again.json().errors).toEqual([{ field: 'mobileNum', code: 'taken', message: en.validation.mobileTaken }]);
    expect(await members('+639175550003')).toHaveLength(1);
  });

  it('when the number is not a mobile number of the chosen country, then the SMS request is refused with the phone message and nothing is sent', async () => {
    const before = (await app.request('/wps/dev/outbox', { host: AURORA })).json().value.sms.length;
    const res = await postAs(app, AURORA, '/wps/verification/sms/register', { mobileNum: '021234567', countryDialingCode: '+66' });
    expect(res.status).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'mobileNum', code: 'invalid', message: en.errors.invalidMobile }]);
    expect((await app.request('/wps/dev/outbox', { host: AURORA })).json().value.sms.length).toBe(before);
  });
});
