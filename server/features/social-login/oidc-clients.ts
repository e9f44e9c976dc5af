// openid-client Configurations per provider client, built from the issuer's discovery document and
// kept for an hour: discovery is a network round trip to the provider that every sign-in would
// otherwise pay, and openid-client keeps the issuer's signing keys (JWKS) on the Configuration, so
// reusing it also reuses the keys (refetched by openid-client when an unknown key id shows up).
// A failed discovery is remembered for 30 s, so an unreachable provider (an offline demo machine)
// answers at once instead of making every click wait for the timeout.
import * as oidc from 'openid-client';
import type { EnabledProvider } from './social-providers.ts';

const DISCOVERY_TTL_MS = 60 * 60_000;
const FAILURE_TTL_MS = 30_000;
/** Seconds for every request to the provider (discovery, token, userinfo, keys). */
const PROVIDER_TIMEOUT_S = 8;
const MAX_ENTRIES = 500;

/** Plain http is allowed only to this machine (tests, a local provider); anything else must be https. */
export function isLoopbackUrl(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * client_secret_basic where the provider supports it (the OpenID default when it lists nothing),
 * else client_secret_post; without a secret, none (PKCE alone).
 */
function clientAuth(secret: string | undefined): oidc.ClientAuth {
  if (!secret) return oidc.None();
  const basic = oidc.ClientSecretBasic(secret);
  const post = oidc.ClientSecretPost(secret);
  return (as, client, body, headers) => {
    const methods = as.token_endpoint_auth_methods_supported;
    return (!methods || methods.includes('client_secret_basic') ? basic : post)(as, client, body, headers);
  };
}

interface Entry {
  expires: number;
  config: Promise<oidc.Configuration>;
}

export class OidcClients {
  readonly #cache = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The provider's Configuration; rejects when its discovery document cannot be had. */
  configuration(provider: EnabledProvider): Promise<oidc.Configuration> {
    const key = JSON.stringify([provider.issuer, provider.clientId, provider.clientSecret ?? '']);
    const hit = this.#cache.get(key);
    if (hit && hit.expires > this.now()) return hit.config;
    if (this.#cache.size >= MAX_ENTRIES) this.#evictExpired();
    const entry: Entry = { expires: this.now() + DISCOVERY_TTL_MS, config: this.#discover(provider) };
    this.#cache.delete(key);
    this.#cache.set(key, entry);
    entry.config.catch(() => {
      entry.expires = this.now() + FAILURE_TTL_MS;
    });
    return entry.config;
  }

  async #discover(provider: EnabledProvider): Promise<oidc.Configuration> {
    const issuer = new URL(provider.issuer);
    const insecure = issuer.protocol === 'http:' && isLoopbackUrl(issuer);
    if (issuer.protocol !== 'https:' && !insecure) throw new Error(`the issuer ${provider.issuer} is not https`);
    return oidc.discovery(issuer, provider.clientId, provider.clientSecret, clientAuth(provider.clientSecret), {
      timeout: PROVIDER_TIMEOUT_S,
      execute: insecure ? [oidc.allowInsecureRequests] : [],
    });
  }

  #evictExpired(): void {
    const now = this.now();
    for (const [key, entry] of this.#cache) if (entry.expires <= now) this.#cache.delete(key);
    // Still full (many live configs): drop the oldest.
    while (this.#cache.size >= MAX_ENTRIES) this.#cache.delete(this.#cache.keys().next().value!);
  }
}
