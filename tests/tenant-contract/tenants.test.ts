// The tenant contract: every tenants/*.json file must be a brand the portal can serve and that looks
// right. Schema validation compiles the schema with the project's one ajv set-up (server/json-schema.ts)
// straight from the file; the semantic rules mirror the ones the server enforces at load time, plus the
// ones about art, contrast and the demo brands.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import CryptoJS from 'crypto-js';
import type { ModuleId, TenantConfig, ThemeTokens, WhitelabelNode } from '../../schemas/generated/tenant.ts';
import { enabledModules, moduleOccurrences } from '../../schemas/rules/feature-tree.ts';
import { validatePassword } from '../../schemas/rules/register-rules.ts';
import { VENDORS, findVendor } from '../../server/providers/games/vendor-registry.ts';
import { brandArt, globalArt } from '../../scripts/gen-art.ts';
import { createAjv } from '../../server/json-schema.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tenantsDir = join(root, 'tenants');
const artDir = join(root, 'public', 'art');
const schema = JSON.parse(readFileSync(join(root, 'schemas', 'tenant.schema.json'), 'utf8'));
const en = JSON.parse(readFileSync(join(root, 'src', 'locales', 'en.json'), 'utf8'));

const files = readdirSync(tenantsDir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const tenants = files.map((file) => ({ file, raw: JSON.parse(readFileSync(join(tenantsDir, file), 'utf8')) as TenantConfig }));

const ALL_GROUPS: string[] = schema.definitions.BannerGroup.enum;
const FLAGS: ModuleId[] = ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3', 'MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3'];
const DEMO_BRANDS = ['aurora', 'lotus', 'pearl'];
const ASSET = '/brand-assets/';

const validate = createAjv({ useDefaults: false }).compile(schema);

/** WCAG 2 contrast ratio. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    let h = hex.slice(1);
    if (h.length === 3) h = [...h].map((c) => c + c).join('');
    const [r, g, bl] = [0, 2, 4].map((i) => {
      const c = parseInt(h.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

function assetPaths(t: TenantConfig): Array<{ where: string; path: string }> {
  const out: Array<{ where: string; path: string }> = [];
  const add = (where: string, path: string | undefined) => {
    if (path?.startsWith(ASSET)) out.push({ where, path });
  };
  add('/brand/logo', t.brand.logo);
  add('/brand/logoDark', t.brand.logoDark);
  add('/brand/favicon', t.brand.favicon);
  t.banners.forEach((b, i) => add(`/banners/${i}/url`, b.url));
  t.resources.forEach((r, i) => add(`/resources/${i}/qrCodeUrl`, r.qrCodeUrl));
  return out;
}

function openChatLink(path: string): string {
  const key = path.slice(-8);
  return CryptoJS.AES.decrypt(path.slice(0, -8), key).toString(CryptoJS.enc.Utf8);
}

describe('tenant files', () => {
  it('when the tenants folder is read, then it holds at least the three demo brands', () => {
    for (const id of DEMO_BRANDS) expect(files).toContain(`${id}.json`);
  });
});

describe.each(tenants)('$file', ({ file, raw: t }) => {
  const id = file.replace(/\.json$/, '');
  const themes: Array<['light' | 'dark', ThemeTokens]> = [
    ['light', t.themes.light],
    ['dark', t.themes.dark],
  ];

  it('when validated against schemas/tenant.schema.json, then there is no error', () => {
    const ok = validate(structuredClone(t));
    const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
    expect(errors).toEqual([]);
    expect(ok).toBe(true);
  });

  it('when its $schema is read, then it points at the tenant schema', () => {
    expect(t.$schema).toBe('../schemas/tenant.schema.json');
  });

  it('when its id is read, then it equals the file name', () => {
    expect(t.id).toBe(id);
  });

  it('when its hostnames are read, then they are lower case and include <id>.localhost', () => {
    for (const h of t.hostnames) expect(h).toBe(h.toLowerCase());
    expect(t.hostnames).toContain(`${id}.localhost`);
  });

  it('when its languages are read, then the default language is one of the supported ones', () => {
    expect(t.languages.supported).toContain(t.languages.default);
  });

  it('when its categories are read, then each appears once and every vendor is in the registry under its own game type', () => {
    const ids = t.games.categories.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const category of t.games.categories) {
      expect(category.vendors.length).toBeGreaterThan(0);
      for (const code of category.vendors) {
        const vendor = findVendor(code);
        expect(vendor, `${category.id}/${code} is not in the vendor registry`).toBeDefined();
        expect(vendor?.gameType, `${code} listed under ${category.id}`).toBe(category.id);
      }
    }
  });

  it('when its hot vendors are read, then each is a registry vendor shown in one of its categories', () => {
    const shown = new Set(t.games.categories.flatMap((c) => c.vendors));
    for (const code of t.games.hotVendors ?? []) {
      expect(findVendor(code), code).toBeDefined();
      expect(shown.has(code), `${code} is hot but not in any category`).toBe(true);
    }
  });

  it('when it shows both SPORTS and COCKFIGHT, then COCKFIGHT sits two places after SPORTS in the nav', () => {
    const ids = t.games.categories.map((c) => c.id);
    const sports = ids.indexOf('SPORTS');
    const cockfight = ids.indexOf('COCKFIGHT');
    if (sports >= 0 && cockfight >= 0) expect(cockfight).toBe(sports + 2);
  });

  it('when its language rules are read, then they only name supported languages and bingo (BG) filters only TY (spec §9)', () => {
    for (const [lang, rule] of Object.entries(t.languageRules ?? {})) {
      expect(t.languages.supported, `languageRules.${lang}`).toContain(lang);
      if (lang !== 'TY') expect(rule?.slotFilters ?? [], `languageRules.${lang}.slotFilters`).not.toContain('BG');
      for (const alias of rule?.vendorIconAliases ?? []) expect(() => new RegExp(alias.match)).not.toThrow();
    }
  });

  it('when its feature tree is walked, then every module appears once and the root is PORTAL', () => {
    const seen = new Map<string, string>();
    for (const { modId, pointer } of moduleOccurrences(t.whitelabel)) {
      expect(seen.get(modId), `${modId} at ${pointer} duplicates ${seen.get(modId)}`).toBeUndefined();
      seen.set(modId, pointer);
    }
    expect(t.whitelabel.map((n) => n.modId)).toEqual(['PORTAL']);
  });

  it('when its feature tree is walked, then every shown category is an enabled module and every enabled category is shown', () => {
    const on = enabledModules(t.whitelabel);
    const shown = new Set(t.games.categories.map((c) => c.id));
    for (const c of shown) expect(on.has(c), `${c} shown but its module is off`).toBe(true);
    for (const c of ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT'] as const)
      if (on.has(c)) expect(shown.has(c), `${c} module on but no category`).toBe(true);
  });

  it('when its login types are read, then at least one of username (USERNAMEREG3) and SMS (MOBILEVERCODELOGIN3) is on', () => {
    const on = enabledModules(t.whitelabel);
    expect(on.has('USERNAMEREG3') || on.has('MOBILEVERCODELOGIN3')).toBe(true);
  });

  it('when SMS verification features are on, then the fields they need are enabled and required', () => {
    const on = enabledModules(t.whitelabel);
    const f = t.register.fields;
    if (on.has('MOBILENUMREG3')) expect(f.mobileNum?.enabled).toBe(true);
    if (on.has('REGMOBVERF3')) expect(f.verificationCode).toMatchObject({ enabled: true, required: true });
    if (on.has('USERNAMEREG3')) expect(f.username).toMatchObject({ enabled: true, required: true });
  });

  it('when social login is on, then every enabled provider has a client configured', () => {
    const on = enabledModules(t.whitelabel);
    const providers = new Set((t.settings.socialProviders ?? []).map((p) => p.id));
    if (on.has('SOCIAL_GOOGLE')) expect(providers.has('google')).toBe(true);
    if (on.has('SOCIAL_FACEBOOK')) expect(providers.has('facebook')).toBe(true);
  });

  it('when free play is on, then a free-play balance is set', () => {
    if (enabledModules(t.whitelabel).has('FREEPLAY')) expect(t.settings.freePlayBalance).toBeGreaterThan(0);
  });

  it('when its register field rules are read, then every pattern compiles, bounds are ordered and patternId is a known message', () => {
    const patternIds = Object.keys(en.validation.pattern);
    for (const [name, rule] of Object.entries(t.register.fields)) {
      if (!rule) continue;
      if (rule.acceptedPattern && rule.acceptedPattern !== '*') expect(() => new RegExp(rule.acceptedPattern!), name).not.toThrow();
      if (rule.minLength !== undefined && rule.maxLength !== undefined) expect(rule.minLength, name).toBeLessThanOrEqual(rule.maxLength);
      if (rule.patternId) expect(patternIds, `${name}.patternId`).toContain(rule.patternId);
    }
  });

  it('when its username and password rules are read, then they follow spec §5 (username 2-15 from a letter, password more than 6)', () => {
    const { username, password, confirmPassword, paymentPassword } = t.register.fields;
    expect(username).toMatchObject({ minLength: 2, maxLength: 15 });
    const u = new RegExp(username!.acceptedPattern!);
    expect(u.test('ab')).toBe(true);
    expect(u.test('a_1234567890123')).toBe(true);
    expect(u.test('1abc')).toBe(false);
    expect(u.test('a b')).toBe(false);
    expect(u.test('a23456789012345x')).toBe(false);
    // The brand's rule applies on top of the fixed §5 / ASVS rule: together they keep "more than 6,
    // letters and numbers" and never refuse symbols, spaces, Unicode or 64+ characters.
    for (const rule of [password, confirmPassword]) {
      const ok = (value: string) => validatePassword(value, rule) === null;
      expect(ok('abc1234')).toBe(true);
      expect(ok('abc123')).toBe(false);
      expect(ok('abcdefgh')).toBe(false);
      expect(ok('Passw0rd! with spaces')).toBe(true);
      expect(ok('mật khẩu 2026')).toBe(true);
      expect(ok('k7'.repeat(32))).toBe(true);
    }
    if (paymentPassword?.enabled) expect(paymentPassword.required).toBe(true);
  });

  it('when its countries are read, then the default dialling code is among them and country codes are unique', () => {
    const codes = (t.register.countries ?? []).map((c) => c.countryCode);
    expect(new Set(codes).size).toBe(codes.length);
    if (t.register.defaultCountryDialingCode)
      expect((t.register.countries ?? []).map((c) => c.countryDialingCode)).toContain(t.register.defaultCountryDialingCode);
  });

  it('when its customer-service paths are decrypted with their last 8 characters, then each yields an https chat URL', () => {
    expect(t.customerService.length).toBeGreaterThan(0);
    for (const entry of t.customerService) {
      expect(entry.path.length).toBeGreaterThan(8);
      expect(openChatLink(entry.path)).toMatch(/^https:\/\/\S+$/);
    }
  });

  it('when its /brand-assets/ paths are read, then every file exists under tenants/<id>/', () => {
    const missing = assetPaths(t).filter(({ path }) => !existsSync(join(tenantsDir, id, path.slice(ASSET.length))));
    expect(missing).toEqual([]);
  });

  it('when its banners are read, then every group has one, w_home has at least 3 and ids are unique', () => {
    for (const g of ALL_GROUPS) expect(t.banners.filter((b) => b.groupName === g).length, g).toBeGreaterThanOrEqual(1);
    expect(t.banners.filter((b) => b.groupName === 'w_home').length).toBeGreaterThanOrEqual(3);
    const ids = t.banners.map((b) => b.bannerId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('when its banners link somewhere, then INTERNAL links are routes and EXTERNAL links are https', () => {
    for (const b of t.banners) {
      if (b.linkageType === 'INTERNAL') expect(b.link).toMatch(/^\/[^\s]*$/);
      if (b.linkageType === 'EXTERNAL') expect(b.link).toMatch(/^https:\/\/\S+$/);
    }
  });

  it('when its banners and notices are read, then their texts exist in every supported language', () => {
    for (const b of t.banners) for (const l of t.languages.supported) expect(b.alt?.[l], `banner ${b.bannerId} alt ${l}`).toBeTruthy();
    expect(t.notices.length).toBeGreaterThanOrEqual(3);
    for (const n of t.notices)
      for (const l of t.languages.supported) {
        expect(n.title[l], `notice ${n.id} title ${l}`).toBeTruthy();
        expect(n.content[l], `notice ${n.id} content ${l}`).toBeTruthy();
      }
  });

  it.each(['light', 'dark'] as const)('when its %s theme is read, then text and on-primary colours reach WCAG AA (4.5:1)', (mode) => {
    const k = t.themes[mode];
    const pairs: Array<[keyof ThemeTokens, keyof ThemeTokens]> = [
      ['text', 'background'],
      ['text', 'surface'],
      ['text', 'surfaceAlt'],
      ['textMuted', 'background'],
      ['textMuted', 'surface'],
      ['onPrimary', 'primary'],
      ['headerText', 'headerBg'],
      // The nav bar writes header text on its own background; links and selected tabs write primary on surfaces.
      ['headerText', 'navBg'],
      ['primary', 'background'],
      ['primary', 'surface'],
      ['primary', 'surfaceAlt'],
      ['footerText', 'footerBg'],
    ];
    const low = pairs.map(([a, b]) => ({ pair: `${a}/${b}`, ratio: contrast(k[a], k[b]) })).filter((p) => p.ratio < 4.5);
    expect(low).toEqual([]);
  });

  it('when its two themes are compared, then light has a light background and dark a dark one', () => {
    const [[, light], [, dark]] = themes;
    expect(contrast(light.background, '#000000')).toBeGreaterThan(contrast(light.background, '#ffffff'));
    expect(contrast(dark.background, '#ffffff')).toBeGreaterThan(contrast(dark.background, '#000000'));
  });

  it('when its region restriction is read, then every blocked range is an IPv4/IPv6 address or CIDR', () => {
    for (const r of t.systemStatus.regionRestriction.blockedIpRanges ?? []) {
      const [ip, prefix] = r.split('/');
      const v4 = /^(\d{1,3})(\.\d{1,3}){3}$/.test(ip) && ip.split('.').every((o) => Number(o) <= 255);
      expect(v4 || ip.includes(':'), r).toBe(true);
      if (prefix !== undefined) expect(Number(prefix)).toBeLessThanOrEqual(v4 ? 32 : 128);
    }
  });

  it('when its agent-centre rules are read, then all four agent types (1, 2, 41, 42) are decided', () => {
    expect(Object.keys(t.agentCentre.rules).sort()).toEqual(['1', '2', '41', '42']);
  });

  it('when demo mode is on, then every secret is an obvious demo value', () => {
    if (!t.settings.demoMode) return;
    const values = [
      t.secrets.sessionSecret,
      t.secrets.paymentWebhookSecret,
      t.secrets.smsProviderKey,
      ...Object.values(t.secrets.vendorSecrets ?? {}),
      ...Object.values(t.secrets.socialClientSecrets ?? {}),
    ].filter((v): v is string => typeof v === 'string');
    expect(values.length).toBeGreaterThan(0);
    for (const v of values) expect(v).toMatch(/^demo-/);
  });

  it('when gen-art regenerates its art, then the files in tenants/<id>/ are identical (art is deterministic and up to date)', () => {
    const stale = [...brandArt(t)].filter(([rel, svg]) => {
      const f = join(tenantsDir, id, rel);
      return !existsSync(f) || readFileSync(f, 'utf8') !== svg;
    });
    expect(stale.map(([rel]) => rel)).toEqual([]);
  });
});

describe('all tenants together', () => {
  const all = tenants.map((x) => x.raw);

  it('when hostnames are compared, then no hostname belongs to two tenants', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const t of all)
      for (const h of t.hostnames) {
        if (owner.has(h) && owner.get(h) !== t.id) clashes.push(`${h}: ${owner.get(h)} and ${t.id}`);
        owner.set(h, t.id);
      }
    expect(clashes).toEqual([]);
  });

  it('when merchant codes and session secrets are compared, then no two tenants share one', () => {
    const merchants = all.map((t) => t.settings.merchantCode).filter(Boolean);
    expect(new Set(merchants).size).toBe(merchants.length);
    const secrets = all.map((t) => t.secrets.sessionSecret);
    expect(new Set(secrets).size).toBe(secrets.length);
  });

  it('when the shared art is listed, then every vendor, licence, social link, category and age badge has its file', () => {
    const need = new Set<string>([
      ...VENDORS.map((v) => `vendors/${v.vassalage}.svg`),
      ...all.flatMap((t) => t.brand.licences.map((l) => `licences/${l.toLowerCase()}.svg`)),
      ...all.flatMap((t) =>
        t.resources.filter((r) => !['ANDROID', 'MOBILECONFIG'].includes(r.resourceType)).map((r) => `social/${r.resourceType.toLowerCase()}.svg`),
      ),
      ...all.flatMap((t) => t.games.categories.map((c) => `categories/${c.id}.svg`)),
      'categories/HOT.svg',
      ...all.map((t) => `age-${t.brand.minimumAge}.svg`),
      'age-18.svg',
      'default-game.svg',
      'default-avatar.svg',
    ]);
    expect([...need].filter((p) => !existsSync(join(artDir, p)))).toEqual([]);
  });

  it('when gen-art regenerates the shared art, then public/art is identical', () => {
    const stale = [...globalArt(all)].filter(([rel, svg]) => {
      const f = join(artDir, rel);
      return !existsSync(f) || readFileSync(f, 'utf8') !== svg;
    });
    expect(stale.map(([rel]) => rel)).toEqual([]);
  });
});

describe('the three demo brands', () => {
  const demo = DEMO_BRANDS.map((id) => tenants.find((x) => x.raw.id === id)!.raw);
  const distinct = <T>(values: T[]) => new Set(values.map((v) => JSON.stringify(v))).size === values.length;
  const flagsOf = (tree: WhitelabelNode[]) => {
    const on = enabledModules(tree);
    return FLAGS.filter((f) => on.has(f));
  };

  it('when compared, then they differ in name, default language, default theme or currency, and palette', () => {
    expect(distinct(demo.map((t) => t.brand.name))).toBe(true);
    expect(distinct(demo.map((t) => t.languages.default))).toBe(true);
    expect(distinct(demo.map((t) => t.currency.code))).toBe(true);
    expect(distinct(demo.map((t) => t.themes.light.primary))).toBe(true);
    expect(distinct(demo.map((t) => t.themes.dark.primary))).toBe(true);
    expect(distinct(demo.map((t) => [t.themes.default, t.themes.light.headerBg]))).toBe(true);
  });

  it('when compared, then their registration and login flags differ', () => {
    expect(distinct(demo.map((t) => flagsOf(t.whitelabel)))).toBe(true);
  });

  it('when compared, then their feature trees, categories, resources and banners differ', () => {
    expect(distinct(demo.map((t) => [...enabledModules(t.whitelabel)].sort()))).toBe(true);
    expect(distinct(demo.map((t) => t.games.categories))).toBe(true);
    expect(distinct(demo.map((t) => t.resources.map((r) => r.resourceType)))).toBe(true);
    expect(distinct(demo.map((t) => t.brand.licences))).toBe(true);
  });

  it('when their art is compared, then logos and home banners are different files', () => {
    const read = (id: string, rel: string) => readFileSync(join(tenantsDir, id, rel), 'utf8');
    expect(distinct(DEMO_BRANDS.map((id) => read(id, 'logo.svg')))).toBe(true);
    expect(distinct(DEMO_BRANDS.map((id) => read(id, 'banners/w_home-1.svg')))).toBe(true);
  });
});
