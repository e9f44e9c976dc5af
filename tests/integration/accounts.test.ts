// Sign-in, sessions and passwords over real HTTP and a real database (PGlite and PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, BOREALIS, catalogue, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { call, cookieValue, countMembers, humanCheck, lastSms, loginBearer, loginWeb, type Client } from './helpers/accounts-client.ts';

const en = catalogue('EN');
const DEMO = { username: 'demo_player', password: 'demo1234' };

describe.each(DATABASE_KINDS)('accounts (%s)', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database, accounts: { throttle: { captchaAfter: 3, lockPairAfter: 6, windowMs: 60_000 } } });
  });
  afterAll(async () => app?.close());

  describe('login', () => {
    it('when an API client logs in with the right password, then it gets a 128-bit bearer token that opens member info', async () => {
      const res = await loginBearer(app, AURORA, DEMO.username, DEMO.password);
      expect(res.status).toBe(200);
      const value = res.json().value;
      expect(Object.keys(value).sort()).toEqual(['firstTimeLogin', 'passwordExpired', 'token']);
      expect(Buffer.from(value.token, 'base64url')).toHaveLength(16);
      expect(res.headers['set-cookie']).toBeUndefined();
      const info = await call(app, { host: AURORA, bearer: value.token }, 'GET', '/wps/member/info');
      expect(info.status).toBe(200);
      expect(info.json().value).toMatchObject({
        account: 'demo_player',
        type: 0,
        currency: 'PHP',
        loginMethod: 'password',
        hasPassword: true,
        agentCentre: false,
      });
    });

    it('when the same account logs in twice, then each login gets a new token', async () => {
      const a = (await loginBearer(app, AURORA, DEMO.username, DEMO.password)).json().value.token;
      const b = (await loginBearer(app, AURORA, DEMO.username, DEMO.password)).json().value.token;
      expect(a).not.toBe(b);
    });

    it('when a browser logs in, then the session is an HttpOnly SameSite cookie and the value carries only the CSRF token', async () => {
      const { res, client } = await loginWeb(app, AURORA, DEMO.username, DEMO.password);
      expect(res.status).toBe(200);
      const setCookie = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid='))!;
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).toMatch(/Path=\//);
      expect(res.json().value.token).not.toBe(cookieValue(res, 'sid'));
      const info = await call(app, { host: AURORA, cookie: client.cookie }, 'GET', '/wps/member/info');
      expect(info.json().value.account).toBe('demo_player');
      // The page itself tells the app it is signed in (BootPayload.session), with the same CSRF token.
      const page = await app.request('/', { host: AURORA, headers: { cookie: client.cookie!, accept: 'text/html' } });
      expect(page.text).toContain(`"session":{"csrfToken":"${client.csrf}"}`);
    });

    it('when a cookie-authenticated write comes without the CSRF token or from another site, then it is refused and nothing changes', async () => {
      const { client } = await loginWeb(app, AURORA, DEMO.username, DEMO.password);
      const body = { oldPassword: DEMO.password, newPassword: 'newpass123', confirmNewPassword: 'newpass123' };
      const noToken = await call(app, { host: AURORA, cookie: client.cookie }, 'PUT', '/wps/member/password', body);
      expect(noToken.status).toBe(403);
      expect(noToken.json().code).toBe('csrfFailed');
      const crossSite = await call(app, client, 'PUT', '/wps/member/password', body, { origin: 'https://evil.example' });
      expect(crossSite.status).toBe(403);
      // The password did not change.
      expect((await loginBearer(app, AURORA, DEMO.username, DEMO.password)).status).toBe(200);
    });

    it('when the account is unknown or the password wrong, then the answers are identical', async () => {
      const unknown = await loginBearer(app, AURORA, 'nobody_here', 'wrong123');
      const wrong = await loginBearer(app, AURORA, 'demo_agent', 'wrong123');
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(unknown.status);
      expect(wrong.json()).toEqual(unknown.json());
      expect(unknown.json().message).toBe(en.errors.loginFailed);
    });

    it('when the human check is missing or forged, then the login is refused before the password is looked at', async () => {
      const res = await app.request('/wps/session/login', {
        method: 'POST',
        host: AURORA,
        headers: { 'content-type': 'application/json', 'x-language': 'EN' },
        body: JSON.stringify({ type: 'username', ...DEMO, humanCheck: 'eyJmb3JnZWQiOnRydWV9' }),
      });
      expect(res.status).toBe(400);
      expect(res.json().code).toBe('humanCheckFailed');
    });

    it('when a non-agent logs in on the agent page, then it is refused with the spec message', async () => {
      const res = await loginBearer(app, AURORA, DEMO.username, DEMO.password, { scene: 'agent' });
      expect(res.status).toBe(403);
      expect(res.json().message).toBe(en.errors.nonAgentLogin);
      expect((await loginBearer(app, AURORA, 'demo_agent', DEMO.password, { scene: 'agent' })).status).toBe(200);
    });

    it('when a trial (free-play) account is signed into by the member login, then "Non-member account unable to login" and no session', async () => {
      const account = `trial${Date.now() % 1_000_000}`;
      const created = await app.portal.services.accounts.members.insert({
        tenantId: 'aurora',
        account,
        nickname: account,
        type: 4,
        registerMethod: 'seed',
        passwordHash: await hashPassword('Secret123'),
      });
      if ('conflict' in created) throw new Error('member exists');
      const res = await loginBearer(app, AURORA, account, 'Secret123');
      expect([res.status, res.json().code, res.json().message]).toEqual([403, 'nonMemberLogin', en.errors.nonMemberLogin]);
      // A wrong password still gets the ordinary answer: the type is told only to whoever holds the credentials.
      expect((await loginBearer(app, AURORA, account, 'Wrong1234')).json().code).toBe('loginFailed');
      expect((await app.portal.services.accounts.members.findById('aurora', created.id))?.loginCount).toBe(0);
    });

    it("when a member signs in for the first time, then the login value's firstTimeLogin is true, and false at the next sign-in", async () => {
      const account = `first${Date.now() % 1_000_000}`;
      const created = await app.portal.services.accounts.members.insert({
        tenantId: 'aurora',
        account,
        nickname: account,
        type: 0,
        registerMethod: 'seed',
        passwordHash: await hashPassword('Secret123'),
      });
      if ('conflict' in created) throw new Error('member exists');
      expect((await loginBearer(app, AURORA, account, 'Secret123')).json().value.firstTimeLogin).toBe(true);
      expect((await loginBearer(app, AURORA, account, 'Secret123')).json().value.firstTimeLogin).toBe(false);
    });

    it('when the body is malformed, then a translated 400 names the field', async () => {
      const res = await app.request('/wps/session/login?language=VI', {
        method: 'POST',
        host: AURORA,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'fax', username: 'x' }),
      });
      expect(res.status).toBe(400);
      expect(res.json().errors[0].field).toBe('type');
    });
  });

  describe('sessions', () => {
    it('when a brand-A session is used on brand B, then every authenticated endpoint treats it as no session', async () => {
      const token = (await loginBearer(app, AURORA, DEMO.username, DEMO.password)).json().value.token;
      const onB: Client = { host: BOREALIS, bearer: token };
      for (const [method, path, body] of [
        ['GET', '/wps/member/info'],
        ['GET', '/wps/v2/wallets/balance'],
        ['PUT', '/wps/member/password', { oldPassword: DEMO.password, newPassword: 'other1234', confirmNewPassword: 'other1234' }],
      ] as const) {
        const res = await call(app, onB, method, path, body);
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.json().code).toBe('unauthorized');
      }
      // And it still works on its own brand.
      expect((await call(app, { host: AURORA, bearer: token }, 'GET', '/wps/member/info')).status).toBe(200);
    });

    it('when a member logs out, then the session is revoked on the server and the cookie cleared', async () => {
      const { client } = await loginWeb(app, AURORA, DEMO.username, DEMO.password);
      const out = await call(app, client, 'DELETE', '/wps/session/logout');
      expect(out.status).toBe(200);
      expect((out.headers['set-cookie'] ?? []).some((c) => /^sid=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
      const after = await call(app, { host: AURORA, cookie: client.cookie }, 'GET', '/wps/member/info');
      expect(after.status).toBe(401);
    });
  });

  describe('free play', () => {
    it('when a visitor starts free play, then a trial account with the demo balance is signed in and denied real-account actions', async () => {
      const res = await app.request('/wps/session/login/freeplay', {
        method: 'POST',
        host: AURORA,
        headers: { 'content-type': 'application/json', 'x-language': 'EN' },
        body: '{}',
      });
      expect(res.status).toBe(200);
      const guest: Client = { host: AURORA, bearer: res.json().value.token };
      const info = (await call(app, guest, 'GET', '/wps/member/info')).json().value;
      expect(info).toMatchObject({ type: 4, loginMethod: 'freeplay', hasPassword: false });
      const balance = await call(app, guest, 'GET', '/wps/v2/wallets/balance');
      expect(balance.json().value).toEqual({ sumBalance: readFixtureTenant('aurora').settings.freePlayBalance, currency: 'PHP' });
      const change = await call(app, guest, 'PUT', '/wps/member/password', { newPassword: 'abc12345', confirmNewPassword: 'abc12345' });
      expect(change.status).toBe(403);
      expect(change.json().message).toBe(en.errors.in_need_true_account);
    });
  });

  describe('passwords', () => {
    it('when the weak default password is used, then the session must change it before anything else, and the change rotates the session', async () => {
      const login = await loginBearer(app, AURORA, 'demo_weak', 'a123456');
      expect(login.json().value.passwordExpired).toBe(true);
      const weak: Client = { host: AURORA, bearer: login.json().value.token };
      expect((await call(app, weak, 'GET', '/wps/v2/wallets/balance')).json().code).toBe('passwordChangeRequired');
      expect((await call(app, weak, 'GET', '/wps/member/info')).json().value.mustChangePassword).toBe(true);
      const changed = await call(app, weak, 'PUT', '/wps/member/password', {
        oldPassword: 'a123456',
        newPassword: 'strong1234',
        confirmNewPassword: 'strong1234',
      });
      expect(changed.status).toBe(200);
      expect(changed.json().message).toBe(en.success.passwordChanged);
      expect(changed.json().value.passwordExpired).toBe(false);
      expect((await call(app, weak, 'GET', '/wps/member/info')).status).toBe(401);
      const fresh: Client = { host: AURORA, bearer: changed.json().value.token };
      expect((await call(app, fresh, 'GET', '/wps/v2/wallets/balance')).status).toBe(200);
      expect((await loginBearer(app, AURORA, 'demo_weak', 'strong1234')).json().value.passwordExpired).toBe(false);
    });

    it('when the old password is wrong or the new one breaks the rules, then nothing changes', async () => {
      const token = (await loginBearer(app, AURORA, 'demo_agent', DEMO.password)).json().value.token;
      const agent: Client = { host: AURORA, bearer: token };
      const wrongOld = await call(app, agent, 'PUT', '/wps/member/password', {
        oldPassword: 'nope1234',
        newPassword: 'valid1234',
        confirmNewPassword: 'valid1234',
      });
      expect(wrongOld.status).toBe(400);
      expect(wrongOld.json().code).toBe('oldPasswordWrong');
      const mismatch = await call(app, agent, 'PUT', '/wps/member/password', {
        oldPassword: DEMO.password,
        newPassword: 'valid1234',
        confirmNewPassword: 'valid9999',
      });
      expect(mismatch.json().errors[0].message).toBe(en.validation.inconsistentTwice);
      const noDigit = await call(app, agent, 'PUT', '/wps/member/password', {
        oldPassword: DEMO.password,
        newPassword: 'onlyletters',
        confirmNewPassword: 'onlyletters',
      });
      expect(noDigit.status).toBe(400);
      expect((await loginBearer(app, AURORA, 'demo_agent', DEMO.password)).status).toBe(200);
    });
  });

  describe('registration', () => {
    const validUser = (username: string) => ({
      username,
      password: 'kiwi4sunset',
      confirmPassword: 'kiwi4sunset',
      paymentPassword: '135790',
      email: `${username}@example.com`,
      captcha: '',
      termsAccepted: true,
      registerMethod: 'WEB',
    });

    it('when a visitor registers by username with an agent invitation code, then the account is created under that agent and signed in', async () => {
      const before = await countMembers(app);
      const res = await register(app, AURORA, '/wps/member/register', { ...validUser('newbie01'), affiliateCode: 'DEMO1234' });
      expect(res.status, res.text).toBe(200);
      expect(res.json().value.firstTimeLogin).toBe(true);
      const info = (await call(app, { host: AURORA, bearer: res.json().value.token }, 'GET', '/wps/member/info')).json().value;
      expect(info).toMatchObject({ account: 'newbie01', toUpline: true, type: 0 });
      expect(await countMembers(app)).toBe(before + 1);
    });

    it('when a registration breaks a §5 rule, then it gets a translated field message and nothing is written', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ username: '1abc' }, 'username'],
        [{ username: 'a' }, 'username'],
        [{ username: 'abcdefghijklmnop' }, 'username'],
        [{ username: 'bad name' }, 'username'],
        [{ password: 'abc123', confirmPassword: 'abc123' }, 'password'],
        [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'password'],
        [{ confirmPassword: 'secret124' }, 'confirmPassword'],
        [{ paymentPassword: '' }, 'paymentPassword'],
        [{ password: '' }, 'password'],
        [{ nickname: 'extra' }, 'nickname'],
        [{ termsAccepted: false }, 'termsAccepted'],
        [{ confirmPassword: undefined }, 'confirmPassword'],
        [{ payeeName: 'José Rizal' }, 'payeeName'],
        [{ payeeName: 'juan dela cruz' }, 'payeeName'],
        [{ email: 'a@b' }, 'email'],
        [{ email: `${'x'.repeat(80)}@example.com` }, 'email'],
        [{ mobileNum: '12ab', countryDialingCode: '+63' }, 'mobileNum'],
        [{ paymentPassword: '12345' }, 'paymentPassword'],
      ];
      const before = await countMembers(app);
      for (const [change, field] of cases) {
        const res = await register(app, AURORA, '/wps/member/register', { ...validUser('rulecheck1'), ...change });
        expect(res.status, JSON.stringify(change)).toBe(400);
        const problem = res.json().errors.find((e: { field: string }) => e.field === field);
        expect(problem, `${JSON.stringify(change)} → ${res.text}`).toBeTruthy();
        expect(problem.message).not.toMatch(/\{\{|register\.field|validation\./);
      }
      expect(await countMembers(app)).toBe(before);
    });

    it('when the captcha or, by mobile, the number or SMS code is wrong, then the registration is refused and nothing is written', async () => {
      const before = await countMembers(app);
      const { cookie } = await answeredCaptcha(app, AURORA);
      const wrongCaptcha = await app.request('/wps/member/register', {
        method: 'PUT',
        host: AURORA,
        headers: { 'content-type': 'application/json', 'x-language': 'EN', cookie },
        body: JSON.stringify({ ...validUser('captcha_bad'), captcha: 'zzzz', humanCheck: await humanCheck(app, AURORA) }),
      });
      expect(wrongCaptcha.status).toBe(400);
      expect(wrongCaptcha.json().code).toBe('captchaInvalid');
      const mobileBody = {
        countryDialingCode: '+63',
        password: 'kiwi4sunset',
        confirmPassword: 'kiwi4sunset',
        paymentPassword: '135790',
        email: 'mobile2@example.com',
        termsAccepted: true,
      };
      const noCode = await register(app, AURORA, '/wps/member/register/mobile', { ...mobileBody, mobileNum: '9171112222' });
      expect(noCode.status).toBe(400);
      expect(noCode.json().errors.map((e: { field: string }) => e.field)).toContain('verificationCode');
      const wrongCode = await register(app, AURORA, '/wps/member/register/mobile', { ...mobileBody, mobileNum: '9171112222', verificationCode: '000000' });
      expect(wrongCode.status).toBe(400);
      const badNumber = await register(app, AURORA, '/wps/member/register/mobile', { ...mobileBody, mobileNum: '12', verificationCode: '123456' });
      expect(badNumber.json().errors.map((e: { field: string }) => e.field)).toContain('mobileNum');
      expect(await countMembers(app)).toBe(before);
    });

    it('when the username is taken or the invitation code is unknown, then the registration is refused', async () => {
      const taken = await register(app, AURORA, '/wps/member/register', validUser('Demo_Player'));
      expect(taken.status).toBe(400);
      expect(taken.json().errors[0].message).toBe(en.validation.accountTaken);
      const badCode = await register(app, AURORA, '/wps/member/register', { ...validUser('fresh_one'), affiliateCode: 'NOPE9999' });
      expect(badCode.json().message).toBe(en.errors.invalidInvitationCode);
      const check = await app.request('/wps/agent/affiliate?code=NOPE9999', { host: AURORA });
      expect(check.json().code).toBe('invalidInvitationCode');
      expect((await app.request('/wps/agent/affiliate?code=DEMO1234', { host: AURORA })).json().value).toEqual({ valid: true });
    });

    it('when a visitor registers by mobile with the SMS code from the outbox, then the account is signed in and the code cannot be reused', async () => {
      const mobile = { mobileNum: '9171234567', countryDialingCode: '+63' };
      const sent = await app.request('/wps/verification/sms/register', {
        method: 'POST',
        host: AURORA,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...mobile, humanCheck: await humanCheck(app, AURORA) }),
      });
      expect(sent.status, sent.text).toBe(200);
      const code = await lastSms(app, AURORA, mobile.mobileNum);
      const body = {
        ...mobile,
        verificationCode: code,
        password: 'kiwi4sunset',
        confirmPassword: 'kiwi4sunset',
        paymentPassword: '135790',
        email: 'mobile1@example.com',
        captcha: '',
        termsAccepted: true,
      };
      const res = await register(app, AURORA, '/wps/member/register/mobile', body);
      expect(res.status, res.text).toBe(200);
      const again = await register(app, AURORA, '/wps/member/register/mobile', { ...body, mobileNum: '9170000000' });
      expect(again.status).toBe(400);
    });
  });
});

