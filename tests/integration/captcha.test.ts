// Image captcha and human check (contract: GET /wps/captcha, GET /wps/captcha/human): cookie binding,
// single use, wrong answers, expiry, replay and forgery, module gate. Runs on PGlite and PostgreSQL
// (the answers live in the database-backed shared state).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerKey, CAPTCHA_TTL_MS, CaptchaService } from '../../server/features/captcha/captcha.service.ts';
import { HumanCheckService } from '../../server/features/captcha/human-check.service.ts';
import { apiSchema, compileApiSchema } from '../../server/http/validate.ts';
import { humanCheckFor, solveHumanCheck } from './helpers/human-check.ts';
import { BOREALIS, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const captchaValue = compileApiSchema(apiSchema('verification', 'CaptchaValue'));
const challengeValue = compileApiSchema(apiSchema('verification', 'HumanCheckChallenge'));
let ipSeq = 0;
const freshIp = () => `198.19.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;

describe.each(DATABASE_KINDS)('captcha and human check on %s', (kind) => {
  let t: TestApp;
  let captcha: CaptchaService;
  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    captcha = new CaptchaService(t.portal.sharedState);
  });
  afterAll(() => t.close());

  /** GET /wps/captcha: the cookie id and the stored answer (read from the shared state, as a person reads the image). */
  async function newCaptcha(headers: Record<string, string> = {}) {
    const res = await t.get('/wps/captcha', { headers: { 'x-forwarded-for': freshIp(), ...headers } });
    const cookie = String(res.headers['set-cookie']?.[0] ?? '');
    const id = /^cid=([^;]+)/.exec(cookie)?.[1] ?? '';
    const stored = await t.portal.sharedState.get(answerKey(id));
    return { res, cookie, id, answer: stored ? (JSON.parse(stored).a as string) : '' };
  }

  it('when a captcha is requested, then the value is an SVG data URL and an HttpOnly, SameSite=Lax cookie on /wps binds its answer for 5 minutes', async () => {
    const { res, cookie, id, answer } = await newCaptcha();
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.success).toBe(true);
    expect(captchaValue(body.value)).toBe(true);
    expect(Buffer.from(body.value.split(',')[1], 'base64').toString('utf8')).toMatch(/^<svg /);
    expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(cookie).toMatch(/; Max-Age=300;/);
    expect(cookie).toMatch(/; Path=\/wps(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
    expect(cookie).not.toMatch(/Secure/);
    expect(answer).toMatch(/^[a-z0-9]{4}$/);
  });

  it('when the captcha is answered right (any case), then it passes once; the same answer again fails', async () => {
    const { id, answer } = await newCaptcha();
    expect(await captcha.verify(id, answer.toUpperCase())).toBe(true);
    expect(await captcha.verify(id, answer)).toBe(false);
  });

  it('when the captcha is answered wrong, then it is used up: the right answer fails afterwards', async () => {
    const { id, answer } = await newCaptcha();
    expect(await captcha.verify(id, answer === 'aaaa' ? 'cccc' : 'aaaa')).toBe(false);
    expect(await captcha.verify(id, answer)).toBe(false);
  });

  it('when the captcha is older than 5 minutes, then the right answer fails', async () => {
    let now = Date.now();
    const clocked = new CaptchaService(t.portal.sharedState, { now: () => now });
    const { id } = await clocked.issue();
    const answer = JSON.parse((await t.portal.sharedState.get(answerKey(id)))!).a;
    now += CAPTCHA_TTL_MS;
    expect(await clocked.verify(id, answer)).toBe(false);
  });

  it('when a new captcha is requested with the old cookie, then the old answer is dropped', async () => {
    const first = await newCaptcha();
    const second = await newCaptcha({ cookie: `cid=${first.id}` });
    expect(second.id).not.toBe(first.id);
    expect(await t.portal.sharedState.get(answerKey(first.id))).toBeNull();
    expect(await captcha.verify(first.id, first.answer)).toBe(false);
    expect(await captcha.verify(second.id, second.answer)).toBe(true);
  });

  it('when one address asks for more than 60 captchas a minute, then it gets 429 tooManyRequests', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await t.get('/wps/captcha', { headers: { 'x-forwarded-for': ip } })).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await t.get('/wps/captcha', { headers: { 'x-forwarded-for': freshIp() } })).status).toBe(200);
  });

  it('when the host is a *.localhost name, then the cookie is Secure (browsers treat localhost as a secure context)', async () => {
    // aurora answers on aurora.localhost outside production.
    const res = await t.get('/wps/captcha', { host: 'aurora.localhost', headers: { 'x-forwarded-for': freshIp() } });
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie']?.[0])).toMatch(/; Secure(;|$)/);
  });

  it('when a human check challenge is requested, then it is an ALTCHA v1 SHA-256 challenge that a browser-sized search solves', async () => {
    const res = await t.get('/wps/captcha/human');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const value = res.json().value;
    expect(challengeValue(value), JSON.stringify(challengeValue.errors)).toBe(true);
    expect(value.maxnumber).toBe(50_000);
    // A search bounded by maxnumber (checked above) is what keeps it browser-sized; the time a search
    // takes is a matter for a benchmark, not a test.
    expect(solveHumanCheck(value)).toBeTruthy();
  });

  it('when a solved challenge is verified, then it passes once; a replay, another brand and a forged solution fail', async () => {
    const human = new HumanCheckService(t.portal.sharedState);
    const aurora = t.portal.tenants.get('aurora')!;
    const borealis = t.portal.tenants.get('borealis')!;
    const payload = await humanCheckFor(t);
    expect(await human.verify(borealis, payload)).toBe(false);
    expect(await human.verify(aurora, payload)).toBe(true);
    expect(await human.verify(aurora, payload)).toBe(false);

    const other = JSON.parse(Buffer.from(await humanCheckFor(t, BOREALIS), 'base64').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...other, number: (other.number + 1) % 50_000 })).toString('base64');
    expect(await human.verify(borealis, forged)).toBe(false);
    expect(await human.verify(aurora, undefined)).toBe(false);
  });

  it('when PORTAL is off, then both endpoints answer 404 featureUnavailable', async () => {
    const overrides = t.portal.services.featureOverrides;
    await overrides.set('aurora', 'PORTAL', false, 'test');
    try {
      for (const path of ['/wps/captcha', '/wps/captcha/human']) {
        const res = await t.get(path);
        expect(res.status).toBe(404);
        expect(res.json().code).toBe('featureUnavailable');
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    } finally {
      await overrides.clear('aurora', 'PORTAL');
    }
  });
});
