// The back office over real HTTP: the two-step sign-in with TOTP (enrolment, replayed codes, recovery
// codes, guesses reserved under concurrency), role permissions, brand scope, and the live feature tree
// (a change is effective on the player API at once, audited, revertible), on both database engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, STAFF_PERMISSIONS, STAFF_ROLES } from '../../schemas/rules/staff-roles.ts';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { SECOND_FACTOR_LIMITS } from '../../server/features/staff/staff-auth.service.ts';
import { totpCodeAt } from '../../server/features/staff/staff-totp.ts';
import { asStaff, newSignedInStaff, newStaffAccount, OPS, signInStaff, STAFF_PASSWORD, staffCall } from './helpers/staff-client.ts';
import { AURORA, BOREALIS, catalogue, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';
import { cookieValue } from './helpers/accounts-client.ts';

const en = catalogue('en');

describe.each(DATABASE_KINDS)('back office on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: kind });
  });
  afterAll(() => t?.close());

  const firstStep = async (username: string, password = STAFF_PASSWORD) => staffCall(t, 'POST', '/bo/api/session', { username, password });

  it('when a player API path is asked of the operator host, then it is an unknown API path in the envelope, not the back office page', async () => {
    for (const path of ['/wps/system/status', '/lgw/anything', '/api/studio/x']) {
      const answer = await t.request(path, { host: OPS, headers: { 'x-language': 'EN' } });
      expect(answer.status, path).toBe(404);
      expect(answer.json(), path).toMatchObject({ success: false, message: en.errors.notFound });
    }
    // Any other path is the back office's page (its client routes).
    expect((await t.request('/players/12', { host: OPS })).text).toContain('<!doctype html');
  });

  it('when a member of staff has enrolled, then the database holds the secret sealed, never the secret, and codes still sign in', async () => {
    const account = await newStaffAccount(t, 'auditor');
    const row = await t.portal.db.selectFrom('staff_users').select(['totp_secret']).where('id', '=', BigInt(account.id)).executeTakeFirstOrThrow();
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(account.secret);
    // A sealed secret copied onto another account does not open there: that account cannot sign in with it.
    const other = await newStaffAccount(t, 'auditor');
    await t.portal.db.updateTable('staff_users').set({ totp_secret: row.totp_secret }).where('id', '=', BigInt(other.id)).execute();
    const first = await firstStep(other.username);
    const stolen = await staffCall(t, 'POST', '/bo/api/session/verify', {
      challenge: first.json().value.challenge,
      code: totpCodeAt(account.secret, Date.now()),
    });
    expect(stolen.status).toBe(401);
    expect(stolen.json().message).toBe(en.errors.staffCodeInvalid);
    expect((await signInStaff(t, account)).cookie).toMatch(/^ops_sid=/);
  });

  it('when an account without an authenticator signs in, then it enrols with a QR code, confirms with a code and gets ten recovery codes once', async () => {
    const username = `enrol-${kind}-${Date.now() % 1e6}`;
    await t.portal.services.staff.repo.create({ username, passwordHash: await hashPassword(STAFF_PASSWORD), role: 'operations', tenantIds: [] });
    const first = await firstStep(username);
    expect(first.status).toBe(200);
    const { challenge, enrol } = first.json().value;
    expect(enrol).toBe(true);
    // No session before the second factor.
    expect(cookieValue(first, 'ops_sid')).toBeUndefined();
    const enrolment = (await staffCall(t, 'POST', '/bo/api/session/enrolment', { challenge })).json().value;
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(enrolment.qrSvg).toMatch(/^<svg/);
    // Asking again shows the same secret (the QR code on screen stays valid).
    expect((await staffCall(t, 'POST', '/bo/api/session/enrolment', { challenge })).json().value.secret).toBe(enrolment.secret);
    const wrong = await staffCall(t, 'POST', '/bo/api/session/verify', { challenge, code: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.json().message).toBe(en.errors.staffCodeInvalid);
    const done = await staffCall(t, 'POST', '/bo/api/session/verify', { challenge, code: totpCodeAt(enrolment.secret, Date.now()) });
    expect(done.status).toBe(200);
    expect(done.json().value.recoveryCodes).toHaveLength(10);
    expect(done.json().value.staff).toMatchObject({ username, role: 'operations', recoveryCodesLeft: 10 });
    const cookie = `ops_sid=${cookieValue(done, 'ops_sid')}`;
    expect((await staffCall(t, 'GET', '/bo/api/session', undefined, { cookie })).json().value.staff.username).toBe(username);
    // The next sign-in asks for a code, not an enrolment, and a recovery code works exactly once.
    const again = (await firstStep(username)).json().value;
    expect(again.enrol).toBe(false);
    expect((await staffCall(t, 'POST', '/bo/api/session/enrolment', { challenge: again.challenge })).status).toBe(409);
    const recovery = done.json().value.recoveryCodes[3] as string;
    expect((await staffCall(t, 'POST', '/bo/api/session/verify', { challenge: again.challenge, recoveryCode: recovery.toUpperCase() })).status).toBe(200);
    const third = (await firstStep(username)).json().value;
    expect((await staffCall(t, 'POST', '/bo/api/session/verify', { challenge: third.challenge, recoveryCode: recovery })).status).toBe(401);
  });

  it('when a code was already used, then it is refused a second time (replay), and a used challenge is gone', async () => {
    const account = await newStaffAccount(t, 'auditor');
    const first = (await firstStep(account.username)).json().value.challenge;
    const code = totpCodeAt(account.secret, Date.now());
    const ok = await staffCall(t, 'POST', '/bo/api/session/verify', { challenge: first, code });
    expect(ok.status).toBe(200);
    expect((await staffCall(t, 'POST', '/bo/api/session/verify', { challenge: first, code })).json().code).toBe('staffChallengeExpired');
    const second = (await firstStep(account.username)).json().value.challenge;
    const replay = await staffCall(t, 'POST', '/bo/api/session/verify', { challenge: second, code });
    expect(replay.status).toBe(401);
    expect(replay.json().code).toBe('staffCodeInvalid');
  });

  it(`when 50 codes are guessed at once on one challenge, then at most ${SECOND_FACTOR_LIMITS.perChallenge} are checked and the challenge ends`, async () => {
    const account = await newStaffAccount(t, 'auditor');
    const challenge = (await firstStep(account.username)).json().value.challenge;
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => staffCall(t, 'POST', '/bo/api/session/verify', { challenge, code: String(100000 + i) })),
    );
    const checked = guesses.filter((r) => r.json().code === 'staffCodeInvalid').length;
    expect(checked).toBeLessThanOrEqual(SECOND_FACTOR_LIMITS.perChallenge);
    expect(guesses.every((r) => r.status !== 200 && r.status < 500)).toBe(true);
    // Even the right code cannot use that challenge any more.
    const right = await staffCall(t, 'POST', '/bo/api/session/verify', { challenge, code: totpCodeAt(account.secret, Date.now()) });
    expect(right.status).not.toBe(200);
  });

  it('when the back office is asked for on a brand host, then it is not there', async () => {
    for (const host of [AURORA, BOREALIS]) {
      const api = await t.request('/bo/api/session', { host });
      expect(api.status).toBe(404);
      expect(api.json().code).toBe('notFound');
      const page = await t.get('/back-office.html', { host });
      expect(page.text).not.toContain('/src/back-office/');
      expect(page.text).not.toContain('back-office-');
    }
    expect((await staffCall(t, 'GET', '/bo/api/session')).status).toBe(200);
  });

  it('when each role signs in, then the session lists exactly its permissions and the server refuses the others', async () => {
    for (const role of STAFF_ROLES) {
      const staff = await newSignedInStaff(t, role);
      const me = (await asStaff(t, staff, 'GET', '/bo/api/session')).json().value.staff;
      expect(me.permissions).toEqual(ROLE_PERMISSIONS[role]);
      const staffList = await asStaff(t, staff, 'GET', '/bo/api/staff');
      expect(staffList.status).toBe(ROLE_PERMISSIONS[role].includes('staff.manage') ? 200 : 403);
      const features = await asStaff(t, staff, 'GET', '/bo/api/brands/aurora/features');
      expect(features.status).toBe(ROLE_PERMISSIONS[role].includes('features.read') ? 200 : 403);
    }
    expect(new Set(STAFF_PERMISSIONS).size).toBe(STAFF_PERMISSIONS.length);
  });

  it('when a write comes without the CSRF token or from another site, then it is refused and nothing changes', async () => {
    const staff = await newSignedInStaff(t, 'operations');
    const body = { enabled: false, reason: 'csrf test' };
    const noToken = await staffCall(t, 'PUT', '/bo/api/brands/aurora/features/FISH', body, { cookie: staff.cookie });
    expect(noToken.status).toBe(403);
    const crossSite = await asStaff(t, staff, 'PUT', '/bo/api/brands/aurora/features/FISH', body, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const form = await t.request('/bo/api/session', {
      method: 'POST',
      host: OPS,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=a&password=b',
    });
    expect(form.status).toBe(403);
    expect(t.portal.services.featureOverrides.forTenant('aurora').has('FISH')).toBe(false);
  });

  it('when staff switch a module off, then the player API answers featureUnavailable at once; the audit shows it and reverting brings it back', async () => {
    const staff = await newSignedInStaff(t, 'operations');
    const balance = () => t.request('/wps/v2/wallets/balance', { host: AURORA });
    expect((await balance()).status).toBe(401); // on: no session
    const off = await asStaff(t, staff, 'PUT', '/bo/api/brands/aurora/features/ACCOUNT', { enabled: false, reason: 'maintenance of accounts' });
    expect(off.status).toBe(200);
    const node = off.json().value.nodes[0].children.find((n: { modId: string }) => n.modId === 'ACCOUNT');
    expect(node).toMatchObject({ fileEnabled: true, override: false, effective: false, changedBy: staff.username });
    expect(node.children.every((c: { effective: boolean }) => !c.effective)).toBe(true);
    const gated = await balance();
    expect(gated.status).toBe(404);
    expect(gated.json().code).toBe('featureUnavailable');
    // Borealis is another brand: untouched.
    expect((await t.request('/wps/v2/wallets/balance', { host: BOREALIS })).json().code).not.toBe('featureUnavailable');

    const audit = (await asStaff(t, staff, 'GET', '/bo/api/audit?action=feature&tenant=aurora')).json().value.rows;
    const line = audit.find((r: { subject: string; username: string }) => r.subject === 'ACCOUNT' && r.username === staff.username);
    expect(line).toMatchObject({
      action: 'feature.set',
      tenantId: 'aurora',
      note: 'maintenance of accounts',
      revertible: true,
      detail: { modId: 'ACCOUNT', from: null, to: false },
    });
    const reverted = await asStaff(t, staff, 'POST', `/bo/api/audit/${line.id}/revert`, { reason: 'accounts are back' });
    expect(reverted.status).toBe(200);
    expect((await balance()).status).toBe(401);
    // Reverting twice is refused: the module no longer holds what that change set.
    const twice = await asStaff(t, staff, 'POST', `/bo/api/audit/${line.id}/revert`, { reason: 'again please' });
    expect(twice.status).toBe(409);
    expect(twice.json().message).toBe(en.errors.featureNotRevertible);
  });

  it('when staff of one brand touch another brand, then it does not exist for them', async () => {
    const auroraOnly = await newSignedInStaff(t, 'operations', ['aurora']);
    expect((await asStaff(t, auroraOnly, 'GET', '/bo/api/brands/borealis/features')).status).toBe(404);
    const change = await asStaff(t, auroraOnly, 'PUT', '/bo/api/brands/borealis/features/FISH', { enabled: false, reason: 'not mine' });
    expect(change.status).toBe(404);
    expect(t.portal.services.featureOverrides.forTenant('borealis').has('FISH')).toBe(false);
    const me = (await asStaff(t, auroraOnly, 'GET', '/bo/api/session')).json().value.staff;
    expect(me.brands.map((b: { id: string }) => b.id)).toEqual(['aurora']);
    // A borealis change made by someone else is neither listed nor revertible for them.
    const admin = await newSignedInStaff(t, 'admin');
    await asStaff(t, admin, 'PUT', '/bo/api/brands/borealis/features/FISH', { enabled: false, reason: 'borealis fish off' });
    const theirs = (await asStaff(t, auroraOnly, 'GET', '/bo/api/audit')).json().value.rows;
    expect(theirs.some((r: { tenantId: string | null }) => r.tenantId !== 'aurora')).toBe(false);
    const adminLine = (await asStaff(t, admin, 'GET', '/bo/api/audit?tenant=borealis&action=feature')).json().value.rows[0];
    expect((await asStaff(t, auroraOnly, 'POST', `/bo/api/audit/${adminLine.id}/revert`, { reason: 'not mine either' })).status).toBe(404);
    await asStaff(t, admin, 'PUT', '/bo/api/brands/borealis/features/FISH', { enabled: null, reason: 'clean up' });
  });

  it('when a change names an unknown module, a bad brand or a bad reason, then it is refused with a clear message and nothing changes', async () => {
    const staff = await newSignedInStaff(t, 'operations');
    const unknown = await asStaff(t, staff, 'PUT', '/bo/api/brands/aurora/features/NOPE', { enabled: false, reason: 'no such module' });
    expect(unknown.status).toBe(400);
    expect(unknown.json().message).toContain('NOPE');
    for (const [path, body] of [
      ['/bo/api/brands/aurora/features/FISH', { enabled: false, reason: 'x' }],
      ['/bo/api/brands/aurora/features/FISH', { enabled: 'off', reason: 'valid reason' }],
      ['/bo/api/brands/aurora/features/FISH', { enabled: false }],
      ['/bo/api/brands/AURORA!/features/FISH', { enabled: false, reason: 'valid reason' }],
      ['/bo/api/brands/aurora/features/FISH', { enabled: false, reason: 'bad\u0000reason' }],
    ] as const) {
      const res = await asStaff(t, staff, 'PUT', path, body);
      expect(res.status).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(t.portal.services.featureOverrides.forTenant('aurora').has('FISH')).toBe(false);
    expect((await asStaff(t, staff, 'POST', '/bo/api/audit/99999999/revert', { reason: 'nothing there' })).status).toBe(404);
  });

  it('when an admin manages staff, then accounts are created, changed, disabled (sessions end) and two-factor reset, each audited; nobody locks themselves out', async () => {
    const admin = await newSignedInStaff(t, 'admin');
    const username = `new-${kind}-${Date.now() % 1e6}`;
    const created = await asStaff(t, admin, 'POST', '/bo/api/staff', { username, password: 'a-long-password-1', role: 'cashier', tenantIds: ['aurora'] });
    expect(created.status).toBe(200);
    expect(created.json().value).toMatchObject({ username, role: 'cashier', tenantIds: ['aurora'], enrolled: false, disabled: false });
    expect((await asStaff(t, admin, 'POST', '/bo/api/staff', { username, password: 'a-long-password-1', role: 'cashier', tenantIds: [] })).json().code).toBe(
      'staffUsernameTaken',
    );
    expect((await asStaff(t, admin, 'POST', '/bo/api/staff', { username: 'x', password: 'short', role: 'king', tenantIds: ['nowhere!'] })).status).toBe(400);
    expect(
      (
        await asStaff(t, admin, 'POST', '/bo/api/staff', { username: `${username}-b`, password: 'a-long-password-1', role: 'cashier', tenantIds: ['atlantis'] })
      ).json().code,
    ).toBe('staffUnknownBrand');

    const victim = await newSignedInStaff(t, 'operations');
    const disabled = await asStaff(t, admin, 'PATCH', `/bo/api/staff/${victim.id}`, { disabled: true });
    expect(disabled.json().value.disabled).toBe(true);
    expect((await asStaff(t, victim, 'GET', '/bo/api/brands/aurora/features')).json().code).toBe('staffSignedOut');
    expect((await firstStep(victim.username)).status).toBe(401);

    const reset = await asStaff(t, admin, 'POST', `/bo/api/staff/${created.json().value.id}/reset-two-factor`);
    expect(reset.json().value.enrolled).toBe(false);
    expect((await asStaff(t, admin, 'PATCH', `/bo/api/staff/${admin.id}`, { disabled: true })).json().code).toBe('staffOwnAccount');
    expect((await asStaff(t, admin, 'PATCH', `/bo/api/staff/${admin.id}`, { role: 'auditor' })).json().code).toBe('staffOwnAccount');
    const lines = (await asStaff(t, admin, 'GET', '/bo/api/audit?action=staff'))
      .json()
      .value.rows.filter((r: { username: string }) => r.username === admin.username);
    expect(lines.map((r: { action: string }) => r.action).sort()).toEqual(['staff.create', 'staff.resetTwoFactor', 'staff.update']);
  });

  it('when a member of staff signs out, then the session is gone and the sign-out is audited', async () => {
    const staff = await newSignedInStaff(t, 'auditor');
    expect((await asStaff(t, staff, 'DELETE', '/bo/api/session')).status).toBe(200);
    expect((await asStaff(t, staff, 'GET', '/bo/api/session')).json().value.staff).toBeNull();
    const admin = await newSignedInStaff(t, 'admin');
    const lines = (await asStaff(t, admin, 'GET', '/bo/api/audit?action=log'))
      .json()
      .value.rows.filter((r: { username: string }) => r.username === staff.username);
    expect(lines.map((r: { action: string }) => r.action)).toEqual(['logout', 'login']);
  });
});