let registerIp = 0;
/** Registration with a fresh human check and the captcha answered, each from its own address (per-address limits are tested elsewhere). */
async function register(app: TestApp, host: string, path: string, body: Record<string, unknown>) {
  const ip = `198.19.${(++registerIp >> 8) & 255}.${registerIp & 255}`;
  const { captcha, cookie } = await answeredCaptcha(app, host, ip);
  return app.request(path, {
    method: 'PUT',
    host,
    headers: { 'content-type': 'application/json', 'x-language': 'EN', 'x-forwarded-for': ip, cookie },
    body: JSON.stringify({ ...body, captcha, humanCheck: await humanCheck(app, host) }),
  });
}

/** Fetches a captcha as a browser and reads its answer from the shared state (tests only). */
async function answeredCaptcha(app: TestApp, host: string, ip = '198.19.255.1'): Promise<{ captcha: string; cookie: string }> {
  const res = await app.request('/wps/captcha', { host, headers: { 'x-forwarded-for': ip } });
  const id = cookieValue(res, 'cid')!;
  const answer = await captchaAnswerOf(app, id);
  return { captcha: answer, cookie: `cid=${id}` };
}

async function captchaAnswerOf(app: TestApp, id: string): Promise<string> {
  const stored = await app.portal.sharedState.get(`captcha:${id}`);
  if (!stored) throw new Error(`no stored captcha ${id}`);
  return (JSON.parse(stored) as { a: string }).a;
}
