// Players in the back office (issue 16 item 5) over real HTTP on both engines: search, the player page
// and its lists, and the audited actions — lock/unlock, end sessions, password reset, notes, balance
// adjustments — each permission-checked and brand-scoped (staff of one brand get 404 for another's
// players on every endpoint, and nothing is written), bad input refused with nothing written, and the
// adjustments' money moving once per key and never below zero, with the ledger still sound.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { TRIAL_ACCOUNT_TYPE } from '../../server/http/session-locals.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { call, humanCheck, type Client } from './helpers/accounts-client.ts';
import { asStaff, newSignedInStaff, type StaffClient } from './helpers/staff-client.ts';
import { AURORA, BOREALIS, catalogue, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('en');
const PASSWORD = 'Player-pass-2468';
const DEVICE = 'Mozilla/5.0 (players-admin test device)';
let seq = 0;

describe.each(DATABASE_KINDS)('players in the back office on %s', (kind) => {
  let t: TestApp;
  let admin: StaffClient;
  let adminA: StaffClient;
  let opsA: StaffClient;
  let cashierA: StaffClient;
  let auditorA: StaffClient;

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    [admin, adminA, opsA, cashierA, auditorA] = [
      await newSignedInStaff(t, 'admin'),
      await newSignedInStaff(t, 'admin', ['aurora']),
      await newSignedInStaff(t, 'operations', ['aurora']),
      await newSignedInStaff(t, 'cashier', ['aurora']),
      await newSignedInStaff(t, 'auditor', ['aurora']),
    ];
  });
  afterAll(() => t?.close());

  const db = () => t.portal.db;
  const currency = 'PHP';

  /** A fresh player of `tenantId` with a password, optional e-mail and starting funds (from the cashier account). */
  async function newPlayer(tenantId: string, options: { email?: string; funds?: number; type?: number } = {}): Promise<{ id: number; account: string }> {
    const account = `pa${process.pid % 1000}x${++seq}`;
    const created = await t.portal.services.accounts.members.insert({
      tenantId,
      account,
      nickname: account,
      type: options.type ?? 0,
      email: options.email ?? null,
      passwordHash: await hashPassword(PASSWORD),
      registerMethod: 'username',
    });
    if ('conflict' in created) throw new Error(`cannot create ${account}`);
    const wallet = t.portal.services.wallet;
    await wallet.ensurePlayerWallet(tenantId, created.id, currency);
    if (options.funds) {
      await wallet.transfer({
        tenantId,
        idempotencyKey: `test-funds:${created.id}`,
        kind: 'deposit',
        from: { kind: 'house', code: 'cashier' },
        to: { kind: 'player', memberId: created.id },
        amount: options.funds,
        currency,
      });
    }
    return { id: created.id, account };
  }

  const hostOf = (tenantId: string) => (tenantId === 'aurora' ? AURORA : BOREALIS);
  async function signedInPlayer(tenantId: string, account: string): Promise<Client> {
    const res = await playerLoginWithDevice(tenantId, account);
    expect(res.status).toBe(200);
    return { host: hostOf(tenantId), bearer: res.json().value.token };
  }
  /** A sign-in from a known device, so the history can be checked. */
  async function playerLoginWithDevice(tenantId: string, account: string) {
    const host = hostOf(tenantId);
    return t.request('/wps/session/login', {
      method: 'POST',
      host,
      headers: { 'content-type': 'application/json', 'x-language': 'EN', 'user-agent': DEVICE },
      body: JSON.stringify({ type: 'username', username: account, password: PASSWORD, humanCheck: await humanCheck(t, host) }),
    });
  }
  const memberInfo = (client: Client) => call(t, client, 'GET', '/wps/member/info');
  const balanceOf = async (tenantId: string, memberId: number) => (await t.portal.services.wallet.balance(tenantId, memberId, currency)).sumBalance;
  const key = () => `test-${process.pid}-${Date.now()}-${++seq}-abcdef`;
  const adjust = (staff: StaffClient, tenantId: string, id: number, body: Record<string, unknown>) =>
    asStaff(t, staff, 'POST', `/bo/api/brands/${tenantId}/players/${id}/adjustments`, body);

  /** Row counts of every table a players endpoint may write. */
  async function writtenRows(): Promise<Record<string, number>> {
    const count = async (table: 'staff_audit' | 'member_notes' | 'ledger_transfers' | 'email_outbox' | 'sms_outbox') =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      audit: await count('staff_audit'),
      notes: await count('member_notes'),
      transfers: await count('ledger_transfers'),
      mails: await count('email_outbox'),
      sms: await count('sms_outbox'),
    };
  }
  const statusOf = async (tenantId: string, id: number) => (await t.portal.services.accounts.members.findById(tenantId, id))!.status;

  it('when staff search a brand by username, id, e-mail or mobile, then they find the player, paged and only in that brand', async () => {
    const email = `finder${++seq}@example.org`;
    const p = await newPlayer('aurora', { email });
    const other = await newPlayer('borealis', { email: `x${email}` });
    const search = async (q: string, field = 'all') => {
      const res = await asStaff(t, opsA, 'GET', `/bo/api/brands/aurora/players?q=${encodeURIComponent(q)}&field=${field}`);
      expect(res.status).toBe(200);
      return res.json().value as { players: Array<{ id: number; account: string }>; page: number; totalPages: number };
    };
    expect((await search(p.account.toUpperCase(), 'username')).players.map((x) => x.id)).toEqual([p.id]);
    expect((await search(String(p.id), 'id')).players.map((x) => x.id)).toEqual([p.id]);
    expect((await search(email.slice(0, 9).toUpperCase())).players.map((x) => x.id)).toEqual([p.id]);
    // By id: with `all`, the other brand's id (say 80) may be a run of digits of this brand's generated names.
    expect((await search(String(other.id), 'id')).players).toEqual([]);
    // The demo player's proven number, by a run of its digits.
    const demo = await t.portal.services.accounts.members.findByAccount('aurora', 'demo_player');
    const byMobile = await search(demo!.mobileE164!.slice(-6), 'mobile');
    expect(byMobile.players.map((x) => x.account)).toContain('demo_player');
    // LIKE's own characters are plain text here.
    expect((await search('%', 'username')).players).toEqual([]);
    const all = await search('');
    expect(all.totalPages).toBeGreaterThanOrEqual(1);
    expect(all.players.length).toBeLessThanOrEqual(20);
    expect(all.players.every((x) => typeof x.account === 'string')).toBe(true);
  });

  it('when staff open a player, then the page shows the profile, status, wallet and every list, each from its owner', async () => {
    const p = await newPlayer('aurora', { email: `page${++seq}@example.org`, funds: 12_345 });
    await signedInPlayer('aurora', p.account);
    const page = await asStaff(t, auditorA, 'GET', `/bo/api/brands/aurora/players/${p.id}`);
    expect(page.status).toBe(200);
    const value = page.json().value;
    expect(value.profile).toMatchObject({ id: p.id, account: p.account, status: 'active', loginCount: 1 });
    expect(value.wallet).toMatchObject({ currency, balance: 12_345, held: 0 });
    expect(value.resetChannels).toEqual(['email']);
    for (const list of ['ledger', 'deposits', 'withdrawals', 'bets', 'logins', 'notes']) {
      const res = await asStaff(t, auditorA, 'GET', `/bo/api/brands/aurora/players/${p.id}/${list}?page=1`);
      expect(res.status, list).toBe(200);
      expect(res.json().value.page).toBe(1);
    }
    const ledger = (await asStaff(t, auditorA, 'GET', `/bo/api/brands/aurora/players/${p.id}/ledger`)).json().value;
    expect(ledger.entries).toMatchObject([{ kind: 'deposit', amount: 12_345, balanceAfter: 12_345 }]);
    const logins = (await asStaff(t, auditorA, 'GET', `/bo/api/brands/aurora/players/${p.id}/logins`)).json().value;
    expect(logins.logins).toHaveLength(1);
    expect(logins.logins[0]).toMatchObject({ method: 'password', device: DEVICE });
    expect(logins.logins[0].ip).toMatch(/127\.0\.0\.1|::1/);
  });

  it('when a player is locked, then their sessions end and sign-in is refused with a clear message; unlocked, they sign in again', async () => {
    const p = await newPlayer('aurora');
    const session = await signedInPlayer('aurora', p.account);
    expect((await memberInfo(session)).status).toBe(200);
    const before = await writtenRows();

    const locked = await asStaff(t, opsA, 'PUT', `/bo/api/brands/aurora/players/${p.id}/status`, { status: 'locked', reason: 'fraud check' });
    expect(locked.status).toBe(200);
    expect(locked.json().value.profile.status).toBe('locked');
    expect((await memberInfo(session)).status).toBe(401);
    const refused = await playerLoginWithDevice('aurora', p.account);
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'accountSuspended', message: en.errors.accountSuspended });
    // A second lock changes nothing and records nothing.
    await asStaff(t, opsA, 'PUT', `/bo/api/brands/aurora/players/${p.id}/status`, { status: 'locked', reason: 'fraud check' });
    expect((await writtenRows()).audit).toBe(before.audit + 1);

    const unlocked = await asStaff(t, opsA, 'PUT', `/bo/api/brands/aurora/players/${p.id}/status`, { status: 'active', reason: 'cleared' });
    expect(unlocked.json().value.profile.status).toBe('active');
    expect((await memberInfo(await signedInPlayer('aurora', p.account))).status).toBe(200);

    const audit = await db().selectFrom('staff_audit').selectAll().where('subject', '=', `player:${p.account}#${p.id}`).orderBy('id').execute();
    expect(audit.map((a) => [a.action, a.username, a.tenant_id, a.note])).toEqual([
      ['player.lock', opsA.username, 'aurora', 'fraud check'],
      ['player.unlock', opsA.username, 'aurora', 'cleared'],
    ]);
    expect(audit[0].ip).toBeTruthy();
  });

  it('when staff force a logout, then every session of the player ends and the player can sign in again', async () => {
    const p = await newPlayer('aurora');
    const [one, two] = [await signedInPlayer('aurora', p.account), await signedInPlayer('aurora', p.account)];
    const res = await asStaff(t, opsA, 'POST', `/bo/api/brands/aurora/players/${p.id}/logout`, { reason: 'shared device' });
    expect(res.status).toBe(200);
    expect((await memberInfo(one)).status).toBe(401);
    expect((await memberInfo(two)).status).toBe(401);
    expect((await memberInfo(await signedInPlayer('aurora', p.account))).status).toBe(200);
    const line = await db().selectFrom('staff_audit').selectAll().where('action', '=', 'player.logout').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(line).toMatchObject({ tenant_id: 'aurora', subject: `player:${p.account}#${p.id}`, note: 'shared device' });
  });

  it('when staff send a password reset, then it goes by e-mail or SMS to the player and no password reaches staff', async () => {
    // Borealis has no SMTP server configured: its mail lands in the outbox, where the test reads it.
    const email = `reset${++seq}@example.org`;
    const p = await newPlayer('borealis', { email });
    const before = await writtenRows();
    const res = await asStaff(t, admin, 'POST', `/bo/api/brands/borealis/players/${p.id}/password-reset`, { channel: 'email', reason: 'player called in' });
    expect(res.status).toBe(200);
    expect(res.json().value).toEqual({ channel: 'email', to: `r***@example.org` });
    const mail = await db().selectFrom('email_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.to).toBe(email);
    // The temporary password is in the player's mail only.
    const password = /\b(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{10}\b/.exec(mail.text)?.[0];
    expect(password).toBeTruthy();
    expect(res.text).not.toContain(password!);
    expect((await writtenRows()).mails).toBe(before.mails + 1);

    const demo = (await t.portal.services.accounts.members.findByAccount('aurora', 'demo_player'))!;
    const sms = await asStaff(t, opsA, 'POST', `/bo/api/brands/aurora/players/${demo.id}/password-reset`, { channel: 'sms', reason: 'player called in' });
    expect(sms.status).toBe(200);
    expect(sms.json().value.to).toMatch(/^\+\d{2}\*+\d{4}$/);
    expect((await writtenRows()).sms).toBe(before.sms + 1);

    const noPhone = await asStaff(t, admin, 'POST', `/bo/api/brands/borealis/players/${p.id}/password-reset`, { channel: 'sms', reason: 'player called in' });
    expect(noPhone.status).toBe(400);
    expect(noPhone.json().message).toBe(en.errors.resetChannelUnavailable);
  });

  it('when staff write notes, then they are listed newest first with author and time, and the database refuses to change them', async () => {
    const p = await newPlayer('aurora');
    await asStaff(t, opsA, 'POST', `/bo/api/brands/aurora/players/${p.id}/notes`, { body: 'first call\nasked about bonus' });
    const res = await asStaff(t, cashierA, 'GET', `/bo/api/brands/aurora/players/${p.id}/notes`);
    expect(res.status).toBe(200);
    const written = await asStaff(t, adminA, 'POST', `/bo/api/brands/aurora/players/${p.id}/notes`, { body: '  second  ' });
    expect(written.status).toBe(200);
    const notes = written.json().value.notes as Array<{ body: string; author: string; at: string }>;
    expect(notes.map((n) => [n.body, n.author])).toEqual([
      ['second', adminA.username],
      ['first call\nasked about bonus', opsA.username],
    ]);
    expect(Date.parse(notes[0].at)).not.toBeNaN();
    await expect(sql`update member_notes set body = 'rewritten' where member_id = ${p.id}`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`delete from member_notes where member_id = ${p.id}`.execute(db())).rejects.toThrow(/append-only/);
  });

  it('when roles differ, then each endpoint answers by permission: a cashier and an auditor read but cannot act, operations cannot adjust', async () => {
    const p = await newPlayer('aurora', { funds: 1_000 });
    const before = await writtenRows();
    for (const staff of [cashierA, auditorA, opsA]) expect((await asStaff(t, staff, 'GET', `/bo/api/brands/aurora/players/${p.id}`)).status).toBe(200);
    const forbidden = async (staff: StaffClient, method: string, path: string, body: unknown) => {
      const res = await asStaff(t, staff, method, `/bo/api/brands/aurora/players/${p.id}${path}`, body);
      expect(res.status, `${staff.username} ${path}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'staffForbidden', message: en.errors.staffForbidden });
    };
    const credit = { direction: 'credit', amount: 100, reason: 'goodwill', idempotencyKey: key() };
    for (const staff of [cashierA, auditorA]) {
      await forbidden(staff, 'PUT', '/status', { status: 'locked', reason: 'no rights' });
      await forbidden(staff, 'POST', '/logout', { reason: 'no rights' });
      await forbidden(staff, 'POST', '/password-reset', { channel: 'email', reason: 'no rights' });
      await forbidden(staff, 'POST', '/notes', { body: 'no rights' });
    }
    for (const staff of [cashierA, auditorA, opsA]) await forbidden(staff, 'POST', '/adjustments', credit);
    expect(await writtenRows()).toEqual(before);
    expect(await balanceOf('aurora', p.id)).toBe(1_000);
    expect((await adjust(adminA, 'aurora', p.id, credit)).status).toBe(200);
    expect(await balanceOf('aurora', p.id)).toBe(1_100);
    // Signed out and cross-site writes stop at the gate.
    expect((await t.request(`/bo/api/brands/aurora/players/${p.id}`, { host: 'ops.localhost' })).status).toBe(401);
    const noCsrf = await asStaff(t, adminA, 'POST', `/bo/api/brands/aurora/players/${p.id}/logout`, { reason: 'no token' }, { 'x-csrf-token': 'wrong' });
    expect(noCsrf.status).toBe(403);
  });

  it("when staff open a player's limits, then they see the limits, the waiting change and the history, and no staff route can change them", async () => {
    const p = await newPlayer('aurora', { email: `limits${++seq}@example.org`, funds: 0 });
    const tenant = t.portal.tenants.get('aurora')!;
    await t.portal.services.limits.set(tenant, p.id, 'deposit', 'day', 5_000);
    await t.portal.services.limits.set(tenant, p.id, 'deposit', 'day', 9_000);
    const res = await asStaff(t, adminA, 'GET', `/bo/api/brands/aurora/players/${p.id}/limits`);
    expect(res.status).toBe(200);
    expect(res.json().value.limits).toEqual([
      expect.objectContaining({ kind: 'deposit', period: 'day', amount: 5_000, pendingAmount: 9_000, pendingRemoval: false }),
    ]);
    expect(res.json().value.history.map((h: { action: string }) => h.action)).toEqual(['increaseRequested', 'set']);
    for (const [method, path] of [
      ['PUT', '/limits/deposit/day'],
      ['DELETE', '/limits/deposit/day'],
      ['POST', '/limits/deposit/day/cancel'],
    ] as const) {
      expect((await asStaff(t, adminA, method, `/bo/api/brands/aurora/players/${p.id}${path}`, method === 'DELETE' ? undefined : { amount: 1 })).status).toBe(
        404,
      );
    }
    const again = await asStaff(t, adminA, 'GET', `/bo/api/brands/aurora/players/${p.id}/limits`);
    expect(again.json().value.limits[0]).toMatchObject({ amount: 5_000, pendingAmount: 9_000 });
  });

  it('when staff of brand A ask for brand B or its players on any endpoint, then every answer is 404 and nothing is written', async () => {
    const theirs = await newPlayer('borealis', { email: `theirs${++seq}@example.org`, funds: 5_000 });
    const session = await signedInPlayer('borealis', theirs.account);
    const endpoints: Array<[string, string, unknown?]> = [
      ['GET', ''],
      ['GET', '/ledger'],
      ['GET', '/deposits'],
      ['GET', '/withdrawals'],
      ['GET', '/bets'],
      ['GET', '/logins'],
      ['GET', '/notes'],
      ['GET', '/limits'],
      ['POST', '/notes', { body: 'sneaky' }],
      ['PUT', '/status', { status: 'locked', reason: 'sneaky lock' }],
      ['POST', '/logout', { reason: 'sneaky logout' }],
      ['POST', '/password-reset', { channel: 'email', reason: 'sneaky reset' }],
      ['POST', '/adjustments', { direction: 'debit', amount: 100, reason: 'sneaky debit', idempotencyKey: key() }],
    ];
    const before = await writtenRows();
    expect((await asStaff(t, adminA, 'GET', '/bo/api/brands/borealis/players')).status).toBe(404);
    for (const [method, path, body] of endpoints) {
      // The other brand named in the path, and the other brand's player under the own brand's path.
      for (const prefix of [`/bo/api/brands/borealis/players/${theirs.id}`, `/bo/api/brands/aurora/players/${theirs.id}`]) {
        const res = await asStaff(t, adminA, method, `${prefix}${path}`, body);
        expect(res.status, `${method} ${prefix}${path}`).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'notFound' });
      }
    }
    expect(await writtenRows()).toEqual(before);
    expect(await statusOf('borealis', theirs.id)).toBe('active');
    expect(await balanceOf('borealis', theirs.id)).toBe(5_000);
    expect((await memberInfo(session)).status).toBe(200);
    // Their own staff see them.
    const adminB = await newSignedInStaff(t, 'admin', ['borealis']);
    expect((await asStaff(t, adminB, 'GET', `/bo/api/brands/borealis/players/${theirs.id}`)).status).toBe(200);
    expect((await asStaff(t, adminB, 'GET', `/bo/api/brands/aurora/players`)).status).toBe(404);
  });

  it('when requests are malformed, then each gets a clear 400 (never a 5xx) and nothing is written', async () => {
    const p = await newPlayer('aurora', { email: `bad${++seq}@example.org`, funds: 2_000 });
    const base = `/bo/api/brands/aurora/players/${p.id}`;
    const good = { direction: 'credit', amount: 100, reason: 'goodwill', idempotencyKey: key() };
    const bad: Array<[string, string, unknown]> = [
      ['POST', '/adjustments', { ...good, amount: 0 }],
      ['POST', '/adjustments', { ...good, amount: -5 }],
      ['POST', '/adjustments', { ...good, amount: 1.5 }],
      ['POST', '/adjustments', { ...good, amount: '100' }],
      ['POST', '/adjustments', { ...good, amount: 1e21 }],
      ['POST', '/adjustments', { ...good, amount: 10_000_000_001 }],
      ['POST', '/adjustments', { ...good, direction: 'steal' }],
      ['POST', '/adjustments', { ...good, reason: '' }],
      ['POST', '/adjustments', { ...good, reason: 'no' }],
      ['POST', '/adjustments', { ...good, reason: 'x'.repeat(201) }],
      ['POST', '/adjustments', { ...good, reason: 'bad\u0000reason' }],
      ['POST', '/adjustments', { ...good, idempotencyKey: 'short' }],
      ['POST', '/adjustments', { ...good, idempotencyKey: 'has spaces in it, which are not allowed' }],
      ['POST', '/adjustments', { ...good, extra: true }],
      ['POST', '/adjustments', { direction: 'credit', amount: 100, idempotencyKey: key() }],
      ['POST', '/adjustments', [good]],
      ['PUT', '/status', { status: 'deleted', reason: 'nope nope' }],
      ['PUT', '/status', { status: 'locked' }],
      ['POST', '/logout', {}],
      ['POST', '/password-reset', { channel: 'fax', reason: 'player called in' }],
      ['POST', '/notes', { body: '' }],
      ['POST', '/notes', { body: '   ' }],
      ['POST', '/notes', { body: 'x'.repeat(1001) }],
      ['POST', '/notes', { body: 'bell\u0007' }],
      ['GET', '/ledger?page=0', undefined],
      ['GET', '/ledger?page=abc', undefined],
      ['GET', '/bets?page=100001', undefined],
      ['GET', '/notes?pageNo=1', undefined],
    ];
    const before = await writtenRows();
    for (const [method, path, body] of bad) {
      const res = await asStaff(t, admin, method, `${base}${path}`, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toBeTruthy();
    }
    for (const path of [
      '/bo/api/brands/aurora/players/abc',
      '/bo/api/brands/aurora/players/0',
      '/bo/api/brands/aurora/players/99999999999999999999',
      '/bo/api/brands/AURORA!/players',
    ]) {
      expect((await asStaff(t, admin, 'GET', path)).status, path).toBe(400);
    }
    expect((await asStaff(t, admin, 'GET', `/bo/api/brands/aurora/players?q=${encodeURIComponent('a\u0001b')}`)).status).toBe(400);
    expect((await asStaff(t, admin, 'GET', `/bo/api/brands/aurora/players?field=nickname`)).status).toBe(400);
    expect((await asStaff(t, admin, 'GET', `/bo/api/brands/aurora/players?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await asStaff(t, admin, 'GET', '/bo/api/brands/aurora/players/987654321')).status).toBe(404);
    const broken = await t.request(`${base}/adjustments`, {
      method: 'POST',
      host: 'ops.localhost',
      headers: { 'content-type': 'application/json', cookie: admin.cookie, 'x-csrf-token': admin.csrf },
      body: '{"direction": "credit",',
    });
    expect(broken.status).toBe(400);
    expect(await writtenRows()).toEqual(before);
    expect(await balanceOf('aurora', p.id)).toBe(2_000);
    expect(await statusOf('aurora', p.id)).toBe('active');
  });

  it('when a debit is larger than the balance or the account is a free-play one, then it is refused with the reason and nothing moves', async () => {
    const p = await newPlayer('aurora', { funds: 1_000 });
    const before = await writtenRows();
    const res = await adjust(admin, 'aurora', p.id, { direction: 'debit', amount: 1_001, reason: 'chargeback', idempotencyKey: key() });
    expect(res.status).toBe(409);
    expect(res.json()).toMatchObject({ code: 'adjustBalanceTooLow', message: en.errors.adjustBalanceTooLow.replace('{{balance}}', 'P10.00') });
    const guest = await newPlayer('aurora', { type: TRIAL_ACCOUNT_TYPE });
    const trial = await adjust(admin, 'aurora', guest.id, { direction: 'credit', amount: 100, reason: 'goodwill', idempotencyKey: key() });
    expect(trial.status).toBe(409);
    expect(trial.json()).toMatchObject({ code: 'adjustTrialAccount', message: en.errors.adjustTrialAccount });
    expect(await writtenRows()).toEqual(before);
    expect(await balanceOf('aurora', p.id)).toBe(1_000);
  });

  it('when 50 requests with one idempotency key race, then the money moves once, one audit line is written, and the ledger stays sound', async () => {
    const p = await newPlayer('aurora', { funds: 500 });
    const body = { direction: 'credit', amount: 2_500, reason: 'missed bonus', idempotencyKey: key() };
    const auditBefore = (await writtenRows()).audit;
    const answers = await Promise.all(Array.from({ length: 50 }, () => adjust(admin, 'aurora', p.id, body)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(answers.filter((a) => a.json().value.replayed === false)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().value.transferId)).size).toBe(1);
    expect(await balanceOf('aurora', p.id)).toBe(3_000);
    expect((await writtenRows()).audit).toBe(auditBefore + 1);
    const line = await db().selectFrom('staff_audit').selectAll().where('action', '=', 'player.adjust').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(line).toMatchObject({ username: admin.username, tenant_id: 'aurora', subject: `player:${p.account}#${p.id}`, note: 'missed bonus' });
    expect(line.detail).toMatchObject({ direction: 'credit', amount: 2_500, currency });
    const ledger = (await asStaff(t, admin, 'GET', `/bo/api/brands/aurora/players/${p.id}/ledger`)).json().value;
    expect(ledger.entries[0]).toMatchObject({ kind: 'adjustment', amount: 2_500, balanceAfter: 3_000, reason: 'missed bonus' });
    // The same key for another movement is refused, not replayed.
    const conflict = await adjust(admin, 'aurora', p.id, { ...body, amount: 1 });
    expect(conflict.json().code).toBe('idempotencyConflict');
    expect((await auditLedger(db(), { tenantId: 'aurora' })).sound).toBe(true);
  });

  it('when 50 different debits race, then the balance never goes below zero, exactly what it covered is taken, and the ledger stays sound', async () => {
    const p = await newPlayer('aurora', { funds: 10_000 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => adjust(admin, 'aurora', p.id, { direction: 'debit', amount: 700, reason: 'chargeback', idempotencyKey: key() })),
    );
    const taken = answers.filter((a) => a.status === 200).length;
    expect(taken).toBe(Math.floor(10_000 / 700));
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.json().code === 'adjustBalanceTooLow')).toBe(true);
    expect(await balanceOf('aurora', p.id)).toBe(10_000 - taken * 700);
    const report = await auditLedger(db());
    expect(report.problems).toEqual([]);
    expect(report.sound).toBe(true);
  });
});
