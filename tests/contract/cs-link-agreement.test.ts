// Customer-service links have two halves on two sides that may not import each other: the server seals
// and checks them (server/tenancy/customer-service-link.ts: npm run cs-link, the tenant validator), the
// browser opens them (src/features/customer-service/cs-link.ts). What one seals the other must open.
import { readdirSync, readFileSync } from 'node:fs';
import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import type { TenantConfig } from '../../schemas/generated/tenant.ts';
import { decryptCsLink } from '../../src/features/customer-service/cs-link.ts';
import { httpsChatLink, openChatLink, sealChatLink } from '../../server/tenancy/customer-service-link.ts';

const TENANTS = new URL('../../tenants/', import.meta.url);

describe('customer-service link, server and browser', () => {
  it('when the server seals a link (npm run cs-link), then the browser opens the same link', () => {
    for (const url of ['https://chat.example.com/room?x=1', 'https://t.me/support_บริการ']) {
      const path = sealChatLink(url);
      expect(decryptCsLink(path)).toBe(new URL(url).toString());
      expect(httpsChatLink(path)).toBe(url);
    }
  });

  it('when a link is sealed the other way the browser accepts (raw key, ECB), then the server opens it too', () => {
    const key = 'Zq8mN2vX';
    const cipher = CryptoJS.AES.encrypt('https://chat.example.com/ecb', CryptoJS.enc.Utf8.parse(key), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString();
    expect(decryptCsLink(cipher + key)).toBe('https://chat.example.com/ecb');
    expect(openChatLink(cipher + key)).toBe('https://chat.example.com/ecb');
  });

  it('when the demo brands are read, then every path the server accepts opens in the browser to the same link', () => {
    for (const file of readdirSync(TENANTS).filter((f) => f.endsWith('.json'))) {
      const tenant = JSON.parse(readFileSync(new URL(file, TENANTS), 'utf8')) as TenantConfig;
      for (const entry of tenant.customerService) {
        const url = httpsChatLink(entry.path);
        expect(url, `${file} ${entry.csType}`).toBeDefined();
        expect(decryptCsLink(entry.path)).toBe(new URL(url!).toString());
      }
    }
  });
});
