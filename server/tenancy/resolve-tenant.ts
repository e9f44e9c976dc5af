// Host → tenant id. Pure and fail-closed: an unknown host is null, never some other brand.
// Order: <id>.localhost (development only; it cannot be claimed by another tenant), then exact
// hostname, then one-label wildcard (*.example.com).

export interface TenantHosts {
  id: string;
  hostnames: readonly string[];
}

export interface ResolveOptions {
  /** `<id>.localhost` resolves to tenant <id>. Only outside production (NODE_ENV !== 'production'). */
  localhostAliases: boolean;
}

const LOCALHOST_SUFFIX = '.localhost';
const PORT = /^\d{0,5}$/;

/**
 * Lower-cases, strips the port and a trailing dot; IPv6 literals stay bracketed (they never match).
 * A malformed port (`host:abc`) makes the whole host invalid (null).
 */
export function normalizeHost(host: string | undefined | null): string | null {
  if (!host) return null;
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) {
    const end = name.indexOf(']');
    if (end === -1) return null;
    const rest = name.slice(end + 1);
    if (rest !== '' && !(rest.startsWith(':') && PORT.test(rest.slice(1)))) return null;
    return name.slice(0, end + 1);
  }
  const colon = name.indexOf(':');
  if (colon !== -1) {
    if (!PORT.test(name.slice(colon + 1))) return null; // also rejects a bare IPv6 address
    name = name.slice(0, colon);
  }
  if (name.endsWith('.')) name = name.slice(0, -1);
  return name === '' ? null : name;
}

/** The tenant id of `<id>.localhost`, else null. */
export function localhostAlias(name: string): string | null {
  if (!name.endsWith(LOCALHOST_SUFFIX)) return null;
  const label = name.slice(0, -LOCALHOST_SUFFIX.length);
  return label === '' || label.includes('.') ? null : label;
}

export function resolveTenant(host: string | undefined | null, tenants: readonly TenantHosts[], options: ResolveOptions): string | null {
  const name = normalizeHost(host);
  if (name === null) return null;

  if (options.localhostAliases) {
    const alias = localhostAlias(name);
    if (alias !== null) for (const tenant of tenants) if (tenant.id === alias) return tenant.id;
  }

  for (const tenant of tenants) if (tenant.hostnames.includes(name)) return tenant.id;

  const dot = name.indexOf('.');
  if (dot > 0) {
    const wildcard = `*${name.slice(dot)}`;
    for (const tenant of tenants) if (tenant.hostnames.includes(wildcard)) return tenant.id;
  }
  return null;
}
