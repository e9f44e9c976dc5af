import { describe, expect, it } from 'vitest';
import type { ModuleId } from '../../../schemas/generated/tenant.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { isLoopbackUrl } from './oidc-clients.ts';
import { enabledProvider } from './social-providers.ts';

const google = { id: 'google' as const, issuer: 'https://accounts.google.com', clientId: 'g-client' };
const facebook = { id: 'facebook' as const, issuer: 'https://www.facebook.com', clientId: 'fb-app' };

function tenant(
  modules: ModuleId[],
  providers = [google, facebook],
  secrets: Record<string, string> = { google: 'g-secret' },
): Pick<TenantContext, 'config' | 'enabled'> {
  return {
    enabled: new Set(modules),
    config: { settings: { socialProviders: providers }, secrets: { socialClientSecrets: secrets } } as unknown as TenantContext['config'],
  };
}

describe('enabledProvider', () => {
  it('when SOCIALLOGIN and the provider module are on and it is configured, then the provider comes with its secret and scopes', () => {
    expect(enabledProvider(tenant(['SOCIALLOGIN', 'SOCIAL_GOOGLE']), 'google')).toEqual({
      id: 'google',
      module: 'SOCIAL_GOOGLE',
      issuer: google.issuer,
      clientId: 'g-client',
      clientSecret: 'g-secret',
      scope: 'openid email profile',
    });
  });

  it('when the provider has no secret, then it is a public client (PKCE only) and Facebook asks for public_profile', () => {
    const fb = enabledProvider(tenant(['SOCIALLOGIN', 'SOCIAL_FACEBOOK']), 'facebook');
    expect(fb).not.toHaveProperty('clientSecret');
    expect(fb?.scope).toBe('openid email public_profile');
  });

  it('when a module is off, the provider is not configured or the id is unknown, then there is none', () => {
    expect(enabledProvider(tenant(['SOCIAL_GOOGLE']), 'google')).toBeNull();
    expect(enabledProvider(tenant(['SOCIALLOGIN']), 'google')).toBeNull();
    expect(enabledProvider(tenant(['SOCIALLOGIN', 'SOCIAL_FACEBOOK'], [google]), 'facebook')).toBeNull();
    expect(enabledProvider(tenant(['SOCIALLOGIN', 'SOCIAL_GOOGLE']), 'twitter')).toBeNull();
    expect(enabledProvider(tenant(['SOCIALLOGIN', 'SOCIAL_GOOGLE']), 'constructor')).toBeNull();
  });
});

describe('isLoopbackUrl', () => {
  it('when the issuer is on this machine, then plain http is allowed; anywhere else it is not', () => {
    for (const url of ['http://127.0.0.1:4000', 'http://localhost:1', 'http://idp.localhost', 'http://[::1]:80'])
      expect(isLoopbackUrl(new URL(url)), url).toBe(true);
    for (const url of ['http://accounts.google.com', 'http://127.0.0.1.nip.io', 'http://localhost.evil.example', 'http://10.0.0.1'])
      expect(isLoopbackUrl(new URL(url)), url).toBe(false);
  });
});
