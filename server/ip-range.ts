// IPv4/IPv6 addresses and CIDR ranges as written in configuration (TRUST_PROXY, blockedIpRanges).
import { isIP } from 'node:net';

/** True for `1.2.3.4`, `10.0.0.0/8`, `2001:db8::1`, `2001:db8::/32` (prefix within the family's bits). */
export function isAddressOrCidr(value: string): boolean {
  const [address, prefix, extra] = value.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}
