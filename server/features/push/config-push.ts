// Config events on the push channel: the brand's public config whenever it changes on this instance (a
// tenant file edit, or a staff override that reached this instance through SharedState), and on connect
// to a browser whose config version is not the current one. The event carries the whole inlined config,
// encoded once per change and written to every stream, so a toggle costs no request per open browser.
import type { PushConfigEvent } from '../../../schemas/generated/push.ts';
import type { TenantContext, TenantDirectory } from '../../tenancy/tenant-directory.ts';
import type { PushHub } from './push-hub.service.ts';

export const configEventOf = (tenant: TenantContext): PushConfigEvent => ({ type: 'config', version: tenant.version, config: tenant.inlineConfig });

/** Wires config changes of `tenants` to `hub`; returns the function that stops it. */
export function startConfigPush(hub: PushHub, tenants: TenantDirectory): () => void {
  hub.addCatchUp((tenantId, cursor) => {
    const tenant = tenants.get(tenantId);
    return tenant && cursor.config !== tenant.version ? [configEventOf(tenant)] : [];
  });
  // A change that leaves the public view alone (a secret, a server-only field) is not news to a browser.
  const sent = new Map(tenants.all().map((tenant) => [tenant.id, tenant.version]));
  return tenants.onChange((ids) => {
    for (const id of ids) {
      const tenant = tenants.get(id);
      if (!tenant) {
        sent.delete(id);
        hub.endTenant(id);
      } else if (sent.get(id) !== tenant.version) {
        sent.set(id, tenant.version);
        hub.deliverLocal(id, configEventOf(tenant));
      }
    }
  });
}
