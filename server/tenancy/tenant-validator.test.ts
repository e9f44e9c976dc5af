// The tenant validator's rules beyond the schema, one broken copy of a demo brand per rule: each names
// the exact JSON pointer and says what is wrong in words; the demo brands themselves stay valid.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TenantConfig, WhitelabelNode } from '../../schemas/generated/tenant.ts';
import { sealChatLink } from './customer-service-link.ts';
import { createTenantValidator, formatTenantError, validateTenantText } from './tenant-validator.ts';

const TENANTS = new URL('../../tenants/', import.meta.url).pathname;
const SCHEMA = JSON.parse(readFileSync(new URL('../../schemas/tenant.schema.json', import.meta.url), 'utf8'));
const validator = createTenantValidator();

const demo = (id: string): TenantConfig => JSON.parse(readFileSync(join(TENANTS, `${id}.json`), 'utf8'));

/** The errors of a tenant as `pointer: message` lines, checked as the server would (art in tenants/<id>/). */
function errorsOf(config: unknown, id = 'aurora'): string[] {
  const check = validator.checkFile({ file: `tenants/${id}.json`, id, text: JSON.stringify(config), assetDir: join(TENANTS, id) });
  return check.errors.map((e) => `${e.pointer}: ${e.message}`);
}

function find(tree: WhitelabelNode[], id: string): WhitelabelNode | undefined {
  for (const n of tree) {
    const found = n.modId === id ? n : n.childrenNodes && find(n.childrenNodes, id);
    if (found) return found;
  }
  return undefined;
}

function node(tree: WhitelabelNode[], id: string): WhitelabelNode {
  const found = find(tree, id);
  if (!found) throw new Error(`no module ${id}`);
  return found;
}

/** aurora with one change. */
function aurora(change: (t: TenantConfig) => void): TenantConfig {
  const t = demo('aurora');
  change(t);
  return t;
}

describe('the demo brands', () => {
  it.each(['aurora', 'lotus', 'pearl'])('when %s is validated with its art, then it has no error', (id) => {
    expect(errorsOf(demo(id), id)).toEqual([]);
  });
});

describe('vendor rules', () => {
  it('when a shown vendor served here has no seamless-wallet secret, then its category entry says which secret to add', () => {
    const t = aurora((c) => delete c.secrets.vendorSecrets!.PG);
    expect(errorsOf(t)).toEqual([
      '/games/categories/0/vendors/1: vendor "PG" is shown but has no seamless-wallet secret: add /secrets/vendorSecrets/PG (16 characters or more); without it every bet on its games is refused',
    ]);
  });

  it('when the built-in lottery serves lotus, then its lottery vendors have their seamless-wallet secrets and nothing is reported', () => {
    expect(errorsOf(demo('lotus'), 'lotus')).toEqual([]);
    expect(demo('lotus').secrets.vendorSecrets?.LOTT).toBeDefined();
  });

  it('when a hot vendor or a game-wallet vendor is in no category, then it is named', () => {
    const t = aurora((c) => {
      c.games.hotVendors = ['PP', 'SV388'];
      c.cashier!.gameWallets = ['TCG_LOTTO'];
    });
    expect(errorsOf(t)).toEqual([
      '/games/hotVendors/1: vendor "SV388" is hot but is in no category of /games/categories, so players never see it',
      '/cashier/gameWallets/0: vendor "TCG_LOTTO" keeps a game wallet but is in no category of /games/categories, so players never see it',
    ]);
  });

  it('when a pinned or hidden game does not exist, then the entry says so (the catalogue is the vendor registry, known without a database)', () => {
    const t = aurora((c) => {
      c.games.pinnedGames = ['ORIGINALS:fortune-reels', 'PG:no-such-game', 'SV388:x1', 'FORTUNE:x'];
      c.games.hiddenGames = ['ORIGINALS:nope'];
    });
    expect(errorsOf(t)).toEqual([
      '/games/pinnedGames/1: vendor PG has no game "no-such-game" in its catalogue',
      '/games/pinnedGames/2: vendor "SV388" is in no category of /games/categories, so none of its games is shown',
      '/games/pinnedGames/3: unknown vendor code "FORTUNE" (not in the vendor registry)',
      '/games/hiddenGames/0: vendor ORIGINALS has no game "nope" in its catalogue',
    ]);
  });

  it('when a category lists no vendor, then the schema says to leave it out', () => {
    const t = aurora((c) => ((c.games.categories[6] as { vendors: string[] }).vendors = []));
    expect(errorsOf(t)).toEqual(['/games/categories/6/vendors: a category needs at least one vendor; leave the category out to hide it']);
  });
});

