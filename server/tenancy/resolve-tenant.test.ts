import { describe, expect, it } from 'vitest';
import { localhostAlias, normalizeHost, resolveTenant, type TenantHosts } from './resolve-tenant.ts';

const tenants: TenantHosts[] = [
  { id: 'aurora', hostnames: ['aurora.example.com', '*.aurora.example.com', 'play.aurora.example.com'] },
  { id: 'borealis', hostnames: ['borealis.example.net', 'vip.aurora.example.com'] },
  { id: 'cosmo', hostnames: ['*.cosmo.test', 'aurora.localhost'] },
];
const DEVELOPMENT = { localhostAliases: true };
const PRODUCTION = { localhostAliases: false };

describe('resolveTenant', () => {
  it.each<[string | undefined, string | null, string]>([
    ['aurora.example.com', 'aurora', 'an exact hostname'],
    ['AURORA.Example.COM', 'aurora', 'upper case letters'],
    ['aurora.example.com:8443', 'aurora', 'a port'],
    ['  aurora.example.com  ', 'aurora', 'surrounding spaces'],
    ['aurora.example.com.', 'aurora', 'a trailing dot (fully qualified name)'],
    ['m.aurora.example.com', 'aurora', 'a one-label wildcard'],
    ['M.Aurora.Example.Com:80', 'aurora', 'a wildcard with case and port'],
    ['vip.aurora.example.com', 'borealis', 'an exact hostname of another tenant that beats the wildcard'],
    ['play.aurora.example.com', 'aurora', 'an exact hostname that is also covered by a wildcard'],
    ['a.b.aurora.example.com', null, 'two labels under a one-label wildcard'],
    ['example.com', null, 'the parent domain of a wildcard'],
    ['aurora.example.com.evil.test', null, 'a lookalike suffix'],
    ['x.cosmo.test', 'cosmo', 'a tenant with only a wildcard'],
    ['cosmo.test', null, 'the bare domain of a wildcard-only tenant'],
    ['borealis.localhost', 'borealis', '<id>.localhost'],
    ['borealis.localhost:5173', 'borealis', '<id>.localhost with a port'],
    ['Cosmo.LOCALHOST', 'cosmo', '<id>.localhost with case'],
    ['aurora.localhost', 'aurora', '<id>.localhost that another tenant lists (the id wins)'],
    ['x.borealis.localhost', null, 'a sub-domain of <id>.localhost'],
    ['unknown.localhost', null, 'an unknown id under .localhost'],
    ['localhost', null, 'bare localhost'],
    ['localhost:3000', null, 'bare localhost with a port'],
    ['unknown.example.org', null, 'an unknown host'],
    ['127.0.0.1:3000', null, 'an IPv4 address'],
    ['[::1]:3000', null, 'an IPv6 literal with a port'],
    ['[::1]', null, 'an IPv6 literal'],
    ['aurora.example.com:abc', null, 'a malformed port'],
    ['aurora.example.com:80:80', null, 'two ports'],
    ['aurora.example.com:123456', null, 'a port that is too long'],
    ['aurora.localhost:abc', null, '<id>.localhost with a malformed port'],
    ['aurora.example.com:', 'aurora', 'an empty port (allowed by RFC 3986)'],
    ['::1', null, 'a bare IPv6 address'],
    ['', null, 'an empty host'],
    [undefined, null, 'no host header'],
  ])('when the host is %j in development, then the tenant is %j (%s)', (host, expected) => {
    expect(resolveTenant(host, tenants, DEVELOPMENT)).toBe(expected);
  });

  it.each<[string, string | null, string]>([
    ['aurora.example.com', 'aurora', 'an exact hostname'],
    ['m.aurora.example.com', 'aurora', 'a one-label wildcard'],
    ['borealis.localhost', null, '<id>.localhost'],
    ['borealis.localhost:5173', null, '<id>.localhost with a port'],
    ['aurora.localhost', 'cosmo', 'a .localhost hostname a tenant lists explicitly'],
    ['unknown.example.org', null, 'an unknown host'],
  ])('when the host is %j in production, then the tenant is %j (%s)', (host, expected) => {
    expect(resolveTenant(host, tenants, PRODUCTION)).toBe(expected);
  });

  it('when no tenants are loaded, then every host is unknown', () => {
    expect(resolveTenant('aurora.example.com', [], DEVELOPMENT)).toBeNull();
    expect(resolveTenant('aurora.localhost', [], DEVELOPMENT)).toBeNull();
  });
});

describe('normalizeHost', () => {
  it.each<[string, string | null]>([
    ['Example.COM:80', 'example.com'],
    ['[2001:DB8::1]:443', '[2001:db8::1]'],
    ['[::1', null],
    [':80', null],
    ['host:abc', null],
    ['[::1]x', null],
    ['[::1]:x', null],
  ])('when the host is %j, then it normalizes to %j', (host, expected) => {
    expect(normalizeHost(host)).toBe(expected);
  });
});

describe('localhostAlias', () => {
  it.each<[string, string | null]>([
    ['aurora.localhost', 'aurora'],
    ['a.b.localhost', null],
    ['.localhost', null],
    ['localhost', null],
    ['aurora.example.com', null],
  ])('when the name is %j, then the alias is %j', (name, expected) => {
    expect(localhostAlias(name)).toBe(expected);
  });
});
