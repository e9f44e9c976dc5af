// A small client for the accounts API in tests: human check solved like a browser would, the image
// captcha answered by reading the stored answer (tests only), sessions in bearer or cookie mode.
import type { TestApp } from './test-app.ts';
import type { TestResponse } from './http-client.ts';
import { solveHumanCheck } from './human-check.ts';

export interface Client {
  host: string;
  /** Bearer token (API client) or cookie + CSRF token (browser). */
  bearer?: string;
  cookie?: string;
  csrf?: string;
}

export function headersOf(client: Client, extra: Record<string, string> = {}): Record<string, string> {
  const h: Record<string, string> = { 'content-type': 'application/json', 'x-language': 'EN', ...extra };
  if (client.bearer) h.authorization = `Bearer ${client.bearer}`;
  if (client.cookie) {
    h.cookie = client.cookie;
    h['x-portal-client'] = 'web';
  }
  if (client.csrf) h['x-csrf-token'] = client.csrf;
  return h;
}

export function call(app: TestApp, client: Client, method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<TestResponse> {
  return app.request(path, { method, host: client.host, headers: headersOf(client, extra), body: body === undefined ? undefined : JSON.stringify(body) });
}

export async function humanCheck(app: TestApp, host: string): Promise<string> {
  const res = await app.request('/wps/captcha/human', { host });
  if (res.status !== 200) throw new Error(`human check challenge: ${res.status} ${res.text}`);
  return solveHumanCheck(res.json().value);
}

/** Cookies of a response as one Cookie header value (name=value pairs). */
export function cookiesOf(res: TestResponse): string {
  const set = res.headers['set-cookie'] ?? [];
  return set
    .map((c) => c.split(';')[0])
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

export function cookieValue(res: TestResponse, name: string): string | undefined {
  for (const c of res.headers['set-cookie'] ?? []) {
    const [pair] = c.split(';');
    const [k, v] = pair.split('=');
    if (k === name) return v;
  }
  return undefined;
}

export async function loginBearer(
  app: TestApp,
  host: string,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  const body = { type: 'username', username, password, humanCheck: await humanCheck(app, host), ...extra };
  return app.request('/wps/session/login', {
    method: 'POST',
    host,
    headers: { 'content-type': 'application/json', 'x-language': 'EN', ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * A session for a trial (free-play, type 4) account a test made itself: such an account has no member login
 * ("Non-member account unable to login"), so its session starts the way free play starts one.
 */
export async function trialBearer(app: TestApp, tenantId: string, memberId: number, account: string): Promise<string> {
  const started = await app.portal.services.accounts.sessions.start({
    tenantId,
    memberId,
    account,
    type: 4,
    loginMethod: 'freeplay',
    mustChangePassword: false,
  });
  return started.token;
}

/** Logs in as a browser: returns the client with its session cookie and CSRF token. */
export async function loginWeb(app: TestApp, host: string, username: string, password: string): Promise<{ res: TestResponse; client: Client }> {
  const body = { type: 'username', username, password, humanCheck: await humanCheck(app, host) };
  const res = await app.request('/wps/session/login', {
    method: 'POST',
    host,
    headers: { 'content-type': 'application/json', 'x-portal-client': 'web', 'x-language': 'EN' },
    body: JSON.stringify(body),
  });
  const sid = cookieValue(res, 'sid');
  return { res, client: { host, cookie: sid ? `sid=${sid}` : undefined, csrf: res.status === 200 ? res.json().value.token : undefined } };
}

/** Newest SMS of this tenant to this number (demo outbox). */
export async function lastSms(app: TestApp, host: string, to: string): Promise<string> {
  const res = await app.request('/wps/dev/outbox', { host });
  const sms = (res.json().value.sms as Array<{ to: string; body: string }>).find((m) => m.to.replace(/\D/g, '').endsWith(to));
  const code = sms && /\b(\d{6})\b/.exec(sms.body)?.[1];
  if (!code) throw new Error(`no SMS code to ${to} in ${res.text}`);
  return code;
}

export async function countMembers(app: TestApp): Promise<number> {
  const row = await app.portal.db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
