// Host → tenant id. Pure and fail-closed: an unknown host is null, never some other brand.
// Order: exact hostname, then one-label wildcard (*.example.com), then <id>.localhost (development).

export interface TenantHosts {
  id: string;
  hostnames: readonly string[];
}

/** Lower-cases, strips the port and a trailing dot; IPv6 literals stay bracketed (they never match). */
export function normalizeHost(host: string | undefined | null): string | null {
  if (!host) return null;
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) {
    const end = name.indexOf(']');
    return end === -1 ? null : name.slice(0, end + 1);
  }
  const colon = name.indexOf(':');
  if (colon !== -1) {
    if (name.indexOf(':', colon + 1) !== -1) return null; // bare IPv6 is not a valid Host header
    name = name.slice(0, colon);
  }
  if (name.endsWith('.')) name = name.slice(0, -1);
  return name === '' ? null : name;
}

export function resolveTenant(host: string | undefined | null, tenants: readonly TenantHosts[]): string | null {
  const name = normalizeHost(host);
  if (name === null) return null;

  for (const tenant of tenants) if (tenant.hostnames.includes(name)) return tenant.id;

  const dot = name.indexOf('.');
  if (dot > 0) {
    const wildcard = `*${name.slice(dot)}`;
    for (const tenant of tenants) if (tenant.hostnames.includes(wildcard)) return tenant.id;
  }

  if (name.endsWith('.localhost')) {
    const label = name.slice(0, -'.localhost'.length);
    if (!label.includes('.')) for (const tenant of tenants) if (tenant.id === label) return tenant.id;
  }
  return null;
}
