// The view of a tenant that may reach a browser: the tenant file minus everything marked x-secret.
// The server builds it (server/tenancy/public-view.ts); the client reads it from the boot payload.
import type { TenantConfig } from '../generated/tenant.ts';
import type { SystemStatusValue } from '../generated/system.ts';

/** `promotions` is marked x-secret as well: /wps/promotions serves it localised, never the raw config. */
export type PublicTenantConfig = Omit<TenantConfig, 'secrets' | '$schema' | 'systemStatus' | 'promotions'> & {
  systemStatus: Omit<TenantConfig['systemStatus'], 'regionRestriction'>;
};

/** Marked `x-inline: false` in the schema: public, served by /wps/system/permission, not inlined. */
type NotInlined = 'hostnames' | 'register' | 'domainRoute' | 'agentCentre';
export type InlineTenantConfig = Omit<PublicTenantConfig, NotInlined>;

/** Inlined in index.html as <script id="boot" type="application/json">. */
export interface BootPayload {
  tenant: InlineTenantConfig;
  /**
   * The version of `tenant` (the server's TenantContext.version): the push channel is opened with it, so
   * a change made between this page's render and the channel's start is sent at once. The server always
   * writes it; a payload without it (a hand-made one in a test) just gets the current config on connect.
   */
  configVersion?: string;
  system: SystemStatusValue;
  /** Server clock at render, ms since epoch: the header clock starts from it. */
  serverTime: number;
  /** Signed in: the CSRF token of the HttpOnly session cookie (see the accounts feature); else null. */
  session: { csrfToken: string } | null;
}
