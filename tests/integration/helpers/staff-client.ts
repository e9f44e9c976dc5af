// Staff in integration tests: a fresh account per test (its own TOTP secret, so codes never collide
// with another test's), signed in through the real two-step API, and calls with its cookie and CSRF token.
import type { StaffRole } from '../../../schemas/rules/staff-roles.ts';
import { hashPassword } from '../../../server/features/accounts/password-hasher.ts';
import { hashToken } from '../../../server/features/staff/staff-auth.service.ts';
import { newRecoveryCodes, newTotpSecret, normaliseRecoveryCode, totpCodeAt } from '../../../server/features/staff/staff-totp.ts';
import { cookieValue } from './accounts-client.ts';
import type { TestResponse } from './http-client.ts';
import type { TestApp } from './test-app.ts';

export const OPS = 'ops.localhost';
export const STAFF_PASSWORD = 'staff-password-1234';
let seq = 0;

export interface StaffClient {
  id: number;
  username: string;
  secret: string;
  recoveryCodes: string[];
  cookie: string;
  csrf: string;
}

/** An enrolled account with a known secret and recovery codes, not signed in yet. */
export async function newStaffAccount(t: TestApp, role: StaffRole, tenantIds: string[] = []): Promise<Omit<StaffClient, 'cookie' | 'csrf'>> {
  const username = `${role.toLowerCase()}-${process.pid}-${Date.now() % 1e7}-${++seq}`;
  const created = await t.portal.services.staff.repo.create({ username, passwordHash: await hashPassword(STAFF_PASSWORD), role, tenantIds });
  if (!created) throw new Error(`cannot create ${username}`);
  const secret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  await t.portal.services.staff.repo.seedConfirmedTotp(
    created.id,
    secret,
    recoveryCodes.map((c) => hashToken(normaliseRecoveryCode(c))),
  );
  return { id: created.id, username, secret, recoveryCodes };
}

export const staffCall = (t: TestApp, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse> =>
  t.request(path, {
    method,
    host: OPS,
    headers: { 'content-type': 'application/json', 'x-language': 'EN', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The two steps of the sign-in; the code of the current 30-second step (each account signs in once per step). */
export async function signInStaff(t: TestApp, account: Omit<StaffClient, 'cookie' | 'csrf'>): Promise<StaffClient> {
  const first = await staffCall(t, 'POST', '/bo/api/session', { username: account.username, password: STAFF_PASSWORD });
  if (first.status !== 200) throw new Error(`staff sign-in: ${first.status} ${first.text}`);
  const challenge = first.json().value.challenge as string;
  const second = await staffCall(t, 'POST', '/bo/api/session/verify', { challenge, code: totpCodeAt(account.secret, Date.now()) });
  if (second.status !== 200) throw new Error(`staff code: ${second.status} ${second.text}`);
  return { ...account, cookie: `ops_sid=${cookieValue(second, 'ops_sid')}`, csrf: second.json().value.csrfToken as string };
}

export async function newSignedInStaff(t: TestApp, role: StaffRole, tenantIds: string[] = []): Promise<StaffClient> {
  return signInStaff(t, await newStaffAccount(t, role, tenantIds));
}

/** A call as this member of staff: the session cookie, and the CSRF token on writes. */
export const asStaff = (t: TestApp, staff: StaffClient, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  staffCall(t, method, path, body, { cookie: staff.cookie, ...(method === 'GET' ? {} : { 'x-csrf-token': staff.csrf }), ...headers });