describe('link rules', () => {
  it('when an outside link is not https://, then each is named with what was found', () => {
    const t = aurora((c) => {
      c.resources[0].url = 'http://t.me/aurora';
      c.brand.promoDownloadUrl = 'http://aurora.example.com/download';
      c.banners[3].link = 'http://aurora.example.com/download';
    });
    expect(errorsOf(t)).toEqual([
      '/brand/promoDownloadUrl: must be an https:// link (found "http://aurora.example.com/download")',
      '/resources/0/url: must be an https:// link (found "http://t.me/aurora")',
      '/banners/3/link: must be an https:// link (found "http://aurora.example.com/download")',
    ]);
  });

  it('when a banner links inside the site to a page that does not exist or is not a path, then the link is named', () => {
    const t = aurora((c) => {
      c.banners[0].link = '/registr';
      c.banners[2].link = 'live';
    });
    const [missing, notPath] = errorsOf(t);
    expect(missing).toMatch(/^\/banners\/0\/link: leads to "\/registr", which is not a page of the portal \(pages: \/, \/login, .*\/games\/:games\)$/);
    expect(notPath).toBe('/banners/2/link: must be a path of this site starting with / (found "live")');
  });

  it('when a banner links to a page the brand switches off, then it is a warning, not an error: the file is still served (a module switched off in the file applies)', () => {
    const t = aurora((c) => {
      c.banners[1].link = '/join?from=banner';
      node(c.whitelabel, 'JOIN').enabled = false;
    });
    const check = validator.checkFile({ file: 'tenants/aurora.json', id: 'aurora', text: JSON.stringify(t), assetDir: join(TENANTS, 'aurora') });
    expect(check.errors).toEqual([]);
    expect(check.config).toBeDefined();
    expect(check.warnings?.map((w) => `${w.pointer}: ${w.message}`)).toEqual([
      '/banners/1/link: leads to "/join", which this brand switches off (module JOIN is off in /whitelabel): the banner is shown but not clickable',
    ]);
    expect(validateTenantText(JSON.stringify(t))).toMatchObject({ ok: true, errors: [], warnings: [expect.objectContaining({ pointer: '/banners/1/link' })] });
  });

  it('when an internal link carries a query or names a games list, then only its path is checked', () => {
    const t = aurora((c) => (c.banners[0].link = '/games/rng?page=2#top'));
    expect(errorsOf(t)).toEqual([]);
  });
});

describe('art rules', () => {
  it('when an art file does not exist, then its pointer names the missing file', () => {
    const t = aurora((c) => {
      c.brand.logoDark = '/brand-assets/logo-night.svg';
      c.banners[0].images = { TH: '/brand-assets/banners/missing.th.svg' };
      c.resources.find((r) => r.resourceType === 'ANDROID')!.qrCodeUrl = '/brand-assets/../lotus/qr-android.svg';
    });
    expect(errorsOf(t)).toEqual([
      `/brand/logoDark: names ${join(TENANTS, 'aurora', 'logo-night.svg')}, which does not exist (/brand-assets/ is the folder ${join(TENANTS, 'aurora')}/)`,
      `/banners/0/images/TH: names ${join(TENANTS, 'aurora', 'banners/missing.th.svg')}, which does not exist (/brand-assets/ is the folder ${join(TENANTS, 'aurora')}/)`,
      `/resources/4/qrCodeUrl: must stay inside the brand's folder (${join(TENANTS, 'aurora')}); ".." is not allowed`,
    ]);
  });

  it('when no asset folder is given (a text checked before upload), then art is not checked', () => {
    const t = aurora((c) => (c.brand.logo = '/brand-assets/nowhere.svg'));
    expect(validateTenantText(JSON.stringify(t)).ok).toBe(true);
  });

  it('when banner art names a language the brand does not offer, then that key is named', () => {
    const t = aurora((c) => (c.banners[0].images = { VI: '/brand-assets/banners/w_home-1.svg' }));
    expect(errorsOf(t)).toEqual(['/banners/0/images/VI: "VI" is not in /languages/supported (EN, TY, CN, TH)']);
  });
});

