// The tenant contract: every tenants/*.json file must be a brand the portal can serve and that looks
// right. Whether it can be served is the server's own validator (schema and rules, art included), run on
// the file as the server would; what stays here is what makes a brand look right (contrast, themes, art
// current, texts in every language) and what the demo brands promise as showcases.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ModuleId, TenantConfig, ThemeTokens, WhitelabelNode } from '../../schemas/generated/tenant.ts';
import { enabledModules } from '../../schemas/rules/feature-tree.ts';
import { validatePassword } from '../../schemas/rules/register-rules.ts';
import { VENDORS } from '../../server/providers/games/vendor-registry.ts';
import { brandArt, globalArt } from '../../scripts/gen-art.ts';
import { createTenantValidator, formatTenantError } from '../../server/tenancy/tenant-validator.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tenantsDir = join(root, 'tenants');
const artDir = join(root, 'public', 'art');
const schema = JSON.parse(readFileSync(join(root, 'schemas', 'tenant.schema.json'), 'utf8'));
const en = JSON.parse(readFileSync(join(root, 'src', 'locales', 'en.json'), 'utf8'));

const files = readdirSync(tenantsDir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const tenants = files.map((file) => ({
  file,
  text: readFileSync(join(tenantsDir, file), 'utf8'),
  raw: JSON.parse(readFileSync(join(tenantsDir, file), 'utf8')) as TenantConfig,
}));

const ALL_GROUPS: string[] = schema.definitions.BannerGroup.enum;
const FLAGS: ModuleId[] = ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3', 'MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3'];
const DEMO_BRANDS = ['aurora', 'lotus', 'pearl'];

const validator = createTenantValidator();

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

describe('tenant files', () => {
  it('when the tenants folder is read, then it holds at least the three demo brands', () => {
    for (const id of DEMO_BRANDS) expect(files).toContain(`${id}.json`);
  });
});

describe.each(tenants)('$file', ({ file, text, raw: t }) => {
  const id = file.replace(/\.json$/, '');
  const themes: Array<['light' | 'dark', ThemeTokens]> = [
    ['light', t.themes.light],
    ['dark', t.themes.dark],
  ];

  it("when checked by the server's tenant validator (schema, rules and art), then there is no error", () => {
    const check = validator.checkFile({ file: `tenants/${file}`, id, text, assetDir: join(tenantsDir, id) });
    expect(check.errors.map(formatTenantError)).toEqual([]);
  });

  it('when its $schema is read, then it points at the tenant schema', () => {
    expect(t.$schema).toBe('../schemas/tenant.schema.json');
  });

  it('when its hostnames are read, then they include <id>.localhost', () => {
    expect(t.hostnames).toContain(`${id}.localhost`);
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

  it('when its feature tree is walked, then the root is PORTAL', () => {
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

  it('when free play is on, then a free-play balance is set', () => {
    if (enabledModules(t.whitelabel).has('FREEPLAY')) expect(t.settings.freePlayBalance).toBeGreaterThan(0);
  });

  it('when its register field rules are read, then every patternId is a known message (else the generic one is shown)', () => {
    const patternIds = Object.keys(en.validation.pattern);
    for (const [name, rule] of Object.entries(t.register.fields)) if (rule?.patternId) expect(patternIds, `${name}.patternId`).toContain(rule.patternId);
  });

  // Username length is the validator's rule now (within spec §5's 2–15; a brand may narrow it), so it is no longer checked here.
  it('when its username and password rules are read, then they accept what spec §5 accepts (username from a letter, password more than 6)', () => {
    const { username, password, confirmPassword, paymentPassword } = t.register.fields;
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

  it('when the shared art is listed, then every vendor, licence, social link and category has its file', () => {
    const need = new Set<string>([
      ...VENDORS.map((v) => `vendors/${v.vassalage}.svg`),
      ...all.flatMap((t) => t.brand.licences.map((l) => `licences/${l.toLowerCase()}.svg`)),
      ...all.flatMap((t) =>
        t.resources.filter((r) => !['ANDROID', 'MOBILECONFIG'].includes(r.resourceType)).map((r) => `social/${r.resourceType.toLowerCase()}.svg`),
      ),
      ...all.flatMap((t) => t.games.categories.map((c) => `categories/${c.id}.svg`)),
      'categories/HOT.svg',
      'default-game.svg',
      'default-avatar.svg',
    ]);
    expect([...need].filter((p) => !existsSync(join(artDir, p)))).toEqual([]);
  });

  it('when gen-art regenerates the shared art, then public/art is identical', () => {
    const stale = [...globalArt()].filter(([rel, svg]) => {
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

  // Not a tenant rule: a page whose group has no banner simply shows no strip. The demo brands are
  // showcases, so each shows a banner on every page that has a strip.
  it.each(DEMO_BRANDS)('when %s banners are read, then every group has one and w_home has at least 3', (id) => {
    const t = demo[DEMO_BRANDS.indexOf(id)];
    for (const g of ALL_GROUPS) expect(t.banners.filter((b) => b.groupName === g).length, g).toBeGreaterThanOrEqual(1);
    expect(t.banners.filter((b) => b.groupName === 'w_home').length).toBeGreaterThanOrEqual(3);
  });

  it('when their art is compared, then logos and home banners are different files', () => {
    const read = (id: string, rel: string) => readFileSync(join(tenantsDir, id, rel), 'utf8');
    expect(distinct(DEMO_BRANDS.map((id) => read(id, 'logo.svg')))).toBe(true);
    expect(distinct(DEMO_BRANDS.map((id) => read(id, 'banners/w_home-1.svg')))).toBe(true);
  });
});
