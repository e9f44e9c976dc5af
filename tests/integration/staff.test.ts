// The back office's staff API (/bo/api) over real HTTP on both engines: only on the operator host, its
// sessions (HttpOnly, SameSite=Strict, CSRF on every write, idle and absolute expiry), sign-in limits
// that hold under concurrency and never let a stranger lock a colleague out, brand scope, the cashier
// moving real money through the deposit and withdrawal services exactly once, and an audit that
// cannot be rewritten.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { hashToken, STAFF_LOGIN_LIMITS } from '../../server/features/staff/staff-auth.service.ts';
import { totpCodeAt } from '../../server/features/staff/staff-totp.ts';
import { call, cookieValue, loginBearer, type Client } from './helpers/accounts-client.ts';
import type { TestResponse } from './helpers/http-client.ts';
import { asStaff, newSignedInStaff, newStaffAccount, OPS, STAFF_PASSWORD, staffCall, type StaffClient } from './helpers/staff-client.ts';
import { AURORA, catalogue, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('en').errors;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const PLAYER_PASSWORD = 'Secret123';
const PAY_PW = '135790';
let seq = 0;
const newKey = (what: string) => `bo-${what}-${Date.now()}-${++seq}`;

interface Player {
  client: Client;
  memberId: number;
  account: string;
}

describe.each(DATABASE_KINDS)('back office staff API on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
  });
  afterAll(() => t?.close());

  /** A new aurora member with `funds` in the wallet, signed in by bearer. */
  async function newPlayer(funds = 0): Promise<Player> {
    const account = `bo${Date.now() % 1_000_000}${++seq}`;
    const created = await t.portal.services.accounts.members.insert({
      tenantId: 'aurora',
      account,
      nickname: account,
      type: 0,
      registerMethod: 'seed',
      passwordHash: await hashPassword(PLAYER_PASSWORD),
    });
    if ('conflict' in created) throw new Error('member exists');
    if (funds > 0)
      await t.portal.services.wallet.transfer({
        tenantId: 'aurora',
        idempotencyKey: `seed-${account}`,
        kind: 'deposit',
        from: { kind: 'house', code: 'cashier' },
        to: { kind: 'player', memberId: created.id },
        amount: funds,
        currency: 'PHP',
      });
    const login = await loginBearer(t, AURORA, account, PLAYER_PASSWORD);
    expect(login.status).toBe(200);
    return { client: { host: AURORA, bearer: login.json().value.token }, memberId: created.id, account };
  }

  const balanceOf = async (p: Player) => (await call(t, p.client, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as number;

  async function bankDeposit(p: Player, amount = 25_000, options: { receipt?: boolean } = {}): Promise<number> {
    const res = await call(t, p.client, 'POST', '/wps/deposits/bank', {
      methodId: 'bank',
      bankAccountId: 'bdo-1',
      amount,
      reference: `REF-${seq}`,
      idempotencyKey: newKey('deposit'),
    });
    expect(res.status).toBe(200);
    const id = res.json().value.id as number;
    if (options.receipt) {
      const upload = await t.request(`/wps/deposits/${id}/receipt`, {
        method: 'POST',
        headers: { authorization: `Bearer ${p.client.bearer}`, 'content-type': 'image/png', 'x-language': 'EN' },
        body: PNG,
      });
      expect(upload.status).toBe(200);
    }
    return id;
  }

  /** A player with funds, a payment password and a card, who asked to withdraw `amount` (held at once). */
  async function withdrawal(amount = 30_000): Promise<{ player: Player; id: number }> {
    const player = await newPlayer(100_000);
    expect((await call(t, player.client, 'PUT', '/wps/member/payment-password', { newPaymentPassword: PAY_PW, loginPassword: PLAYER_PASSWORD })).status).toBe(
      200,
    );
    const card = await call(t, player.client, 'POST', '/wps/withdrawals/cards', {
      bankName: 'BDO',
      cardHolder: 'JUAN DELA CRUZ',
      cardNumber: '1234567890123',
      paymentPassword: PAY_PW,
    });
    expect(card.status).toBe(200);
    const res = await call(t, player.client, 'POST', '/wps/withdrawals', {
      cardId: card.json().value.id,
      amount,
      paymentPassword: PAY_PW,
      idempotencyKey: newKey('withdrawal'),
    });
    expect(res.status).toBe(200);
    return { player, id: res.json().value.id as number };
  }

  const list = async (staff: StaffClient, tab: string, query = '') => {
    const res = await asStaff(t, staff, 'GET', `/bo/api/cashier/${tab}${query}`);
    expect(res.status).toBe(200);
    return res.json().value as { tab: string; items: Array<Record<string, any>>; page: number; totalPages: number; brands: Array<Record<string, any>> };
  };
  const rowOf = async (staff: StaffClient, tab: string, id: number, query = '') =>
    (await list(staff, tab, query)).items.find((i) => i.tenantId === 'aurora' && i.id === id);
  const act = (staff: StaffClient, path: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    asStaff(t, staff, 'POST', `/bo/api/cashier/${path}`, body, headers);
  const auditOf = async (subject: string) =>
    (
      await sql<{
        action: string;
        username: string;
        note: string | null;
      }>`select action, username, note from staff_audit where subject = ${subject} order by id`.execute(t.portal.db)
    ).rows;
  const signInStep = (username: string, password: string, headers: Record<string, string> = {}, extra: Record<string, string> = {}) =>
    staffCall(t, 'POST', '/bo/api/session', { username, password, ...extra }, headers);
  const messageOf = (res: TestResponse) => [res.status, res.json().message];

  describe('hosts', () => {
    it('when a brand host is asked for the back office, then /bo/api answers 404, no staff cookie is set and no back-office page is served', async () => {
      const account = await newStaffAccount(t, 'cashier');
      const session = await t.request('/bo/api/session', { host: AURORA });
      expect([session.status, session.json().code]).toEqual([404, 'notFound']);
      const signIn = await t.request('/bo/api/session', {
        method: 'POST',
        host: AURORA,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: account.username, password: STAFF_PASSWORD }),
      });
      expect(signIn.status).toBe(404);
      expect(cookieValue(signIn, 'ops_sid')).toBeUndefined();
      for (const path of ['/', '/cashier', '/back-office.html']) expect((await t.get(path, { host: AURORA })).text).not.toContain('data-fixture="back-office"');

      const page = await t.get('/cashier', { host: OPS });
      expect(page.status).toBe(200);
      expect(page.text).toContain('data-fixture="back-office"');
      expect(page.text).toMatch(/<script nonce="[^"]+" type="module"/);
    });

    it('when hosts are mixed up, then the player API is not on the operator host and a staff cookie is no player session', async () => {
      const player = await newPlayer();
      const bearer = { authorization: `Bearer ${player.client.bearer}`, 'content-type': 'application/json' };
      // A player API path on the operator host is an unknown API path there, never the player's data.
      const balance = await t.get('/wps/v2/wallets/balance', { host: OPS, headers: bearer });
      expect([balance.status, balance.json().success, balance.text.includes('sumBalance')]).toEqual([404, false, false]);
      const login = await t.request('/wps/session/login', { method: 'POST', host: OPS, headers: bearer, body: '{}' });
      expect([login.status, login.json().code]).toEqual([404, 'notFound']);
      const staff = await newSignedInStaff(t, 'cashier');
      const res = await t.get('/wps/v2/wallets/balance', { headers: { cookie: staff.cookie.replace('ops_sid', 'sid'), 'x-portal-client': 'web' } });
      expect(res.status).toBe(401);
    });

    it('when an operator host is also a brand hostname, then the portal refuses to start', async () => {
      await expect(startTestApp({ database: kind, env: { OPERATOR_HOSTS: AURORA } })).rejects.toThrow(/OPERATOR_HOSTS/);
    });
  });

  describe('sign-in and sessions', () => {
    it('when a staff member signs in over HTTPS, then the session cookie is HttpOnly, SameSite=Strict and Secure, and only the second step sets it', async () => {
      const account = await newStaffAccount(t, 'cashier');
      const https = { 'x-forwarded-proto': 'https' };
      const first = await signInStep(account.username, STAFF_PASSWORD, https);
      expect(first.json().value).toMatchObject({ enrol: false, challenge: expect.any(String) });
      expect(cookieValue(first, 'ops_sid')).toBeUndefined();
      const second = await staffCall(
        t,
        'POST',
        '/bo/api/session/verify',
        { challenge: first.json().value.challenge, code: totpCodeAt(account.secret, Date.now()) },
        https,
      );
      expect(second.status).toBe(200);
      const set = (second.headers['set-cookie'] ?? []).find((c) => c.startsWith('ops_sid='))!;
      expect(set).toMatch(/HttpOnly/i);
      expect(set).toMatch(/SameSite=Strict/i);
      expect(set).toMatch(/;\s*Secure/i);
      expect(cookieValue(second, 'ops_sid')).toMatch(/^[A-Za-z0-9_-]{22}$/);
      // The CSRF token is for the page's writes; the session itself stays in the cookie no script can read.
      expect(second.json().value).toMatchObject({ staff: { username: account.username, role: 'cashier' }, csrfToken: expect.any(String) });
    });

    it('when the password is wrong or the username unknown, then both get the one generic message and no challenge', async () => {
      const account = await newStaffAccount(t, 'cashier');
      const wrong = await signInStep(account.username, 'not-the-password');
      const unknown = await signInStep('nobody-here', 'not-the-password');
      expect(messageOf(wrong)).toEqual([401, en.staffLoginFailed]);
      expect(messageOf(unknown)).toEqual([401, en.staffLoginFailed]);
      expect(wrong.json().value ?? null).toBeNull();
      expect(unknown.json().value ?? null).toBeNull();
    });

    it('when one address gets five wrong passwords for a username, then that address is refused but the owner elsewhere signs in with a captcha', async () => {
      const account = await newStaffAccount(t, 'cashier');
      const stranger = { 'x-forwarded-for': '198.51.100.66' };
      for (let i = 0; i < STAFF_LOGIN_LIMITS.perPair; i++) expect((await signInStep(account.username, `wrong-${i}`, stranger)).status).toBe(401);
      const refused = await signInStep(account.username, STAFF_PASSWORD, stranger);
      expect(messageOf(refused)).toEqual([429, en.tooManyRequests]);

      const owner = { 'x-forwarded-for': '203.0.113.9' };
      const asked = await signInStep(account.username, STAFF_PASSWORD, owner);
      expect(messageOf(asked)).toEqual([400, en.captchaRequired]);
      // The failure envelope carries the captcha to show.
      const captcha = asked.json().value.captcha as { id: string; image: string };
      expect(captcha.image).toMatch(/^data:image\//);
      const answer = (JSON.parse((await t.portal.sharedState.get(`captcha:${captcha.id}`))!) as { a: string }).a;
      const first = await signInStep(account.username, STAFF_PASSWORD, owner, { captchaId: captcha.id, captcha: answer });
      expect(first.status).toBe(200);
      const second = await staffCall(
        t,
        'POST',
        '/bo/api/session/verify',
        { challenge: first.json().value.challenge, code: totpCodeAt(account.secret, Date.now()) },
        owner,
      );
      expect(second.status).toBe(200);
      expect(cookieValue(second, 'ops_sid')).toBeDefined();
    });

    it('when 50 guesses for one staff username arrive at once from one address, then at most 5 passwords are checked and the right one afterwards opens nothing', async () => {
      const account = await newStaffAccount(t, 'admin');
      const ip = { 'x-forwarded-for': '198.51.100.77', connection: 'close' };
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => signInStep(account.username, i === 49 ? STAFF_PASSWORD : `wrong-${i}`, ip)));
      const statuses = answers.map((a) => a.status);
      // 401 = a wrong password checked, 200 = the right one checked; 429 (address locked) and 400 (the
      // username now needs a captcha) = refused before any check.
      expect(statuses.filter((s) => ![200, 400, 401, 429].includes(s))).toEqual([]);
      expect(statuses.filter((s) => s === 401 || s === 200).length).toBeLessThanOrEqual(STAFF_LOGIN_LIMITS.perPair);
      // Only checked failures stay counted (a refused attempt gives its count back), so the pair is locked
      // afterwards exactly when five wrong passwords were checked.
      if (!statuses.includes(200) && statuses.filter((s) => s === 401).length >= STAFF_LOGIN_LIMITS.perPair)
        expect((await signInStep(account.username, STAFF_PASSWORD, ip)).status).toBe(429);
    });

    it('when colleagues behind one office address sign in more often than the address failure limit, then every sign-in succeeds', async () => {
      const account = await newStaffAccount(t, 'cashier');
      const office = { 'x-forwarded-for': '198.51.100.90' };
      const statuses: number[] = [];
      for (let i = 0; i <= STAFF_LOGIN_LIMITS.perIp; i++) statuses.push((await signInStep(account.username, STAFF_PASSWORD, office)).status);
      expect(statuses).toEqual(Array(STAFF_LOGIN_LIMITS.perIp + 1).fill(200));
    });

    it('when a sign-in is not JSON or comes from another site, then it is refused and nobody gets a challenge', async () => {
      const account = await newStaffAccount(t, 'cashier');
      const good = { username: account.username, password: STAFF_PASSWORD };
      const form = await t.request('/bo/api/session', {
        method: 'POST',
        host: OPS,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-language': 'EN' },
        body: new URLSearchParams(good).toString(),
      });
      const plain = await t.request('/bo/api/session', {
        method: 'POST',
        host: OPS,
        headers: { 'content-type': 'text/plain', 'x-language': 'EN' },
        body: JSON.stringify(good),
      });
      const crossSite = await staffCall(t, 'POST', '/bo/api/session', good, { 'sec-fetch-site': 'cross-site' });
      const foreignOrigin = await staffCall(t, 'POST', '/bo/api/session', good, { origin: 'https://evil.example' });
      for (const res of [form, plain, crossSite, foreignOrigin]) {
        expect(messageOf(res)).toEqual([403, en.csrfFailed]);
        expect(res.json().value ?? null).toBeNull();
      }
      expect((await staffCall(t, 'POST', '/bo/api/session', good, { 'sec-fetch-site': 'same-origin', origin: `http://${OPS}` })).status).toBe(200);
    });

    it('when a write lacks the session CSRF token or comes from another site, then it is refused with 403 and nothing happens', async () => {
      const staff = await newSignedInStaff(t, 'cashier');
      const player = await newPlayer();
      const id = await bankDeposit(player);
      const path = `deposits/aurora/${id}/approve`;
      const refused = [
        await staffCall(t, 'POST', `/bo/api/cashier/${path}`, {}, { cookie: staff.cookie }),
        await act(staff, path, {}, { 'x-csrf-token': 'not-the-token' }),
        await act(staff, path, {}, { 'sec-fetch-site': 'cross-site' }),
        await act(staff, path, {}, { origin: 'https://evil.example' }),
        await staffCall(t, 'DELETE', '/bo/api/session', undefined, { cookie: staff.cookie }),
      ];
      for (const res of refused) expect(messageOf(res)).toEqual([403, en.csrfFailed]);
      expect(await balanceOf(player)).toBe(0);
      expect((await rowOf(staff, 'deposits', id))?.status).toBe('pending');
      expect(await auditOf(`deposit:${id}`)).toEqual([]);
      // The refused sign-out left the session alive; with the token it ends.
      expect((await asStaff(t, staff, 'GET', '/bo/api/session')).json().value.staff.username).toBe(staff.username);
      expect((await asStaff(t, staff, 'DELETE', '/bo/api/session', undefined, { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
      expect((await asStaff(t, staff, 'GET', '/bo/api/session')).json().value).toEqual({ staff: null });
      expect(messageOf(await asStaff(t, staff, 'GET', '/bo/api/cashier/deposits'))).toEqual([401, en.staffSignedOut]);
    });

    it('when a session sits idle past 15 minutes or is older than 8 hours, then it no longer works', async () => {
      const tokenHashOf = (staff: StaffClient) => hashToken(staff.cookie.slice('ops_sid='.length));
      const idle = await newSignedInStaff(t, 'cashier');
      await sql`update staff_sessions set last_seen_at = now() - interval '14 minutes' where token_hash = ${tokenHashOf(idle)}`.execute(t.portal.db);
      expect((await asStaff(t, idle, 'GET', '/bo/api/cashier/deposits')).status).toBe(200);
      await sql`update staff_sessions set last_seen_at = now() - interval '16 minutes' where token_hash = ${tokenHashOf(idle)}`.execute(t.portal.db);
      expect(messageOf(await asStaff(t, idle, 'GET', '/bo/api/cashier/deposits'))).toEqual([401, en.staffSignedOut]);

      const old = await newSignedInStaff(t, 'cashier');
      await sql`update staff_sessions set created_at = now() - interval '9 hours' where token_hash = ${tokenHashOf(old)}`.execute(t.portal.db);
      expect(messageOf(await asStaff(t, old, 'GET', '/bo/api/cashier/deposits'))).toEqual([401, en.staffSignedOut]);
    });
  });

  describe('cashier', () => {
    it('when a cashier approves a bank deposit, then the balance rises once, a second approval is refused, and the audit keeps it for good', async () => {
      const staff = await newSignedInStaff(t, 'cashier');
      const player = await newPlayer();
      const id = await bankDeposit(player, 25_000);
      const waiting = await list(staff, 'deposits');
      expect(waiting.tab).toBe('deposits');
      expect(waiting.items.find((i) => i.id === id)).toMatchObject({
        tenantId: 'aurora',
        account: player.account,
        amount: 25_000,
        status: 'pending',
        methodKind: 'manualBank',
      });
      // Every brand of the member, with how its money is written (the page formats P250.00 from it).
      expect(waiting.brands).toEqual(
        expect.arrayContaining([
          { id: 'aurora', name: 'Aurora Play', symbol: 'P', minorUnits: 2 },
          { id: 'borealis', name: 'Borealis Casino', symbol: 'P', minorUnits: 2 },
        ]),
      );

      const approved = await act(staff, `deposits/aurora/${id}/approve`);
      expect(approved.status).toBe(200);
      expect(approved.json().value).toMatchObject({ id, status: 'approved', reviewedBy: staff.username });
      expect(await balanceOf(player)).toBe(25_000);
      expect(messageOf(await act(staff, `deposits/aurora/${id}/approve`))).toEqual([409, en.alreadyReviewed]);
      expect(messageOf(await act(staff, `deposits/aurora/${id}/reject`, { note: 'too late' }))).toEqual([409, en.alreadyReviewed]);
      expect(await balanceOf(player)).toBe(25_000);
      expect(await rowOf(staff, 'deposits', id)).toBeUndefined();
      expect(await rowOf(staff, 'deposits', id, '?status=done')).toMatchObject({ status: 'approved' });

      expect(await auditOf(`deposit:${id}`)).toEqual([{ action: 'deposit.approve', username: staff.username, note: null }]);
      await expect(sql`update staff_audit set username = 'someone else'`.execute(t.portal.db)).rejects.toThrow(/append-only/);
      await expect(sql`delete from staff_audit`.execute(t.portal.db)).rejects.toThrow(/append-only/);
      expect(await auditOf(`deposit:${id}`)).toHaveLength(1);
    });

    it('when 50 approvals of one deposit arrive at once, then the money moves once, one approval succeeds and the audit has one line', async () => {
      const staff = await newSignedInStaff(t, 'cashier');
      const player = await newPlayer();
      const id = await bankDeposit(player, 40_000);
      const answers = await Promise.all(Array.from({ length: 50 }, () => act(staff, `deposits/aurora/${id}/approve`, {}, { connection: 'close' })));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, ...Array(49).fill(409)]);
      expect(await balanceOf(player)).toBe(40_000);
      expect(await auditOf(`deposit:${id}`)).toEqual([{ action: 'deposit.approve', username: staff.username, note: null }]);
    });

    it('when a rejection has no note, then nothing changes; with a note the deposit is rejected, nothing is credited and the note is kept', async () => {
      const staff = await newSignedInStaff(t, 'cashier');
      const player = await newPlayer();
      const id = await bankDeposit(player);
      expect(messageOf(await act(staff, `deposits/aurora/${id}/reject`))).toEqual([400, en.staffNoteRequired]);
      expect(messageOf(await act(staff, `deposits/aurora/${id}/reject`, { note: '   ' }))).toEqual([400, en.staffNoteRequired]);
      expect((await act(staff, `deposits/aurora/${id}/reject`, { note: 'x'.repeat(141) })).json().code).toBe('validation');
      expect((await act(staff, `deposits/aurora/${id}/reject`, { note: 'no\u0000money' })).json().code).toBe('validation');
      expect((await rowOf(staff, 'deposits', id))?.status).toBe('pending');
      expect(await auditOf(`deposit:${id}`)).toEqual([]);

      const rejected = await act(staff, `deposits/aurora/${id}/reject`, { note: 'no money arrived' });
      expect(rejected.json().value).toMatchObject({ status: 'rejected', note: 'no money arrived' });
      expect(await balanceOf(player)).toBe(0);
      expect(await rowOf(staff, 'deposits', id, '?status=done')).toMatchObject({ status: 'rejected', note: 'no money arrived', reviewedBy: staff.username });
      expect(await auditOf(`deposit:${id}`)).toEqual([{ action: 'deposit.reject', username: staff.username, note: 'no money arrived' }]);
    });

    it('when a cashier pays out one withdrawal and rejects another, then the paid one leaves for good and the rejected one returns to the wallet', async () => {
      const staff = await newSignedInStaff(t, 'cashier');
      const paid = await withdrawal(30_000);
      expect(await balanceOf(paid.player)).toBe(70_000);
      expect(await rowOf(staff, 'withdrawals', paid.id)).toMatchObject({ status: 'pending', amount: 30_000, bankName: 'BDO', cardHolder: 'JUAN DELA CRUZ' });
      expect((await act(staff, `withdrawals/aurora/${paid.id}/approve`)).json().value).toMatchObject({ status: 'approved' });
      expect(await balanceOf(paid.player)).toBe(70_000);
      expect(await rowOf(staff, 'withdrawals', paid.id)).toBeUndefined();
      expect(await rowOf(staff, 'withdrawals', paid.id, '?status=done')).toMatchObject({ status: 'approved', reviewedBy: staff.username });
      expect(messageOf(await act(staff, `withdrawals/aurora/${paid.id}/reject`, { note: 'changed my mind' }))).toEqual([409, en.alreadyReviewed]);

      const refused = await withdrawal(30_000);
      expect((await act(staff, `withdrawals/aurora/${refused.id}/reject`, { note: 'card name does not match' })).json().value).toMatchObject({
        status: 'rejected',
      });
      expect(await balanceOf(refused.player)).toBe(100_000);
      expect((await auditOf(`withdrawal:${refused.id}`)).map((a) => a.action)).toEqual(['withdrawal.reject']);
    });

    it('when a player disputes a payout with proof, then the disputes tab shows it with its images and a refund with a note returns the money once', async () => {
      const staff = await newSignedInStaff(t, 'cashier');
      const { player, id } = await withdrawal(30_000);
      expect((await act(staff, `withdrawals/aurora/${id}/approve`)).status).toBe(200);
      const proof = await t.request(`/wps/withdrawals/${id}/proofs`, {
        method: 'POST',
        headers: { authorization: `Bearer ${player.client.bearer}`, 'content-type': 'image/png', 'x-language': 'EN' },
        body: PNG,
      });
      expect(proof.status).toBe(200);
      expect((await call(t, player.client, 'POST', `/wps/withdrawals/${id}/confirm`, { state: 'notReceived', note: 'nothing arrived' })).status).toBe(200);

      const disputes = await list(staff, 'disputes');
      expect(disputes.tab).toBe('disputes');
      expect(disputes.items.find((i) => i.id === id)).toMatchObject({ status: 'disputed', proofCount: 1, receivedAmount: 0 });
      const image = await asStaff(t, staff, 'GET', `/bo/api/cashier/withdrawals/aurora/${id}/images/1`);
      expect([image.status, image.headers['content-type'], image.headers['cache-control']]).toEqual([200, 'image/png', 'private, no-store']);
      expect((await asStaff(t, staff, 'GET', `/bo/api/cashier/withdrawals/aurora/${id}/images/2`)).status).toBe(404);

      expect(messageOf(await act(staff, `withdrawals/aurora/${id}/resolve`, { note: 'bank says no' }))).toEqual([400, en.badRequest]);
      expect(messageOf(await act(staff, `withdrawals/aurora/${id}/resolve`, { outcome: 'refund' }))).toEqual([400, en.staffNoteRequired]);
      expect(await balanceOf(player)).toBe(70_000);
      expect((await act(staff, `withdrawals/aurora/${id}/resolve`, { outcome: 'refund', note: 'bank confirmed the return' })).json().value).toMatchObject({
        status: 'resolved',
      });
      expect(await balanceOf(player)).toBe(100_000);
      expect(messageOf(await act(staff, `withdrawals/aurora/${id}/resolve`, { outcome: 'refund', note: 'again' }))).toEqual([409, en.alreadyReviewed]);
      expect(await balanceOf(player)).toBe(100_000);
      expect((await list(staff, 'disputes')).items.find((i) => i.id === id)).toBeUndefined();
      expect(await auditOf(`withdrawal:${id}`)).toEqual([
        { action: 'withdrawal.approve', username: staff.username, note: null },
        { action: 'withdrawal.resolve.refund', username: staff.username, note: 'bank confirmed the return' },
      ]);
    });

    it("when a member of staff is limited to another brand, then this brand's items are not listed, not actionable and their images are not found", async () => {
      const player = await newPlayer();
      const id = await bankDeposit(player, 25_000, { receipt: true });
      const aurora = await newSignedInStaff(t, 'cashier', ['aurora']);
      expect(await rowOf(aurora, 'deposits', id)).toMatchObject({ hasReceipt: true });
      const receipt = await asStaff(t, aurora, 'GET', `/bo/api/cashier/deposits/aurora/${id}/images/1`);
      expect([receipt.status, receipt.headers['content-type'], receipt.headers['x-content-type-options']]).toEqual([200, 'image/png', 'nosniff']);
      expect((await asStaff(t, aurora, 'GET', `/bo/api/cashier/deposits/aurora/${id}/images/2`)).status).toBe(404);

      const borealis = await newSignedInStaff(t, 'cashier', ['borealis']);
      const seen = await list(borealis, 'deposits', '?status=all');
      expect(seen.items.filter((i) => i.tenantId !== 'borealis')).toEqual([]);
      expect(seen.brands.map((b) => b.id)).toEqual(['borealis']);
      expect(messageOf(await act(borealis, `deposits/aurora/${id}/approve`))).toEqual([404, en.notFound]);
      expect(messageOf(await act(borealis, `deposits/aurora/${id}/reject`, { note: 'not mine' }))).toEqual([404, en.notFound]);
      expect((await asStaff(t, borealis, 'GET', `/bo/api/cashier/deposits/aurora/${id}/images/1`)).status).toBe(404);
      expect(await balanceOf(player)).toBe(0);
      expect(await auditOf(`deposit:${id}`)).toEqual([]);
    });

    it('when a role may only read the cashier, then it lists but cannot decide; a role without the cashier cannot list', async () => {
      const player = await newPlayer();
      const id = await bankDeposit(player);
      const auditor = await newSignedInStaff(t, 'auditor');
      expect(await rowOf(auditor, 'deposits', id)).toMatchObject({ status: 'pending' });
      expect(messageOf(await act(auditor, `deposits/aurora/${id}/approve`))).toEqual([403, en.staffForbidden]);
      const marketing = await newSignedInStaff(t, 'marketing');
      expect(messageOf(await asStaff(t, marketing, 'GET', '/bo/api/cashier/deposits'))).toEqual([403, en.staffForbidden]);
      expect(messageOf(await asStaff(t, marketing, 'GET', `/bo/api/cashier/deposits/aurora/${id}/images/1`))).toEqual([403, en.staffForbidden]);
      expect(await balanceOf(player)).toBe(0);
    });

    it('when the cashier is called with bad input, then each gets a clear 4xx and nothing is written', async () => {
      const staff = await newSignedInStaff(t, 'cashier');
      const player = await newPlayer();
      const id = await bankDeposit(player);
      const gets = [
        '/bo/api/cashier/payouts',
        '/bo/api/cashier/deposits?status=later',
        '/bo/api/cashier/deposits?page=0',
        '/bo/api/cashier/deposits?page=1e21',
      ];
      for (const path of gets) expect((await asStaff(t, staff, 'GET', path)).json().code).toBe('validation');
      const posts: Array<[string, Record<string, unknown>]> = [
        [`deposits/aurora/${id}/resolve`, { outcome: 'refund', note: 'deposits have no disputes' }],
        [`deposits/aurora/${id}/approve`, { extra: true }],
        [`deposits/aurora/${id}/approve`, { note: 42 }],
        [`deposits/aurora/abc/approve`, {}],
        [`deposits/Aurora!/${id}/approve`, {}],
        [`deposits/aurora/${id}/pay`, {}],
      ];
      for (const [path, body] of posts) {
        const res = await act(staff, path, body);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      }
      expect((await asStaff(t, staff, 'GET', `/bo/api/cashier/deposits/aurora/${id}/images/4`)).json().code).toBe('validation');
      expect((await rowOf(staff, 'deposits', id))?.status).toBe('pending');
      expect(await auditOf(`deposit:${id}`)).toEqual([]);
    });
  });
});
