// Issue 14 finding 3: SMS pumping. Every SMS send needs a solved human check, and a brand's SMS
// budget per hour holds under concurrency (reserved atomically in shared state), refusing further
// sends with a translated error and one alert line in the log. Runs on PGlite and PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { humanCheck } from './helpers/accounts-client.ts';
import { freshAddress, postAs } from './helpers/register-client.ts';
import { AURORA, BOREALIS, catalogue, eventually, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('EN');
const BUDGET = 7;
let seq = 0;
/** A fresh Philippine mobile number (917 …). */
const freshNumber = () => `917${String(20_000_000 + ++seq).slice(1)}`;

describe.each(DATABASE_KINDS)('SMS pumping (%s)', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    const borealis = readFixtureTenant('borealis');
    borealis.settings.smsBudgetPerHour = BUDGET;
    app = await startTestApp({ database, tenants: { aurora: readFixtureTenant('aurora'), borealis } });
  });
  afterAll(async () => app?.close());

  const smsCount = async (tenant: string) =>
    Number((await sql<{ n: string }>`select count(*)::text as n from sms_outbox where tenant_id = ${tenant}`.execute(app.portal.db)).rows[0].n);

  it('when 40 numbers are sent codes from 40 addresses without a solved human check, then no SMS goes out', async () => {
    const before = await smsCount('aurora');
    const answers = [];
    for (let i = 0; i < 40; i++) {
      const mobileNum = freshNumber();
      const scene = i % 3;
      // No check, an empty one, and a forged one, over the three sending scenes.
      const check =
        i % 2 === 0
          ? {}
          : {
              humanCheck: Buffer.from(
                JSON.stringify({ algorithm: 'SHA-256', challenge: 'a'.repeat(64), number: 1, salt: 'x', signature: 'b'.repeat(64) }),
              ).toString('base64'),
            };
      const body = { mobileNum, countryDialingCode: '+63', ...check };
      const res =
        scene === 0
          ? await postAs(app, AURORA, '/wps/verification/sms/register', body, { solve: false })
          : await postAs(app, AURORA, '/wps/verification/sms/noLogin', { ...body, scene: scene === 1 ? 'login' : 'resetPassword' }, { solve: false });
      answers.push(res.json().code);
    }
    expect(new Set(answers)).toEqual(new Set(['validation', 'humanCheckFailed']));
    expect(await smsCount('aurora')).toBe(before);
  });

  it('when 50 requests race for a budget of 7 SMS an hour, then exactly 7 SMS go out, the rest are refused with a translated message, and one alert is logged', async () => {
    // Challenges are solved first, so the 50 requests really arrive together.
    const checks = await Promise.all(Array.from({ length: 50 }, () => humanCheck(app, BOREALIS)));
    const answers = await Promise.all(
      checks.map((check) =>
        app.request('/wps/verification/sms/register', {
          method: 'POST',
          host: BOREALIS,
          headers: { 'content-type': 'application/json', 'x-language': 'EN', 'x-forwarded-for': freshAddress() },
          body: JSON.stringify({ mobileNum: freshNumber(), countryDialingCode: '+63', humanCheck: check }),
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(BUDGET);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(50 - BUDGET);
    for (const r of refused) expect(r.json()).toEqual({ success: false, value: null, code: 'smsBudgetReached', message: en.errors.smsBudgetReached });
    expect(await smsCount('borealis')).toBe(BUDGET);
    await eventually(() => expect(app.logs.filter((l) => l.msg?.startsWith('SMS budget')).length).toBe(1));
    expect(app.logs.find((l) => l.msg?.startsWith('SMS budget'))).toMatchObject({ tenant: 'borealis', budget: BUDGET });

    // Spent budget refuses the "send nothing" path the same way, so the answer does not tell members apart.
    const unknown = await postAs(app, BOREALIS, '/wps/verification/sms/noLogin', { mobileNum: freshNumber(), countryDialingCode: '+63', scene: 'login' });
    expect(unknown.json().code).toBe('smsBudgetReached');
    // Another brand's budget is its own.
    expect((await postAs(app, AURORA, '/wps/verification/sms/register', { mobileNum: freshNumber(), countryDialingCode: '+63' })).status).toBe(200);
  });
});
