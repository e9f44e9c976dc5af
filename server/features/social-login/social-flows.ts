// A started social sign-in (state, nonce, PKCE verifier, the redirect URI it used) kept server side
// under the random handle of the browser's `soc` cookie; 10 minutes, single use, bound to the tenant
// and provider that started it.
import { randomBytes } from 'node:crypto';
import type { SharedState } from '../../shared-state/shared-state.ts';
import { SOCIAL_FLOW_TTL_MS } from './social-flow-cookie.ts';
import type { SocialProviderId } from './social-providers.ts';

export interface SocialFlow {
  tenantId: string;
  provider: SocialProviderId;
  /** The issuer and client the flow was started with (a config edit mid-flow makes it void). */
  issuer: string;
  clientId: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  /** Expiry, epoch ms (checked against the injected clock; the SharedState TTL is the backstop). */
  expiresAt: number;
}

// The handle is 144 random bits, so the key needs no tenant; the tenant is checked on the value.
const flowKey = (handle: string): string => `social:flow:${handle}`;

export class SocialFlows {
  constructor(
    private readonly state: SharedState,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores the flow and returns its handle for the cookie. */
  async save(flow: Omit<SocialFlow, 'expiresAt'>): Promise<string> {
    const handle = randomBytes(18).toString('base64url');
    const stored: SocialFlow = { ...flow, expiresAt: this.now() + SOCIAL_FLOW_TTL_MS };
    await this.state.set(flowKey(handle), JSON.stringify(stored), SOCIAL_FLOW_TTL_MS);
    return handle;
  }

  /** The flow, once: a second call (a replayed callback, a concurrent one) gets null. */
  async consume(handle: string | undefined): Promise<SocialFlow | null> {
    if (!handle) return null;
    const key = flowKey(handle);
    // incr is atomic: of two concurrent callbacks only the first gets 1.
    const first = (await this.state.incr(`${key}:used`, SOCIAL_FLOW_TTL_MS)) === 1;
    const raw = first ? await this.state.get(key) : null;
    await this.state.del(key);
    if (raw === null) return null;
    const flow = JSON.parse(raw) as SocialFlow;
    return flow.expiresAt > this.now() ? flow : null;
  }
}
