// Region restriction of a tenant: blocked countries and blocked IPv4/IPv6 addresses or CIDR ranges.
// Compiled once per config (net.BlockList), checked per request.
import { BlockList, isIP } from 'node:net';
import type { SystemStatus } from '../../../schemas/generated/tenant.ts';
import { normalizeIp, type Visitor } from '../../http/visitor.ts';

type Rules = SystemStatus['regionRestriction'];

interface Compiled {
  enabled: boolean;
  countries: ReadonlySet<string>;
  ranges: BlockList;
}

const compiled = new WeakMap<Rules, Compiled>();

function compile(rules: Rules): Compiled {
  const ranges = new BlockList();
  for (const entry of rules.blockedIpRanges ?? []) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) ranges.addAddress(address, family);
    else ranges.addSubnet(address, Number(prefix), family);
  }
  return { enabled: rules.enabled, countries: new Set(rules.blockedCountries ?? []), ranges };
}

export function isRegionBlocked(rules: Rules, visitor: Visitor): boolean {
  if (!rules.enabled) return false;
  let c = compiled.get(rules);
  if (!c) compiled.set(rules, (c = compile(rules)));
  if (visitor.countryCode && c.countries.has(visitor.countryCode)) return true;
  const ip = normalizeIp(visitor.ip);
  const family = isIP(ip);
  if (family === 4) return c.ranges.check(ip, 'ipv4') || c.ranges.check(`::ffff:${ip}`, 'ipv6');
  if (family === 6) return c.ranges.check(ip, 'ipv6');
  return false;
}
