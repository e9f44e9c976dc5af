// Social sign-in through OpenID Connect (authorization code flow with PKCE S256, state and nonce).
// begin() stores the flow and returns the provider's authorization URL; complete() checks the
// provider's answer with openid-client (state, issuer, PKCE, ID token signature, audience, nonce),
// finds or creates the member for (tenant, issuer, subject) and signs them in. Every failure is a
// SocialLoginError with a code the browser is sent back with (/login?socialError=<code>); nothing is
// written before the provider's answer has passed every check.
import * as oidc from 'openid-client';
import { AppError } from '../../http/app-error.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { LoginClient, SignedIn } from '../accounts/login.service.ts';
import type { OidcClients } from './oidc-clients.ts';
import type { SocialFlows } from './social-flows.ts';
import type { SocialIdentitiesRepository } from './social-identities.repository.ts';
import type { SocialLoginPorts } from './social-login.ports.ts';
import { enabledProvider, type EnabledProvider } from './social-providers.ts';

/** Each code has a message `errors.<code>` in every catalogue. */
export const SOCIAL_ERROR_CODES = ['socialUnavailable', 'socialCancelled', 'socialFailed', 'tooManyRequests', 'accountSuspended'] as const;
export type SocialErrorCode = (typeof SOCIAL_ERROR_CODES)[number];

export class SocialLoginError extends Error {
  constructor(
    readonly code: SocialErrorCode,
    /** Why, for the log only. */
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${code}: ${reason}`, options);
    this.name = 'SocialLoginError';
  }
}

const STARTS_PER_IP_PER_10_MIN = 30;

export const callbackPath = (provider: string): string => `/wps/session/social/${provider}/callback`;

interface Profile {
  email?: string;
  name?: string;
}

export class SocialLoginService {
  constructor(
    private readonly identities: SocialIdentitiesRepository,
    private readonly flows: SocialFlows,
    private readonly clients: OidcClients,
    private readonly state: SharedState,
    private readonly ports: SocialLoginPorts,
  ) {}

  /** The provider's authorization URL and the flow handle for the browser's cookie. */
  async begin(tenant: TenantContext, provider: EnabledProvider, ctx: { origin: string; ip: string }): Promise<{ url: string; handle: string }> {
    // Each start stores a flow, so starts are limited like other unauthenticated writes.
    if ((await this.state.incr(`social:start:${tenant.id}:${ctx.ip}`, 600_000)) > STARTS_PER_IP_PER_10_MIN) {
      throw new SocialLoginError('tooManyRequests', 'too many social sign-in starts from this address');
    }
    const config = await this.#configuration(provider);
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const redirectUri = `${ctx.origin}${callbackPath(provider.id)}`;
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: provider.scope,
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    const handle = await this.flows.save({
      tenantId: tenant.id,
      provider: provider.id,
      issuer: provider.issuer,
      clientId: provider.clientId,
      state,
      nonce,
      codeVerifier,
      redirectUri,
    });
    return { url: url.href, handle };
  }

  /** Checks the provider's answer (the callback's query) and signs the member in. */
  async complete(tenant: TenantContext, providerId: string, handle: string | undefined, query: URLSearchParams, client: LoginClient): Promise<SignedIn> {
    const flow = await this.flows.consume(handle);
    if (!flow) throw new SocialLoginError('socialFailed', 'no live sign-in for this browser (expired, replayed or never started)');
    if (flow.tenantId !== tenant.id || flow.provider !== providerId)
      throw new SocialLoginError('socialFailed', 'the sign-in was started on another brand or provider');
    if (query.get('state') !== flow.state) throw new SocialLoginError('socialFailed', 'state does not match');
    const error = query.get('error');
    if (error) throw new SocialLoginError(error === 'access_denied' ? 'socialCancelled' : 'socialFailed', `the provider answered ${error.slice(0, 64)}`);

    // The brand may have switched the provider off or re-pointed it since the flow began.
    const provider = enabledProvider(tenant, providerId);
    if (!provider || provider.issuer !== flow.issuer || provider.clientId !== flow.clientId) {
      throw new SocialLoginError('socialUnavailable', 'the provider was switched off or changed during the sign-in');
    }
    const config = await this.#configuration(provider);
    const currentUrl = new URL(flow.redirectUri);
    currentUrl.search = query.toString();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (err) {
      throw new SocialLoginError('socialFailed', 'the authorization response or code exchange was refused', { cause: err });
    }
    const claims = tokens.claims();
    if (!claims) throw new SocialLoginError('socialFailed', 'no ID token');
    const key = { tenantId: tenant.id, issuer: claims.iss, subject: claims.sub };

    let memberId = await this.identities.memberOf(key);
    if (memberId === null) {
      const profile = await this.#profile(config, tokens.access_token, claims);
      const created = await this.ports.createMember(tenant, { provider: provider.id, ...profile });
      memberId = await this.identities.link(key, created.memberId, profile.email ?? null);
    }
    const signedIn = await this.ports.signIn(tenant, memberId, client).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'accountSuspended') throw new SocialLoginError('accountSuspended', `member ${memberId} is locked by staff`);
      throw err;
    });
    if (!signedIn) throw new SocialLoginError('socialFailed', `member ${memberId} of the identity no longer exists`);
    return signedIn;
  }

  async #configuration(provider: EnabledProvider): Promise<oidc.Configuration> {
    try {
      return await this.clients.configuration(provider);
    } catch (err) {
      throw new SocialLoginError('socialUnavailable', `discovery of ${provider.issuer} failed`, { cause: err });
    }
  }

  /**
   * E-mail (only when the provider says it is verified: an unverified address proves nothing) and
   * display name, from the ID token or else from the userinfo endpoint. Best effort: a first sign-in
   * works without them.
   */
  async #profile(config: oidc.Configuration, accessToken: string, claims: oidc.IDToken): Promise<Profile> {
    let source: Record<string, unknown> = claims;
    if (claims.email === undefined && claims.name === undefined && config.serverMetadata().userinfo_endpoint) {
      try {
        source = { ...(await oidc.fetchUserInfo(config, accessToken, claims.sub)) };
      } catch {
        source = claims;
      }
    }
    const email = typeof source.email === 'string' && source.email_verified === true && source.email.length <= 254 ? source.email : undefined;
    const name = typeof source.name === 'string' ? source.name : undefined;
    return { ...(email ? { email } : {}), ...(name ? { name } : {}) };
  }
}
