// The e2e run's identity provider: a real oidc-provider on a fixed port, started by Playwright
// beside the portal (see playwright.config.ts). aurora's copy of the tenant file points Google at it.
import { startOidcProvider, testClient } from '../../integration/helpers/oidc-provider.ts';
import { E2E_OIDC, e2eSocialRedirect } from './e2e-social.ts';

await startOidcProvider({
  port: E2E_OIDC.port,
  clients: [testClient(E2E_OIDC.clientId, E2E_OIDC.clientSecret, [e2eSocialRedirect('aurora', 'google')])],
  identity: { sub: 'e2e-google-subject', email: 'e2e.player@idp.example', email_verified: true, name: 'E2E Player' },
});
console.log(`oidc provider on ${E2E_OIDC.port}`);
