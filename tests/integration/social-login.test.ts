// Social sign-in (OpenID Connect) against a real oidc-provider started here, over real HTTP and a
// real database (PGlite and PostgreSQL). A small cookie-keeping "browser" follows the redirects by
// hand: portal → provider (automatic login and consent) → portal callback → session cookie.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialLoginTables } from '../../server/features/social-login/social-identities.table.ts';
import { request, type TestResponse } from './helpers/http-client.ts';
import { startOidcProvider, testClient, type TestIdentity, type TestOidcProvider } from './helpers/oidc-provider.ts';
import { AURORA, BOREALIS, bootOf, catalogue, findNode, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('EN');
const CEDAR = 'cedar.example.org';
const AURORA_SECRET = readFixtureTenant('aurora').secrets.socialClientSecrets.google as string;
const BOREALIS_SECRET = 'BOREALIS-GOOGLE-CLIENT-SECRET-2';
const callbackOf = (host: string, provider = 'google') => `http://${host}/wps/session/social/${provider}/callback`;
/** A port nothing listens on: discovery there fails at once. */
const DEAD_ISSUER = 'http://127.0.0.1:9';

/** Cookies per host name and redirects followed one at a time; portal hosts go to the test app. */
class Browser {
  readonly jar = new Map<string, Map<string, string>>();
  constructor(
    private readonly app: TestApp,
    /** Each browser has its own address, so per-IP limits of one test do not touch another. */
    private readonly ip: string,
  ) {}

  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name);
  }

  async get(url: string | URL, headers: Record<string, string> = {}): Promise<TestResponse> {
    const u = new URL(url);
    const cookies = [...(this.jar.get(u.hostname) ?? new Map())].map(([k, v]) => `${k}=${v}`).join('; ');
    const all = { 'x-forwarded-for': this.ip, 'x-language': 'EN', ...(cookies ? { cookie: cookies } : {}), ...headers };
    const portal = u.port === '';
    const res = await request(portal ? this.app.port : Number(u.port), u.pathname + u.search, { host: u.host, headers: all });
    this.#store(u.hostname, res);
    return res;
  }

  #store(host: string, res: TestResponse): void {
    const jar = this.jar.get(host) ?? new Map<string, string>();
    this.jar.set(host, jar);
    for (const line of res.headers['set-cookie'] ?? []) {
      const [pair, ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now()));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }
}

interface Flow {
  /** The portal's first answer (303 to the provider, or to /login on failure). */
  start: TestResponse;
  authorizationUrl?: URL;
  /** Where the provider sent the browser back. */
  callbackUrl?: URL;
  /** The portal's answer to the callback. */
  end?: TestResponse;
}

/**
 * One social sign-in. `authorization` may change the request sent to the provider (an attacker's
 * nonce, another provider); `callback` may change the provider's answer before the portal sees it.
 */
async function signIn(
  browser: Browser,
  host: string,
  options: { provider?: string; authorization?: (url: URL) => URL; callback?: (url: URL) => URL } = {},
): Promise<Flow> {
  const start = await browser.get(`http://${host}/wps/session/social/${options.provider ?? 'google'}`);
  if (start.status !== 303 || !String(start.headers.location).startsWith('http://127.0.0.1')) return { start };
  const authorizationUrl = new URL(String(start.headers.location));
  let location = (options.authorization ?? ((u) => u))(new URL(authorizationUrl));
  for (let hops = 0; location.hostname === '127.0.0.1'; hops++) {
    if (hops > 10) throw new Error('the provider redirected too often');
    const res = await browser.get(location);
    if (res.status !== 302 && res.status !== 303) throw new Error(`the provider answered ${res.status}: ${res.text.slice(0, 500)}`);
    location = new URL(String(res.headers.location), location);
  }
  const callbackUrl = (options.callback ?? ((u) => u))(location);
  return { start, authorizationUrl, callbackUrl, end: await browser.get(callbackUrl) };
}

