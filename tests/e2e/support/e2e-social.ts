// Where the e2e identity provider listens and how aurora's tenant copy is pointed at it.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3310);
export const E2E_OIDC = {
  port: Number(process.env.E2E_OIDC_PORT ?? 3311),
  clientId: 'e2e-aurora-google',
  clientSecret: 'e2e-aurora-google-secret',
  /** Nothing listens here: the Facebook button shows the "not available" path. */
  deadIssuer: 'http://127.0.0.1:9',
};

export const e2eSocialRedirect = (brand: string, provider: string) => `http://${brand}.localhost:${E2E_PORT}/wps/session/social/${provider}/callback`;

interface SocialTenant {
  settings: { socialProviders?: Array<{ id: string; issuer: string; clientId: string }> };
  secrets?: { socialClientSecrets?: Record<string, string> };
}

/** aurora's copy: Google at the local provider, Facebook at a dead port. */
export function pointAtE2eProvider<T extends SocialTenant>(tenant: T): T {
  return {
    ...tenant,
    settings: {
      ...tenant.settings,
      socialProviders: [
        { id: 'google', issuer: `http://127.0.0.1:${E2E_OIDC.port}`, clientId: E2E_OIDC.clientId },
        { id: 'facebook', issuer: E2E_OIDC.deadIssuer, clientId: 'e2e-aurora-facebook' },
      ],
    },
    secrets: { ...tenant.secrets, socialClientSecrets: { google: E2E_OIDC.clientSecret, facebook: 'e2e-unused-secret' } },
  };
}
