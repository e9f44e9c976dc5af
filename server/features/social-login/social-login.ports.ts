// What social sign-in needs from the accounts feature, as narrow functions wired in app.ts.
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { LoginClient, SignedIn } from '../accounts/login.service.ts';

export interface SocialLoginPorts {
  /** A new real member (type 0, no password) with an open wallet, for a first sign-in. */
  createMember(tenant: TenantContext, who: { provider: string; email?: string; name?: string }): Promise<{ memberId: number }>;
  /**
   * A new session for this member with login method 'social' (never a forced password change); null
   * when the member is gone. A locked member: AppError 403 accountSuspended.
   */
  signIn(tenant: TenantContext, memberId: number, client: LoginClient): Promise<SignedIn | null>;
}
