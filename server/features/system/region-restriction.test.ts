import { describe, expect, it } from 'vitest';
import { isRegionBlocked } from './region-restriction.ts';

describe('isRegionBlocked', () => {
  const rules = {
    enabled: true,
    blockedCountries: ['US', 'SG'],
    blockedIpRanges: ['203.0.113.0/24', '198.51.100.7', '2001:db8::/32', '::ffff:192.0.2.0/120'],
  };

  it.each<[string, string | undefined, boolean, string]>([
    ['203.0.113.9', undefined, true, 'an IPv4 inside a blocked CIDR'],
    ['203.0.114.9', undefined, false, 'an IPv4 just outside the CIDR'],
    ['198.51.100.7', undefined, true, 'a single blocked IPv4'],
    ['198.51.100.8', undefined, false, 'the neighbour of a single blocked IPv4'],
    ['::ffff:203.0.113.9', undefined, true, 'an IPv4-mapped IPv6 of a blocked IPv4'],
    ['::FFFF:198.51.100.7', undefined, true, 'an upper-case IPv4-mapped IPv6'],
    ['2001:db8:1::5', undefined, true, 'an IPv6 inside a blocked /32'],
    ['2001:db9::5', undefined, false, 'an IPv6 outside it'],
    ['192.0.2.10', undefined, true, 'an IPv4 covered by a mapped IPv6 range'],
    ['10.0.0.1', 'US', true, 'a blocked country'],
    ['10.0.0.1', 'PH', false, 'an allowed country and address'],
    ['not-an-ip', undefined, false, 'an unparseable address'],
  ])('when the visitor is %s from %s, then blocked is %s (%s)', (ip, countryCode, expected) => {
    expect(isRegionBlocked(rules, { ip, countryCode })).toBe(expected);
  });

  it('when the restriction is disabled, then nobody is blocked', () => {
    expect(isRegionBlocked({ ...rules, enabled: false }, { ip: '203.0.113.9', countryCode: 'US' })).toBe(false);
  });
});
