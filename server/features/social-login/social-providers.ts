// Which social sign-in providers a brand offers: the module SOCIALLOGIN and the provider's own module
// (SOCIAL_GOOGLE, SOCIAL_FACEBOOK) on in the effective feature tree, and the provider configured in
// settings.socialProviders. Its client secret (secrets.socialClientSecrets) never leaves the server.
import type { ModuleId, SocialProvider } from '../../../schemas/generated/tenant.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';

export type SocialProviderId = SocialProvider['id'];

const MODULES: Record<SocialProviderId, ModuleId> = { google: 'SOCIAL_GOOGLE', facebook: 'SOCIAL_FACEBOOK' };

// Facebook has no `profile` scope; its basic profile is `public_profile`.
const SCOPES: Record<SocialProviderId, string> = { google: 'openid email profile', facebook: 'openid email public_profile' };

export interface EnabledProvider {
  id: SocialProviderId;
  module: ModuleId;
  issuer: string;
  clientId: string;
  /** Absent: a public client that proves itself with PKCE only. */
  clientSecret?: string;
  scope: string;
}

export const isSocialProviderId = (id: string): id is SocialProviderId => Object.hasOwn(MODULES, id);

/** The provider `id` as this brand enables it, or null when the brand does not offer it. */
export function enabledProvider(tenant: Pick<TenantContext, 'config' | 'enabled'>, id: string): EnabledProvider | null {
  if (!isSocialProviderId(id)) return null;
  const module = MODULES[id];
  if (!tenant.enabled.has('SOCIALLOGIN') || !tenant.enabled.has(module)) return null;
  const configured = tenant.config.settings?.socialProviders?.find((p) => p.id === id);
  if (!configured) return null;
  const clientSecret = tenant.config.secrets?.socialClientSecrets?.[id];
  return { id, module, issuer: configured.issuer, clientId: configured.clientId, ...(clientSecret ? { clientSecret } : {}), scope: SCOPES[id] };
}