describe('cashier rules', () => {
  it('when a maximum is below its minimum, then the maximum is named for deposits and withdrawals', () => {
    const t = aurora((c) => {
      c.cashier!.depositMethods![0].maxAmount = 500;
      c.cashier!.withdrawal!.maxAmount = 1999;
    });
    expect(errorsOf(t)).toEqual([
      '/cashier/depositMethods/0/maxAmount: is below minAmount (500 < 1000), so every deposit is refused',
      '/cashier/withdrawal/maxAmount: is below minAmount (1999 < 2000), so every withdrawal is refused',
    ]);
  });

  it('when a bank transfer has no operator account, absent or empty, then it is said in the same words', () => {
    const absent = aurora((c) => delete c.cashier!.depositMethods![0].bankAccounts);
    const empty = aurora((c) => ((c.cashier!.depositMethods![0] as { bankAccounts: unknown[] }).bankAccounts = []));
    const message = '/cashier/depositMethods/0/bankAccounts: is required: a bank transfer needs at least one operator account to pay into';
    expect(errorsOf(absent)).toEqual([message]);
    expect(errorsOf(empty)).toEqual(['/cashier/depositMethods/0/bankAccounts: a bank transfer needs at least one operator account to pay into']);
  });
});

describe('settings rules', () => {
  it('when the brand names a time zone the runtime does not know, then it is said; a known one passes', () => {
    expect(errorsOf(aurora((c) => (c.settings.timeZone = 'Europe/Atlantis')))).toEqual([
      '/settings/timeZone: "Europe/Atlantis" is not a time zone this server knows (an IANA name such as Asia/Manila, or UTC)',
    ]);
    expect(errorsOf(aurora((c) => (c.settings.timeZone = 'America/Argentina/Buenos_Aires')))).toEqual([]);
    expect(errorsOf(aurora((c) => (c.settings.timeZone = 'UTC')))).toEqual([]);
  });
});

describe('registration rules', () => {
  it('when the default dialling code is not among the countries, then the listed codes are shown', () => {
    const t = aurora((c) => (c.register.defaultCountryDialingCode = '+1'));
    expect(errorsOf(t)).toEqual([
      '/register/defaultCountryDialingCode: "+1" is not the dialling code of any country in /register/countries (+66, +86, +84, +60, +65, +44)',
    ]);
  });

  it('when mobile registration or SMS verification is on while its field is off, then the field is named with the module that needs it', () => {
    const t = aurora((c) => {
      node(c.whitelabel, 'MOBILENUMREG3').enabled = true;
      node(c.whitelabel, 'REGMOBVERF3').enabled = true;
    });
    expect(errorsOf(t)).toEqual([
      '/register/fields/mobileNum/enabled: must be true: mobile registration (MOBILENUMREG3) is on at /whitelabel/0/childrenNodes/1/childrenNodes/3',
      '/register/fields/verificationCode/enabled: must be true: SMS verification of registrations (REGMOBVERF3) is on at /whitelabel/0/childrenNodes/1/childrenNodes/5',
    ]);
  });

  it('when username registration is on and the username field is missing, then the field is named', () => {
    const t = aurora((c) => delete c.register.fields.username);
    expect(errorsOf(t)).toEqual([
      '/register/fields/username: is required: username registration (USERNAMEREG3) is on at /whitelabel/0/childrenNodes/1/childrenNodes/2',
    ]);
  });

  it('when sign-in with Google is on without a Google provider, then it is a warning (it is simply not offered)', () => {
    const t = aurora((c) => (c.settings.socialProviders = c.settings.socialProviders!.filter((p) => p.id !== 'google')));
    expect(validateTenantText(JSON.stringify(t))).toMatchObject({
      ok: true,
      warnings: [
        {
          pointer: '/settings/socialProviders',
          message:
            'has no "google" provider, so sign-in with google is not offered although SOCIAL_GOOGLE is on at /whitelabel/0/childrenNodes/1/childrenNodes/11/childrenNodes/0',
        },
      ],
    });
  });

  it('when the username range is widened past spec §5 or a field has min above max, then the bound is named; a narrower username range is fine', () => {
    const wide = aurora((c) => Object.assign(c.register.fields.username!, { minLength: 1, maxLength: 20 }));
    expect(errorsOf(wide)).toEqual([
      '/register/fields/username/minLength: must be at least 2: usernames are 2–15 characters (spec §5) whatever the brand says; a brand may narrow that range, not widen it',
      '/register/fields/username/maxLength: must be at most 15: usernames are 2–15 characters (spec §5) whatever the brand says; a brand may narrow that range, not widen it',
    ]);
    const inverted = aurora((c) => Object.assign(c.register.fields.mobileNum!, { minLength: 12, maxLength: 7 }));
    expect(errorsOf(inverted)).toEqual(['/register/fields/mobileNum/minLength: is above maxLength (12 > 7), so no value could pass']);
    expect(errorsOf(aurora((c) => Object.assign(c.register.fields.username!, { minLength: 4, maxLength: 12 })))).toEqual([]);
  });
});

