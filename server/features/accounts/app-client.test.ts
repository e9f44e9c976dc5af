import { describe, expect, it } from 'vitest';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { APP_CLIENT_MAX_SKEW_MS, appClientHeader, appPlatformOf } from './app-client.ts';

const KEY = 'k'.repeat(40);
const tenant = (key?: string) => ({ id: 'aurora', config: { secrets: key ? { appClientKey: key } : {} } }) as unknown as TenantContext;
const NOW = Date.UTC(2026, 10, 27, 1, 0, 0);

describe('app client header', () => {
  it('when the app signs the header with the brand key, then the platform is proven', () => {
    expect(appPlatformOf(tenant(KEY), appClientHeader(KEY, 'android', 'aurora', NOW), NOW)).toBe('android');
    expect(appPlatformOf(tenant(KEY), appClientHeader(KEY, 'ios', 'aurora', NOW - 60_000), NOW)).toBe('ios');
  });

  it('when the key, brand, time or shape is wrong, then nothing is proven', () => {
    const good = appClientHeader(KEY, 'android', 'aurora', NOW);
    expect(appPlatformOf(tenant(), good, NOW)).toBeNull();
    expect(appPlatformOf(tenant(KEY), undefined, NOW)).toBeNull();
    expect(appPlatformOf(tenant(KEY), appClientHeader('x'.repeat(40), 'android', 'aurora', NOW), NOW)).toBeNull();
    expect(appPlatformOf(tenant(KEY), appClientHeader(KEY, 'android', 'borealis', NOW), NOW)).toBeNull();
    expect(appPlatformOf(tenant(KEY), good, NOW + APP_CLIENT_MAX_SKEW_MS + 1_000)).toBeNull();
    expect(appPlatformOf(tenant(KEY), good.replace('android', 'ios'), NOW)).toBeNull();
    expect(appPlatformOf(tenant(KEY), `${good}.x`, NOW)).toBeNull();
    expect(appPlatformOf(tenant(KEY), 'android.1.zz', NOW)).toBeNull();
    expect(appPlatformOf(tenant(KEY), 'web.1764205200.' + '0'.repeat(64), NOW)).toBeNull();
    expect(appPlatformOf(tenant(KEY), 'x'.repeat(500), NOW)).toBeNull();
  });
});