/** Starts a sign-in and lets the provider answer; the portal has not seen the answer yet. */
async function untilCallback(browser: Browser, host: string): Promise<{ start: TestResponse; callbackUrl: URL }> {
  const start = await browser.get(`http://${host}/wps/session/social/google`);
  let location = new URL(String(start.headers.location));
  while (location.hostname === '127.0.0.1') location = new URL(String((await browser.get(location)).headers.location), location);
  return { start, callbackUrl: location };
}

function socialTenants(idp: TestOidcProvider) {
  // aurora: Google → the test provider; Facebook on but its provider unreachable.
  const aurora = readFixtureTenant('aurora');
  findNode(aurora.whitelabel, 'SOCIALLOGIN').enabled = true;
  aurora.settings.socialProviders = [
    { id: 'google', issuer: idp.issuer, clientId: 'aurora-portal' },
    { id: 'facebook', issuer: DEAD_ISSUER, clientId: 'aurora-facebook' },
  ];
  // borealis: Google → the same provider with its own client; Facebook's module on but not configured.
  const borealis = readFixtureTenant('borealis');
  findNode(borealis.whitelabel, 'SOCIALLOGIN').enabled = true;
  borealis.settings.socialProviders = [{ id: 'google', issuer: idp.issuer, clientId: 'borealis-portal' }];
  borealis.secrets.socialClientSecrets = { google: BOREALIS_SECRET };
  // cedar: configured like borealis, but SOCIALLOGIN switched off.
  const cedar = structuredClone(borealis);
  cedar.id = 'cedar';
  cedar.hostnames = [CEDAR];
  findNode(cedar.whitelabel, 'SOCIALLOGIN').enabled = false;
  return { aurora, borealis, cedar };
}