describe('content rules', () => {
  it('when two banners or two notices share an id, then the second is named with the first', () => {
    const t = aurora((c) => {
      c.banners[5].bannerId = c.banners[1].bannerId;
      c.notices[2].id = c.notices[0].id;
    });
    expect(errorsOf(t)).toEqual([
      '/banners/5/bannerId: duplicate banner id 1002 (first at /banners/1)',
      `/notices/2/id: duplicate notice id ${demo('aurora').notices[0].id} (first at /notices/0)`,
    ]);
  });

  it('when a customer-service path is a plain link, does not decrypt, or opens an http:// chat, then each says how to fix it', () => {
    const t = aurora((c) => {
      c.customerService[0].path = 'https://chat.example.com/room';
      c.customerService[1].path = 'not-a-sealed-link-at-all';
    });
    const fix = 'run `npm run cs-link -- tenants/aurora.json`, which encrypts plain https:// links in place';
    expect(errorsOf(t)).toEqual([
      `/customerService/0/path: is a plain link; customer-service links are stored encrypted (spec §7): ${fix}`,
      `/customerService/1/path: does not decrypt to a chat link (the last 8 characters are the key, the rest the AES cipher text): ${fix}`,
    ]);
    const http = aurora((c) => (c.customerService[0].path = sealChatLink('http://chat.example.com/room', 'Ab3dEf7h')));
    expect(errorsOf(http)).toEqual(['/customerService/0/path: opens "http://chat.example.com/room": chat links must be https://']);
  });
});

describe('schema messages', () => {
  it('when a hostname has a port, a scheme or capitals, then the message says what is wrong instead of printing the pattern', () => {
    const t = aurora((c) => (c.hostnames = ['aurora.localhost', 'play.aurora.com:8080', 'https://aurora.com', 'Aurora.com']));
    expect(errorsOf(t)).toEqual([
      '/hostnames/1: hostnames have no port: write "play.example.com", not "play.example.com:8080" (the port is never part of a Host match) (found "play.aurora.com:8080")',
      '/hostnames/2: hostnames have no scheme: write "play.example.com", not "https://play.example.com" (found "https://aurora.com")',
      '/hostnames/3: hostnames are written in lower case (found "Aurora.com")',
    ]);
  });

  it('when a property is misspelt, then the nearest allowed name is suggested', () => {
    const t = aurora((c) => {
      (c.brand as unknown as Record<string, unknown>).minimumage = 18;
      delete (c.brand as Partial<TenantConfig['brand']>).minimumAge;
    });
    expect(errorsOf(t)).toEqual(['/brand/minimumAge: is required', '/brand/minimumage: is not an allowed property (did you mean "minimumAge"?)']);
  });

  it('when the schema is read, then every pattern has an x-message, so no error prints a raw regular expression', () => {
    const bare: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}/${i}`));
      else if (value && typeof value === 'object') {
        const node = value as Record<string, unknown>;
        if (typeof node.pattern === 'string' && !(node['x-message'] as Record<string, unknown> | undefined)?.pattern) bare.push(path);
        for (const [k, v] of Object.entries(node)) if (k !== 'x-message') walk(v, `${path}/${k}`);
      }
    };
    walk(SCHEMA, '#');
    expect(bare).toEqual([]);
  });
});

describe('validateTenantText', () => {
  const dir = mkdtempSync(join(tmpdir(), 'validate-text-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('when a valid brand is given as text, then it is ok with no errors', () => {
    expect(validateTenantText(readFileSync(join(TENANTS, 'pearl.json'), 'utf8'))).toEqual({ ok: true, errors: [], warnings: [] });
  });

  it('when a broken text is given, then every problem comes back with file, pointer and message, nothing is read but the text', () => {
    const t = aurora((c) => (c.register.defaultCountryDialingCode = '+1'));
    const result = validateTenantText(JSON.stringify(t), { file: 'upload.json' });
    expect(result.ok).toBe(false);
    expect(result.errors.map(formatTenantError)).toEqual([
      'upload.json: /register/defaultCountryDialingCode: "+1" is not the dialling code of any country in /register/countries (+66, +86, +84, +60, +65, +44)',
    ]);
    expect(validateTenantText('{ "id": ').errors).toEqual([{ file: 'tenant.json', pointer: '/', message: expect.stringMatching(/^is not valid JSON/) }]);
  });

  it('when an asset folder and an expected id are given, then art and the file name are checked too', () => {
    const result = validateTenantText(readFileSync(join(TENANTS, 'pearl.json'), 'utf8'), { id: 'pearl-two', assetDir: dir });
    expect(result.errors.slice(0, 4).map((e) => e.pointer)).toEqual(['/id', '/brand/logo', '/brand/logoDark', '/brand/favicon']);
  });
});
