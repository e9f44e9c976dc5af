// scripts/new-tenant.ts: a brand derived from a template is a valid, separate brand. Nothing is written
// to disk here: the derivation is checked with the server's validator next to the real tenant files.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TenantConfig } from '../../schemas/generated/tenant.ts';
import { createTenantValidator, formatTenantError, type TenantSource } from '../../server/tenancy/tenant-validator.ts';
import { brandArt } from '../../scripts/gen-art.ts';
import { httpsChatLink } from '../../server/tenancy/customer-service-link.ts';
import { deriveTenant } from '../../scripts/new-tenant.ts';

const tenantsDir = fileURLToPath(new URL('../../tenants/', import.meta.url));
const existing: TenantSource[] = readdirSync(tenantsDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ file: `tenants/${f}`, id: basename(f, '.json'), text: readFileSync(join(tenantsDir, f), 'utf8') }));
const load = (id: string) => JSON.parse(readFileSync(join(tenantsDir, `${id}.json`), 'utf8')) as TenantConfig;

describe.each(['aurora', 'lotus', 'pearl'])('new-tenant --from %s', (from) => {
  const template = load(from);
  const t = deriveTenant({ id: 'golden-bay', name: 'Golden Bay', template });

  it('when a brand is derived, then it validates among the existing tenants without hostname clashes', () => {
    const source: TenantSource = { file: 'tenants/golden-bay.json', id: 'golden-bay', text: JSON.stringify(t) };
    const check = createTenantValidator().checkAll([source, ...existing])[0];
    expect(check.errors.map(formatTenantError)).toEqual([]);
  });

  it('when a brand is derived, then id, hostnames, name and merchant code are its own', () => {
    expect(t.id).toBe('golden-bay');
    expect(t.hostnames).toEqual(['golden-bay.localhost', 'golden-bay.example.com', 'www.golden-bay.example.com']);
    expect(t.brand.name).toBe('Golden Bay');
    expect(t.settings.merchantCode).toBe('GOLDEN_BAY_DEMO');
    expect(JSON.stringify(t.notices)).not.toContain(template.brand.name);
  });

  it('when a brand is derived, then every secret is fresh and still a demo value', () => {
    const values = (c: TenantConfig) => [c.secrets.sessionSecret, c.secrets.paymentWebhookSecret, ...Object.values(c.secrets.vendorSecrets ?? {})];
    for (const v of values(t)) {
      expect(v).toMatch(/^demo-golden-bay-/);
      expect(values(template)).not.toContain(v);
    }
    expect(Object.keys(t.secrets.vendorSecrets ?? {})).toEqual(Object.keys(template.secrets.vendorSecrets ?? {}));
  });

  it('when a brand is derived, then its chat links are resealed with new keys and point at the new brand', () => {
    t.customerService.forEach((entry, i) => {
      expect(entry.path.slice(-8)).not.toBe(template.customerService[i].path.slice(-8));
      const url = httpsChatLink(entry.path);
      expect(url).toMatch(/^https:\/\//);
      expect(url).toContain('golden-bay');
    });
  });

  it('when a brand is derived, then it has no analytics id, no CDN, and art for every asset it references', () => {
    expect(t.analytics).toEqual({});
    expect(t.cdn).toEqual({ image: [], launchGame: [] });
    const art = brandArt(t);
    for (const path of [t.brand.logo, t.brand.favicon, ...t.banners.map((b) => b.url)]) expect(art.has(path.replace('/brand-assets/', ''))).toBe(true);
  });
});

describe('new-tenant input checks', () => {
  it('when the id is not lower-case kebab, then deriving refuses it', () => {
    expect(() => deriveTenant({ id: 'Golden Bay', name: 'Golden Bay', template: load('aurora') })).toThrow(/must match/);
  });
});
