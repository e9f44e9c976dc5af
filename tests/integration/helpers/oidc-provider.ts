// A real OpenID Connect provider (oidc-provider) for tests, on 127.0.0.1 and a free port. Its
// login and consent are automatic: each authorization request signs in as the identity set with
// signInAs() (and grants the requested scopes), or answers access_denied after deny(). Everything
// else — discovery, keys, PKCE, codes, tokens, ID token signing, userinfo — is the library's own.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload, type ClientMetadata, type JWK } from 'oidc-provider';

export interface TestIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestOidcProvider {
  /** `http://127.0.0.1:<port>` */
  issuer: string;
  provider: Provider;
  /** Who the following authorization requests sign in as. */
  signInAs(identity: TestIdentity): void;
  /** The following authorization requests end with error=access_denied (the user said no). */
  deny(): void;
  close(): Promise<void>;
}

/** One confidential client (client_secret_basic, the code flow only) per brand redirect URI. */
export function testClient(clientId: string, clientSecret: string, redirectUris: string[]): ClientMetadata {
  return { client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'] };
}

/** The provider's artefacts (codes, sessions, grants…) in memory, per provider instance. */
function memoryAdapter(): new (name: string) => Adapter {
  const store = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  return class MemoryAdapter implements Adapter {
    constructor(private readonly name: string) {}
    #key = (id: string) => `${this.name}:${id}`;
    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      store.set(this.#key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
    }
    async find(id: string) {
      const hit = store.get(this.#key(id));
      return hit && hit.expiresAt > Date.now() ? hit.payload : undefined;
    }
    async findByUid(uid: string) {
      for (const [key, hit] of store) if (key.startsWith(`${this.name}:`) && hit.payload.uid === uid && hit.expiresAt > Date.now()) return hit.payload;
      return undefined;
    }
    async findByUserCode(userCode: string) {
      for (const [key, hit] of store) if (key.startsWith(`${this.name}:`) && hit.payload.userCode === userCode) return hit.payload;
      return undefined;
    }
    async consume(id: string) {
      const hit = store.get(this.#key(id));
      if (hit) hit.payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.#key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, hit] of store) if (hit.payload.grantId === grantId) store.delete(key);
    }
  };
}

export interface OidcProviderOptions {
  clients: ClientMetadata[];
  /** Default 0 (a free port); e2e runs may want a fixed one to write into tenant files beforehand. */
  port?: number;
  /** Who signs in until signInAs()/deny() says otherwise. */
  identity?: TestIdentity;
}

export async function startOidcProvider(options: OidcProviderOptions): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const accounts = new Map<string, TestIdentity>();
  let next: TestIdentity | 'deny' = options.identity ?? { sub: 'default-subject', email: 'player@idp.example', email_verified: true, name: 'Test Player' };
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: options.clients,
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    jwks: { keys: [{ ...(privateKey.export({ format: 'jwk' }) as JWK), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['test-oidc-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ ...accounts.get(sub), sub }),
    }),
  });
  const oidc = provider.callback();

  /** The automatic login + consent of one interaction. */
  const interact = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    const who = next;
    if (who === 'deny') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    accounts.set(who.sub, who);
    const clientId = String(details.params.client_id);
    const grant = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const granted = grant ?? new provider.Grant({ accountId: who.sub, clientId });
    granted.addOIDCScope(String(details.params.scope));
    const grantId = await granted.save();
    await provider.interactionFinished(req, res, { login: { accountId: who.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return void oidc(req, res);
    interact(req, res).catch((err: Error) => {
      res.statusCode = 500;
      res.end(`interaction failed: ${err.message}`);
    });
  });

  return {
    issuer,
    provider,
    signInAs(identity) {
      next = identity;
    },
    deny() {
      next = 'deny';
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