describe('social sign-in with OpenID Connect', () => {
  let idp: TestOidcProvider;
  /** Another real provider that knows aurora's client: a mix-up attacker's issuer. */
  let otherIdp: TestOidcProvider;

  beforeAll(async () => {
    const clients = [testClient('aurora-portal', AURORA_SECRET, [callbackOf(AURORA)]), testClient('borealis-portal', BOREALIS_SECRET, [callbackOf(BOREALIS)])];
    idp = await startOidcProvider({ clients });
    otherIdp = await startOidcProvider({ clients });
  });
  afterAll(async () => {
    await idp?.close();
    await otherIdp?.close();
  });

  describe.each(DATABASE_KINDS)('on %s', (database) => {
    let app: TestApp;
    let ip = 0;
    const browser = () => new Browser(app, `198.51.100.${++ip}`);
    const count = async (table: 'members' | 'social_identities') =>
      Number(
        (
          await app.portal.db
            .selectFrom(table as 'members')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const identities = () =>
      (app.portal.db as unknown as Kysely<SocialLoginTables>).selectFrom('social_identities').selectAll().orderBy('created_at').execute();
    const memberInfo = (b: Browser, host: string) => b.get(`http://${host}/wps/member/info`, { 'x-portal-client': 'web' });
    const person = (sub: string, extra: Partial<TestIdentity> = {}): TestIdentity => ({
      sub,
      email: `${sub}@mail.example`,
      email_verified: true,
      name: `Person ${sub}`,
      ...extra,
    });

    beforeAll(async () => {
      app = await startTestApp({ database, tenants: socialTenants(idp) });
    });
    afterAll(async () => app?.close());

    it('when a person signs in for the first time, then a real member without password, an identity and a wallet are created and the browser is signed in by cookie', async () => {
      const [membersBefore, identitiesBefore] = [await count('members'), await count('social_identities')];
      idp.signInAs(person('first-timer'));
      const b = browser();
      const flow = await signIn(b, AURORA);

      // The authorization request: code flow, PKCE S256, state, nonce, the brand's own callback.
      const auth = flow.authorizationUrl!;
      expect(auth.origin).toBe(idp.issuer);
      expect(auth.searchParams.get('response_type')).toBe('code');
      expect(auth.searchParams.get('client_id')).toBe('aurora-portal');
      expect(auth.searchParams.get('redirect_uri')).toBe(callbackOf(AURORA));
      expect(auth.searchParams.get('scope')).toBe('openid email profile');
      expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
      expect(auth.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(auth.searchParams.get('state')!.length).toBeGreaterThanOrEqual(22);
      expect(auth.searchParams.get('nonce')!.length).toBeGreaterThanOrEqual(22);
      const flowCookie = (flow.start.headers['set-cookie'] ?? []).find((c) => c.startsWith('soc='))!;
      expect(flowCookie).toMatch(/HttpOnly/i);
      expect(flowCookie).toMatch(/SameSite=Lax/i);
      expect(flowCookie).toMatch(/Path=\/wps\/session\/social/);
      // Nothing of the flow's secrets is in the cookie: only a random handle.
      expect(flowCookie).not.toContain(auth.searchParams.get('state')!);

      expect(flow.end!.status).toBe(303);
      expect(flow.end!.headers.location).toBe('/');
      const sid = (flow.end!.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid='))!;
      expect(sid).toMatch(/HttpOnly/i);
      expect(sid).toMatch(/SameSite=Lax/i);
      expect(b.cookie(AURORA, 'soc')).toBeUndefined();
      // The landing page learns that this was the account's first sign-in (spec §4 first-login flag).
      expect((flow.end!.headers['set-cookie'] ?? []).find((c) => c.startsWith('signed_in_by_redirect='))).toMatch(/^signed_in_by_redirect=first;/);

      const info = await memberInfo(b, AURORA);
      expect(info.status).toBe(200);
      expect(info.json().value).toMatchObject({
        type: 0,
        loginMethod: 'social',
        hasPassword: false,
        mustChangePassword: false,
        email: 'first-timer@mail.example',
        nickname: 'Person first-timer',
      });
      expect(info.json().value.account).toMatch(/^google_[0-9a-f]{8}$/);
      // Not held at a forced password change: an endpoint that refuses pending changes answers.
      const balance = await b.get(`http://${AURORA}/wps/v2/wallets/balance`, { 'x-portal-client': 'web' });
      expect(balance.status).toBe(200);
      // The next page render hands the app its CSRF token.
      const page = await b.get(`http://${AURORA}/`, { accept: 'text/html' });
      expect(bootOf(page.text).session?.csrfToken).toEqual(expect.any(String));

      expect(await count('members')).toBe(membersBefore + 1);
      expect(await count('social_identities')).toBe(identitiesBefore + 1);
      const row = (await identities()).at(-1);
      expect(row).toMatchObject({ tenant_id: 'aurora', issuer: idp.issuer, subject: 'first-timer', email: 'first-timer@mail.example' });
      expect(Number(row!.member_id)).toBe(info.json().value.id);
    });

    it('when the same person signs in again, then the same member is used with a new session and nothing new is created', async () => {
      idp.signInAs(person('returning'));
      const first = browser();
      await signIn(first, AURORA);
      const firstInfo = (await memberInfo(first, AURORA)).json().value;
      const [members, ids] = [await count('members'), await count('social_identities')];

      const second = browser();
      const flow = await signIn(second, AURORA);
      expect(flow.end!.headers.location).toBe('/');
      expect((flow.end!.headers['set-cookie'] ?? []).find((c) => c.startsWith('signed_in_by_redirect='))).toMatch(/^signed_in_by_redirect=1;/);
      expect(second.cookie(AURORA, 'sid')).not.toBe(first.cookie(AURORA, 'sid'));
      const again = (await memberInfo(second, AURORA)).json().value;
      expect(again.id).toBe(firstInfo.id);
      expect(again.account).toBe(firstInfo.account);
      expect(await count('members')).toBe(members);
      expect(await count('social_identities')).toBe(ids);
    });

    it('when the provider does not vouch for the e-mail, then the member is created without it', async () => {
      idp.signInAs(person('unverified', { email_verified: false }));
      const b = browser();
      await signIn(b, AURORA);
      const info = (await memberInfo(b, AURORA)).json().value;
      expect(info.email).toBeUndefined();
      expect((await identities()).find((r) => r.subject === 'unverified')!.email).toBeNull();
    });

    /** The answer is a redirect to the login page with the code, no session cookie and nothing written. */
    async function expectRefused(flow: Flow, code: string, b: Browser, host = AURORA, before?: { members: number; identities: number }) {
      const res = flow.end ?? flow.start;
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(`/login?socialError=${code}`);
      expect((res.headers['set-cookie'] ?? []).some((c) => c.startsWith('sid='))).toBe(false);
      expect(b.cookie(host, 'sid')).toBeUndefined();
      expect(b.cookie(host, 'soc')).toBeUndefined();
      if (before) {
        expect(await count('members')).toBe(before.members);
        expect(await count('social_identities')).toBe(before.identities);
      }
      expect(en.errors[code]).toEqual(expect.any(String));
    }
    /** Why the last refusal happened (the log line; the browser only sees the code). */
    const lastRefusal = () => app.logs.filter((l) => l.msg === 'social sign-in refused').at(-1)!;
    const snapshot = async () => ({ members: await count('members'), identities: await count('social_identities') });

    it('when a used callback is replayed (same browser, same state and code), then it is refused', async () => {
      idp.signInAs(person('replayed'));
      const b = browser();
      const { start, callbackUrl } = await untilCallback(b, AURORA);
      const handle = b.cookie(AURORA, 'soc')!;
      expect((await b.get(callbackUrl)).headers.location).toBe('/');
      const before = await snapshot();

      const attacker = browser();
      attacker.jar.set(AURORA, new Map([['soc', handle]]));
      const replay = await attacker.get(callbackUrl);
      await expectRefused({ start, end: replay }, 'socialFailed', attacker, AURORA, before);
    });

    it('when the state in the answer was tampered with, then it is refused and the flow is used up', async () => {
      idp.signInAs(person('tampered'));
      const before = await snapshot();
      const b = browser();
      let original: URL | undefined;
      const flow = await signIn(b, AURORA, {
        callback: (u) => {
          original = new URL(u);
          u.searchParams.set('state', `${u.searchParams.get('state')}x`);
          return u;
        },
      });
      await expectRefused(flow, 'socialFailed', b, AURORA, before);
      // The genuine answer no longer works either: the flow was single use.
      expect(original!.searchParams.get('code')).toBeTruthy();
      await expectRefused({ start: flow.start, end: await b.get(original!) }, 'socialFailed', b, AURORA, before);
    });

    it('when the ID token carries another nonce than the one the portal stored, then it is refused', async () => {
      idp.signInAs(person('nonce-swap'));
      const before = await snapshot();
      const b = browser();
      const flow = await signIn(b, AURORA, {
        authorization: (u) => {
          u.searchParams.set('nonce', 'an-attackers-nonce-value-000000000000');
          return u;
        },
      });
      expect(flow.callbackUrl!.searchParams.get('code')).toBeTruthy();
      await expectRefused(flow, 'socialFailed', b, AURORA, before);
      // Refused for the nonce claim of the ID token, after a genuine code exchange.
      expect(lastRefusal().err).toMatchObject({ code: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED', message: expect.stringContaining('claim') });
    });

    it('when the answer comes from another issuer than the configured one (mix-up), then it is refused', async () => {
      otherIdp.signInAs(person('mixed-up'));
      const before = await snapshot();
      const b = browser();
      const flow = await signIn(b, AURORA, {
        authorization: (u) => new URL(u.pathname + u.search, otherIdp.issuer),
      });
      expect(flow.callbackUrl!.searchParams.get('iss')).toBe(otherIdp.issuer);
      await expectRefused(flow, 'socialFailed', b, AURORA, before);
      expect(lastRefusal().err).toMatchObject({ code: 'OAUTH_INVALID_RESPONSE' });

      // Without the iss parameter: still refused, as the configured provider promises iss in every answer.
      const b2 = browser();
      const flow2 = await signIn(b2, AURORA, {
        authorization: (u) => new URL(u.pathname + u.search, otherIdp.issuer),
        callback: (u) => {
          u.searchParams.delete('iss');
          return u;
        },
      });
      await expectRefused(flow2, 'socialFailed', b2, AURORA, before);
    });

    it('when the person declines at the provider, then the login page says the sign-in was cancelled', async () => {
      idp.deny();
      const before = await snapshot();
      const b = browser();
      const flow = await signIn(b, AURORA);
      expect(flow.callbackUrl!.searchParams.get('error')).toBe('access_denied');
      await expectRefused(flow, 'socialCancelled', b, AURORA, before);
    });

    it('when a genuine callback is opened in a browser that did not start the sign-in (login CSRF), then it is refused', async () => {
      idp.signInAs(person('login-csrf'));
      const { start, callbackUrl } = await untilCallback(browser(), AURORA);
      const before = await snapshot();
      const victim = browser();
      await expectRefused({ start, end: await victim.get(callbackUrl) }, 'socialFailed', victim, AURORA, before);
    });

    it('when a brand does not offer a provider (module off, not configured or unknown), then the endpoints answer 404 featureUnavailable, translated', async () => {
      const cases: Array<[string, string]> = [
        [CEDAR, 'google'],
        [BOREALIS, 'facebook'],
        [AURORA, 'twitter'],
        [CEDAR, 'google/callback'],
      ];
      for (const [host, path] of cases) {
        const res = await browser().get(`http://${host}/wps/session/social/${path}`);
        expect(res.status, `${host} ${path}`).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'featureUnavailable', message: en.errors.featureUnavailable });
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    });

    it('when the provider cannot be reached, then the browser goes back to the login page with a friendly message and no stack trace', async () => {
      const b = browser();
      for (let i = 0; i < 2; i++) {
        const res = await b.get(`http://${AURORA}/wps/session/social/facebook`);
        expect(res.status).toBe(303);
        expect(res.headers.location).toBe('/login?socialError=socialUnavailable');
        expect(res.headers['set-cookie']).toBeUndefined();
        expect(res.text).not.toMatch(/at .*\.ts:\d+/);
      }
      expect(en.errors.socialUnavailable).toEqual(expect.any(String));
    });

    it('when one address starts too many sign-ins, then it is sent back with tooManyRequests', async () => {
      const b = browser();
      let last: TestResponse | undefined;
      for (let i = 0; i < 31; i++) last = await b.get(`http://${AURORA}/wps/session/social/google`);
      expect(last!.status).toBe(303);
      expect(last!.headers.location).toBe('/login?socialError=tooManyRequests');
    });

    describe('brand isolation', () => {
      it('when a person signed in on brand A, then that session is refused on brand B and the same person on brand B is another member', async () => {
        idp.signInAs(person('two-brands'));
        const a = browser();
        await signIn(a, AURORA);
        const onA = (await memberInfo(a, AURORA)).json().value;

        // A's session cookie presented to B.
        const crossed = await request(app.port, '/wps/member/info', {
          host: BOREALIS,
          headers: { cookie: `sid=${a.cookie(AURORA, 'sid')}`, 'x-portal-client': 'web' },
        });
        expect(crossed.status).toBe(401);

        const b = browser();
        const flow = await signIn(b, BOREALIS);
        expect(flow.authorizationUrl!.searchParams.get('client_id')).toBe('borealis-portal');
        expect(flow.end!.headers.location).toBe('/');
        const onB = (await memberInfo(b, BOREALIS)).json().value;
        const rows = (await identities()).filter((r) => r.subject === 'two-brands');
        expect(rows.map((r) => r.tenant_id).sort()).toEqual(['aurora', 'borealis']);
        expect(new Set(rows.map((r) => Number(r.member_id)))).toEqual(new Set([onA.id, onB.id]));
        expect(
          await request(app.port, '/wps/member/info', { host: AURORA, headers: { cookie: `sid=${b.cookie(BOREALIS, 'sid')}`, 'x-portal-client': 'web' } }),
        ).toMatchObject({ status: 401 });
      });

      it('when a sign-in started on brand A is completed on brand B, then brand B refuses it', async () => {
        idp.signInAs(person('carried-over'));
        const before = await snapshot();
        const b = browser();
        const { start, callbackUrl: location } = await untilCallback(b, AURORA);
        // The same answer and flow cookie, delivered to brand B's callback.
        const onB = new URL(location.pathname + location.search, `http://${BOREALIS}`);
        b.jar.set(BOREALIS, new Map([['soc', b.cookie(AURORA, 'soc')!]]));
        await expectRefused({ start, end: await b.get(onB) }, 'socialFailed', b, BOREALIS, before);
      });
    });
  });
});
