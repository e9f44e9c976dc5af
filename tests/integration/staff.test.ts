// The operator console over real HTTP on both engines: only on the operator host, its own accounts
// and sessions (SameSite=Strict, CSRF on every form, idle expiry), sign-in limits, tenant scope, the
// cashier approving real deposits and withdrawals through the features' services, and an audit that
// cannot be rewritten.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { STAFF_LOGIN_LIMITS } from '../../server/features/staff/staff-auth.service.ts';
import { call, cookieValue, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, catalogue, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const OPS = 'ops.localhost';
const en = catalogue('en');
let seq = 0;

describe.each(DATABASE_KINDS)('operator console on %s', (kind) => {
  let t: TestApp;
  let player: Client;

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    player = { host: AURORA, bearer: (await loginBearer(t, AURORA, 'demo_player', 'demo1234')).json().value.token };
  });
  afterAll(() => t?.close());

  const post = (path: string, body: Record<string, string>, cookie?: string, headers: Record<string, string> = {}) =>
    t.request(path, {
      method: 'POST',
      host: OPS,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}), ...headers },
      body: new URLSearchParams(body).toString(),
    });
  /** The sign-in form's pre-session: its cookie and the token in the form, as a browser gets them. */
  async function preSession(headers: Record<string, string> = {}): Promise<{ cookie: string; csrf: string }> {
    const page = await t.get('/login', { host: OPS, headers });
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.text)?.[1];
    if (!csrf) throw new Error('no csrf token on the sign-in page');
    return { cookie: `ops_pre=${cookieValue(page, 'ops_pre')}`, csrf };
  }
  /** Posts a form; a post to /login first opens the sign-in page like a browser. */
  const form = async (path: string, body: Record<string, string>, cookie?: string, headers: Record<string, string> = {}) => {
    if (path !== '/login') return post(path, body, cookie, headers);
    const pre = await preSession(headers);
    return post(path, { csrf: pre.csrf, ...body }, cookie ? `${cookie}; ${pre.cookie}` : pre.cookie, headers);
  };
  async function signIn(username = 'cashier', password = 'cashier1234'): Promise<{ cookie: string; csrf: string }> {
    const res = await form('/login', { username, password });
    expect(res.status).toBe(303);
    const cookie = `ops_sid=${cookieValue(res, 'ops_sid')}`;
    const page = await t.get('/cashier', { host: OPS, headers: { cookie } });
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.text)?.[1];
    if (!csrf) throw new Error('no csrf token on the cashier page');
    return { cookie, csrf };
  }
  const bankDeposit = async (amount = 25_000) =>
    (
      await call(t, player, 'POST', '/wps/deposits/bank', {
        methodId: 'bank',
        bankAccountId: 'bdo-1',
        amount,
        reference: 'ops test',
        idempotencyKey: `ops-${Date.now()}-${++seq}`,
      })
    ).json().value as { id: number };
  const balance = async () => (await call(t, player, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as number;

  it('when a staff member signs in, then the session cookie is HttpOnly and SameSite=Strict, and a wrong password gets one generic message', async () => {
    const wrong = await form('/login', { username: 'cashier', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain(en.errors.staffLoginFailed);
    const unknown = await form('/login', { username: 'nobody-here', password: 'nope' });
    expect(unknown.text).toContain(en.errors.staffLoginFailed);
    const good = await form('/login', { username: 'cashier', password: 'cashier1234' });
    expect(good.status).toBe(303);
    const set = (good.headers['set-cookie'] ?? []).find((c) => c.startsWith('ops_sid='))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Strict/i);
    expect(cookieValue(good, 'ops_sid')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('when nobody is signed in, then the console redirects to the sign-in page', async () => {
    const res = await t.get('/cashier', { host: OPS });
    expect([res.status, res.headers.location]).toEqual([303, '/login']);
    expect((await t.get('/login', { host: OPS })).text).toContain('data-testid="ops-login-username"');
  });

  it('when a cashier approves a bank deposit, then the balance rises once, a second click is refused, and the audit records it', async () => {
    const session = await signIn();
    const before = await balance();
    const deposit = await bankDeposit();
    const page = await t.get('/cashier?tab=deposits', { host: OPS, headers: { cookie: session.cookie } });
    expect(page.text).toContain(`data-testid="ops-row-deposit-aurora-${deposit.id}"`);
    expect(page.text).toContain('P250.00');

    const noCsrf = await form(`/cashier/deposits/aurora/${deposit.id}/approve`, {}, session.cookie);
    expect(noCsrf.status).toBe(403);
    expect(await balance()).toBe(before);

    const ok = await form(`/cashier/deposits/aurora/${deposit.id}/approve`, { csrf: session.csrf }, session.cookie);
    expect([ok.status, ok.headers.location]).toEqual([303, '/cashier?tab=deposits&flash=deposit.approve']);
    expect(await balance()).toBe(before + 25_000);
    const again = await form(`/cashier/deposits/aurora/${deposit.id}/approve`, { csrf: session.csrf }, session.cookie);
    expect(again.headers.location).toBe('/cashier?tab=deposits&error=alreadyReviewed');
    expect(await balance()).toBe(before + 25_000);

    const audit = await sql<{
      action: string;
      username: string;
      subject: string;
    }>`select action, username, subject from staff_audit where subject = ${`deposit:${deposit.id}`}`.execute(t.portal.db);
    expect(audit.rows).toEqual([{ action: 'deposit.approve', username: 'cashier', subject: `deposit:${deposit.id}` }]);
    await expect(sql`update staff_audit set username = 'someone else'`.execute(t.portal.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from staff_audit`.execute(t.portal.db)).rejects.toThrow(/append-only/);
  });

  it('when a reject has no note, then nothing changes; with a note the deposit is rejected', async () => {
    const session = await signIn();
    const deposit = await bankDeposit();
    const bare = await form(`/cashier/deposits/aurora/${deposit.id}/reject`, { csrf: session.csrf }, session.cookie);
    expect(bare.headers.location).toBe('/cashier?tab=deposits&error=staffNoteRequired');
    const withNote = await form(`/cashier/deposits/aurora/${deposit.id}/reject`, { csrf: session.csrf, note: 'no money arrived' }, session.cookie);
    expect(withNote.headers.location).toBe('/cashier?tab=deposits&flash=deposit.reject');
    const done = await t.get('/cashier?tab=deposits&status=done', { host: OPS, headers: { cookie: session.cookie } });
    expect(done.text).toContain('no money arrived');
  });

  it('when a cashier pays out a withdrawal, then the held funds leave for good and the row moves to done', async () => {
    expect((await call(t, player, 'PUT', '/wps/member/payment-password', { newPaymentPassword: '112233', loginPassword: 'demo1234' })).status).toBe(200);
    await bankDeposit(50_000).then((d) => t.portal.services.deposits.approve('aurora', d.id, { id: 0, username: 'setup' }));
    const cardId = (
      await call(t, player, 'POST', '/wps/withdrawals/cards', {
        bankName: 'BDO',
        cardHolder: 'DEMO PLAYER',
        cardNumber: '5555444433',
        paymentPassword: '112233',
      })
    ).json().value.id;
    const w = (
      await call(t, player, 'POST', '/wps/withdrawals', { cardId, amount: 30_000, paymentPassword: '112233', idempotencyKey: `ops-w-${Date.now()}` })
    ).json().value as { id: number };
    const session = await signIn();
    const list = await t.get('/cashier?tab=withdrawals', { host: OPS, headers: { cookie: session.cookie } });
    expect(list.text).toContain(`data-testid="ops-row-withdrawal-aurora-${w.id}"`);
    const before = await balance();
    const paid = await form(`/cashier/withdrawals/aurora/${w.id}/approve`, { csrf: session.csrf }, session.cookie);
    expect(paid.headers.location).toBe('/cashier?tab=withdrawals&flash=withdrawal.approve');
    expect(await balance()).toBe(before);
    expect((await t.get('/cashier?tab=withdrawals', { host: OPS, headers: { cookie: session.cookie } })).text).not.toContain(
      `ops-row-withdrawal-aurora-${w.id}"`,
    );
  });

  it("when a staff member is limited to another brand, then this brand's items are neither listed nor actionable", async () => {
    await t.portal.services.staff.repo.upsert({
      username: 'borealis_cashier',
      passwordHash: await hashPassword('borealis1234'),
      role: 'cashier',
      tenantIds: ['borealis'],
    });
    const session = await signIn('borealis_cashier', 'borealis1234');
    const deposit = await bankDeposit();
    expect((await t.get('/cashier?tab=deposits', { host: OPS, headers: { cookie: session.cookie } })).text).not.toContain(
      `ops-row-deposit-aurora-${deposit.id}"`,
    );
    const res = await form(`/cashier/deposits/aurora/${deposit.id}/approve`, { csrf: session.csrf }, session.cookie);
    expect(res.headers.location).toBe('/cashier?tab=deposits&error=staffForbidden');
    expect((await t.get(`/cashier/deposits/aurora/${deposit.id}/receipt`, { host: OPS, headers: { cookie: session.cookie } })).status).toBe(403);
    expect((await t.get('/audit', { host: OPS, headers: { cookie: session.cookie } })).status).toBe(403);
  });

  it('when a session sits idle past 15 minutes, then it no longer works', async () => {
    const session = await signIn();
    await sql`update staff_sessions set last_seen_at = now() - interval '16 minutes'`.execute(t.portal.db);
    const res = await t.get('/cashier', { host: OPS, headers: { cookie: session.cookie } });
    expect([res.status, res.headers.location]).toEqual([303, '/login']);
  });

  it('when one address gets five wrong passwords for a username, then that address is refused but the owner elsewhere signs in with a captcha', async () => {
    await t.portal.services.staff.repo.upsert({ username: 'locked_out', passwordHash: await hashPassword('right-pass-1'), role: 'cashier', tenantIds: [] });
    const stranger = { 'x-forwarded-for': '198.51.100.66' };
    for (let i = 0; i < 5; i++) expect((await form('/login', { username: 'locked_out', password: `wrong-${i}` }, undefined, stranger)).status).toBe(401);
    const res = await form('/login', { username: 'locked_out', password: 'right-pass-1' }, undefined, stranger);
    expect(res.status).toBe(429);
    expect(cookieValue(res, 'ops_sid')).toBeUndefined();

    const owner = { 'x-forwarded-for': '203.0.113.9' };
    const asked = await form('/login', { username: 'locked_out', password: 'right-pass-1' }, undefined, owner);
    expect([asked.status, asked.text.includes(en.errors.captchaRequired)]).toEqual([400, true]);
    const captchaId = /name="captchaId" value="([^"]+)"/.exec(asked.text)?.[1];
    expect(captchaId).toBeDefined();
    const answer = (JSON.parse((await t.portal.sharedState.get(`captcha:${captchaId}`))!) as { a: string }).a;
    const csrf = /name="csrf" value="([^"]+)"/.exec(asked.text)![1]!;
    const signed = await post(
      '/login',
      { csrf, username: 'locked_out', password: 'right-pass-1', captchaId: captchaId!, captcha: answer },
      `ops_pre=${cookieValue(asked, 'ops_pre')}`,
      owner,
    );
    expect(signed.status).toBe(303);
    expect(cookieValue(signed, 'ops_sid')).toBeDefined();
  });

  it('when 50 guesses for one staff username arrive at once from one address, then at most 5 passwords are checked and the right one afterwards does not sign in', async () => {
    await t.portal.services.staff.repo.upsert({ username: 'burst_target', passwordHash: await hashPassword('right-pass-2'), role: 'admin', tenantIds: [] });
    const ip = { 'x-forwarded-for': '198.51.100.77', connection: 'close' };
    const pres = await Promise.all(Array.from({ length: 50 }, () => preSession(ip)));
    const answers = await Promise.all(
      pres.map((pre, i) => post('/login', { csrf: pre.csrf, username: 'burst_target', password: i === 49 ? 'right-pass-2' : `wrong-${i}` }, pre.cookie, ip)),
    );
    const statuses = answers.map((a) => a.status);
    // 401 = a wrong password checked, 303 = the right one checked; 429 (address locked) and 400 (the
    // username now needs a captcha) = refused before any check.
    expect(statuses.filter((s) => ![303, 400, 401, 429].includes(s))).toEqual([]);
    expect(statuses.filter((s) => s === 401 || s === 303).length).toBeLessThanOrEqual(5);
    // Only checked failures stay counted (a refused attempt gives its count back), so the pair is locked
    // afterwards exactly when five wrong passwords were checked.
    if (!statuses.includes(303) && statuses.filter((s) => s === 401).length >= 5)
      expect((await form('/login', { username: 'burst_target', password: 'right-pass-2' }, undefined, ip)).status).toBe(429);
  });

  it('when colleagues behind one office address sign in more often than the address failure limit, then every sign-in succeeds', async () => {
    const office = { 'x-forwarded-for': '198.51.100.90' };
    const statuses: number[] = [];
    for (let i = 0; i <= STAFF_LOGIN_LIMITS.perIp; i++)
      statuses.push((await form('/login', { username: 'cashier', password: 'cashier1234' }, undefined, office)).status);
    expect(statuses).toEqual(Array(STAFF_LOGIN_LIMITS.perIp + 1).fill(303));
  });

  it("when a sign-in is posted from another site or without the form's pre-session token, then it is refused and nobody is signed in", async () => {
    const pre = await preSession();
    const good = { csrf: pre.csrf, username: 'cashier', password: 'cashier1234' };
    const crossSite = await post('/login', good, pre.cookie, { 'sec-fetch-site': 'cross-site' });
    const foreignOrigin = await post('/login', good, pre.cookie, { origin: 'https://evil.example' });
    const noCookie = await post('/login', good);
    const noToken = await post('/login', { username: 'cashier', password: 'cashier1234' }, pre.cookie);
    const otherToken = await post('/login', { ...good, csrf: (await preSession()).csrf }, pre.cookie);
    for (const res of [crossSite, foreignOrigin, noCookie, noToken, otherToken]) {
      expect(res.status).toBe(403);
      expect(res.text).toContain(en.errors.csrfFailed);
      expect(cookieValue(res, 'ops_sid')).toBeUndefined();
    }
    expect((await post('/login', good, pre.cookie, { 'sec-fetch-site': 'same-origin', origin: `http://${OPS}` })).status).toBe(303);
  });

  it('when the console is reached over HTTPS, then the staff cookie is Secure', async () => {
    const res = await form('/login', { username: 'cashier', password: 'cashier1234' }, undefined, { 'x-forwarded-proto': 'https' });
    expect(res.status).toBe(303);
    expect((res.headers['set-cookie'] ?? []).find((c) => c.startsWith('ops_sid='))).toMatch(/;\s*Secure/i);
  });

  it('when hosts are mixed up, then the console is only on the operator host and sessions do not cross', async () => {
    const brandLogin = await t.request('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=cashier&password=cashier1234',
    });
    expect(cookieValue(brandLogin, 'ops_sid')).toBeUndefined();
    expect((await t.get('/wps/v2/wallets/balance', { host: OPS, headers: { authorization: `Bearer ${player.bearer}` } })).status).toBe(404);
    const session = await signIn();
    const res = await t.get('/wps/v2/wallets/balance', { headers: { cookie: session.cookie.replace('ops_sid', 'sid'), 'x-portal-client': 'web' } });
    expect(res.status).toBe(401);
  });

  it('when an operator host is also a brand hostname, then the portal refuses to start', async () => {
    await expect(startTestApp({ database: kind, env: { OPERATOR_HOSTS: AURORA } })).rejects.toThrow(/OPERATOR_HOSTS/);
  });
});
