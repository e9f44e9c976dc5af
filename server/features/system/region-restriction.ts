// Region restriction of a tenant: blocked countries and blocked IPv4/IPv6 addresses or CIDR ranges.
// Compiled once per config (net.BlockList), checked per request.
import { BlockList, isIP } from 'node:net';
import type { SystemStatus } from '../../../schemas/generated/tenant.ts';
import { normalizeIp, type Visitor } from '../../http/visitor.ts';

type Rules = SystemStatus['regionRestriction'];

interface Compiled {
  countries: ReadonlySet<string>;
  ranges: BlockList;
  /** Recent answers by address: a BlockList check allocates, a Map lookup does not. */
  answers: Map<string, boolean>;
}

const ANSWER_CACHE_LIMIT = 10_000;
const compiled = new WeakMap<Rules, Compiled>();

function compile(rules: Rules): Compiled {
  const ranges = new BlockList();
  for (const entry of rules.blockedIpRanges ?? []) {
    let [address, prefix] = entry.split('/') as [string, string | undefined];
    // An IPv4-mapped IPv6 range is the IPv4 range it maps (visitors are normalised to IPv4).
    const ipv4 = normalizeIp(address);
    if (ipv4 !== address && (prefix === undefined || Number(prefix) >= 96)) {
      address = ipv4;
      prefix = prefix === undefined ? undefined : String(Number(prefix) - 96);
    }
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) ranges.addAddress(address, family);
    else ranges.addSubnet(address, Number(prefix), family);
  }
  return { countries: new Set(rules.blockedCountries ?? []), ranges, answers: new Map() };
}

function addressBlocked(c: Compiled, rawIp: string): boolean {
  let answer = c.answers.get(rawIp);
  if (answer === undefined) {
    const ip = normalizeIp(rawIp);
    const family = isIP(ip);
    answer = family === 4 ? c.ranges.check(ip, 'ipv4') : family === 6 ? c.ranges.check(ip, 'ipv6') : false;
    if (c.answers.size >= ANSWER_CACHE_LIMIT) c.answers.clear();
    c.answers.set(rawIp, answer);
  }
  return answer;
}

export function isRegionBlocked(rules: Rules, visitor: Visitor): boolean {
  if (!rules.enabled) return false;
  let c = compiled.get(rules);
  if (!c) compiled.set(rules, (c = compile(rules)));
  if (visitor.countryCode && c.countries.has(visitor.countryCode)) return true;
  return addressBlocked(c, visitor.ip);
}

const listRules = new WeakMap<readonly string[], Rules>();

/** Whether the visitor's address is one of `list` (addresses or CIDR ranges), compiled once per list. */
export function addressListed(list: readonly string[], ip: string): boolean {
  if (list.length === 0) return false;
  let rules = listRules.get(list);
  if (!rules) listRules.set(list, (rules = { enabled: true, blockedIpRanges: [...list] }));
  let c = compiled.get(rules);
  if (!c) compiled.set(rules, (c = compile(rules)));
  return addressBlocked(c, ip);
}
