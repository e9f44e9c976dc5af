import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { TenantConfig } from '../../schemas/generated/tenant.ts';
import { createPublicView } from './public-view.ts';

describe('createPublicView', () => {
  const schema = {
    type: 'object',
    properties: {
      $schema: { type: 'string' },
      name: { type: 'string' },
      apiKey: { type: 'string', 'x-secret': true },
      vendors: { type: 'array', items: { $ref: '#/definitions/Vendor' } },
      perLanguage: { type: 'object', patternProperties: { '^[A-Z]{2}$': { $ref: '#/definitions/Vendor' } } },
      extras: { type: 'object', additionalProperties: { type: 'string', 'x-secret': true } },
      vault: { $ref: '#/definitions/Vault' },
      composed: { allOf: [{ properties: { hidden: { 'x-secret': true } } }] },
    },
    definitions: {
      Vendor: { type: 'object', properties: { code: { type: 'string' }, signingKey: { 'x-secret': true, type: 'string' } } },
      Vault: { type: 'object', 'x-secret': true },
    },
  };
  const config = {
    $schema: '../schemas/tenant.schema.json',
    name: 'Aurora',
    apiKey: 'k-1',
    vendors: [{ code: 'PG', signingKey: 'k-2' }, { code: 'JILI' }],
    perLanguage: { EN: { code: 'EVO', signingKey: 'k-3' } },
    extras: { a: 'k-4' },
    vault: { any: 'k-5' },
    composed: { shown: 1, hidden: 'k-6' },
  };

  it('when properties are marked x-secret anywhere (direct, $ref, items, patternProperties, additionalProperties, allOf), then they are dropped', () => {
    const view = createPublicView(schema)(config as unknown as TenantConfig);
    expect(view).toEqual({
      name: 'Aurora',
      vendors: [{ code: 'PG' }, { code: 'JILI' }],
      perLanguage: { EN: { code: 'EVO' } },
      extras: {},
      composed: { shown: 1 },
    });
    expect(JSON.stringify(view)).not.toMatch(/k-\d/);
  });

  it('when the view is built, then the input config is left untouched', () => {
    const before = JSON.stringify(config);
    createPublicView(schema)(config as unknown as TenantConfig);
    expect(JSON.stringify(config)).toBe(before);
  });

  it('when the real tenant schema is used, then secrets and $schema are dropped and the rest is kept', () => {
    const tenant = JSON.parse(readFileSync(new URL('../../tests/integration/fixtures/tenants/aurora.json', import.meta.url), 'utf8'));
    const view = createPublicView()(tenant) as unknown as Record<string, unknown>;
    expect(view.secrets).toBeUndefined();
    expect(view.$schema).toBeUndefined();
    expect(view.brand).toEqual(tenant.brand);
    expect(view.whitelabel).toEqual(tenant.whitelabel);
    const json = JSON.stringify(view);
    for (const secret of Object.values(tenant.secrets).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v as object)))) {
      expect(json).not.toContain(secret);
    }
  });
});
