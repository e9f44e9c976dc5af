// Which sign-ins come from the brand's app (issue 19, app-download bonus). Nothing a browser sends proves an app
// (a User-Agent or a custom header is anyone's to type), so the app signs a header with the brand's app key
// (tenant secrets.appClientKey, shipped inside the app):
//
//   X-App-Client: <platform>.<unix seconds>.<hex HMAC-SHA256(appClientKey, "<platform>.<unix seconds>.<tenant id>")>
//
// A valid signature no older (or newer) than five minutes proves "a client holding the app's key signed this
// within five minutes for this brand" — not a genuine install: whoever extracts the key from the app can sign
// too, and a captured header replays for five minutes. The bonus is once per member, so the worst case is one
// app bonus per account that could also have installed the app. A brand without a key has no app sign-ins.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';

export type AppPlatform = 'android' | 'ios';

export const APP_CLIENT_HEADER = 'x-app-client';
export const APP_CLIENT_MAX_SKEW_MS = 5 * 60_000;
const PLATFORMS: ReadonlySet<string> = new Set(['android', 'ios']);

export const appClientSignature = (key: string, platform: string, seconds: number, tenantId: string): string =>
  createHmac('sha256', key).update(`${platform}.${seconds}.${tenantId}`).digest('hex');

/** The header a genuine app sends now (tests, and the reference for the app's developers). */
export const appClientHeader = (key: string, platform: AppPlatform, tenantId: string, nowMs: number): string => {
  const seconds = Math.floor(nowMs / 1000);
  return `${platform}.${seconds}.${appClientSignature(key, platform, seconds, tenantId)}`;
};

/** The app platform a sign-in's X-App-Client header proves, or null (no header, no key, bad or stale signature). */
export function appPlatformOf(tenant: TenantContext, header: string | undefined, nowMs: number): AppPlatform | null {
  const key = tenant.config.secrets?.appClientKey;
  if (!key || !header || header.length > 200) return null;
  const [platform, secondsText, signature, ...rest] = header.split('.');
  if (rest.length > 0 || !PLATFORMS.has(platform) || !/^\d{1,12}$/.test(secondsText ?? '') || !/^[0-9a-f]{64}$/.test(signature ?? '')) return null;
  const seconds = Number(secondsText);
  if (Math.abs(nowMs - seconds * 1000) > APP_CLIENT_MAX_SKEW_MS) return null;
  const expected = Buffer.from(appClientSignature(key, platform, seconds, tenant.id), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? (platform as AppPlatform) : null;
}
