// npm run new-tenant -- <id> "<Brand Name>" [--from aurora] [--force]
//
// Creates tenants/<id>.json from a template brand: new id, hostnames (<id>.localhost, <id>.example.com,
// www.<id>.example.com), brand name, fresh random demo secrets, freshly sealed customer-service links,
// the template's URLs moved to the new id, no analytics id and no CDN (built-in art). Then it draws the
// brand's art (scripts/gen-art.ts) and validates the file with the server's tenant validator, in the
// context of every other tenant (hostname clashes count). Exits non-zero on any problem.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import type { TenantConfig } from '../schemas/generated/tenant.ts';
import { createTenantValidator, formatTenantError, type TenantSource } from '../server/tenancy/tenant-validator.ts';
import { httpsChatLink, sealChatLink } from '../server/tenancy/customer-service-link.ts';
import { TENANTS_DIR, run as genArt } from './gen-art.ts';

const ID = /^[a-z][a-z0-9-]{1,30}$/;
const secret = (label: string, bytes = 16) => `demo-${label}-${randomBytes(bytes).toString('hex')}`;

export interface NewTenantOptions {
  id: string;
  name: string;
  template: TenantConfig;
}

/** The new brand's config, derived from the template. Pure apart from the random secrets and keys. */
export function deriveTenant({ id, name, template }: NewTenantOptions): TenantConfig {
  if (!ID.test(id)) throw new Error(`the id "${id}" must match ${ID} (lower-case letters, digits, dashes)`);
  if (!name.trim() || name.length > 60) throw new Error('the brand name must have 1 to 60 characters');
  const from = template.id;
  const oldName = template.brand.name;
  const t = structuredClone(template);
  const moveUrl = (url: string) => url.split(from).join(id);
  const renameText = (text: string) => text.split(oldName).join(name);

  t.id = id;
  t.hostnames = [`${id}.localhost`, `${id}.example.com`, `www.${id}.example.com`];
  t.brand.name = name;
  t.brand.copyrightHolder = `${name} (demo)`;
  if (t.brand.promoDownloadUrl) t.brand.promoDownloadUrl = moveUrl(t.brand.promoDownloadUrl);

  t.resources = t.resources.map((r) => ({ ...r, url: moveUrl(r.url) }));
  t.customerService = t.customerService.map((entry) => {
    const url = httpsChatLink(entry.path) ?? (/^https:\/\/\S+$/.test(entry.path) ? entry.path : undefined);
    if (!url) throw new Error(`the template's /customerService path for ${entry.csType} does not decrypt; fix the template first`);
    return { ...entry, path: sealChatLink(moveUrl(url)) };
  });
  t.analytics = {};
  if (t.domainRoute) t.domainRoute = t.domainRoute.map((d) => ({ ...d, domainName: moveUrl(d.domainName) }));
  t.cdn = { image: [], launchGame: [] };

  for (const b of t.banners) {
    if (b.linkageType === 'EXTERNAL' && b.link) b.link = moveUrl(b.link);
    if (b.alt) for (const k of Object.keys(b.alt) as Array<keyof typeof b.alt>) b.alt[k] = renameText(b.alt[k]!);
  }
  for (const n of t.notices) {
    for (const k of Object.keys(n.title) as Array<keyof typeof n.title>) n.title[k] = renameText(n.title[k]!);
    for (const k of Object.keys(n.content) as Array<keyof typeof n.content>) n.content[k] = renameText(n.content[k]!);
  }
  const info = t.systemStatus.maintenance.info;
  if (info) for (const k of Object.keys(info) as Array<keyof typeof info>) info[k] = renameText(info[k]!);

  t.settings = {
    ...t.settings,
    merchantCode: `${id.toUpperCase().replace(/-/g, '_')}_DEMO`.slice(0, 32),
    demoMode: true,
    ...(t.settings.socialProviders ? { socialProviders: t.settings.socialProviders.map((p) => ({ ...p, clientId: `demo-${id}-${p.id}-client` })) } : {}),
  };

  const s = template.secrets;
  t.secrets = {
    sessionSecret: secret(`${id}-session`, 24),
    ...(s.vendorSecrets
      ? { vendorSecrets: Object.fromEntries(Object.keys(s.vendorSecrets).map((k) => [k, secret(`${id}-${k.toLowerCase().replace(/_/g, '-')}`, 12)])) }
      : {}),
    paymentWebhookSecret: secret(`${id}-payment`),
    ...(s.socialClientSecrets ? { socialClientSecrets: Object.fromEntries(Object.keys(s.socialClientSecrets).map((k) => [k, secret(`${id}-${k}`, 8)])) } : {}),
    ...(s.smsProviderKey !== undefined ? { smsProviderKey: secret(`${id}-sms`, 8) } : {}),
    ...(s.smtpUrl !== undefined ? { smtpUrl: s.smtpUrl } : {}),
  };
  return t;
}

function sources(dir: string): TenantSource[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: `tenants/${f}`, id: basename(f, '.json'), text: readFileSync(join(dir, f), 'utf8'), assetDir: join(dir, basename(f, '.json')) }));
}

/** Validates tenants/<id>.json among all tenants, art included; returns the error lines (empty when valid). */
export function validateTenant(id: string, dir = TENANTS_DIR): string[] {
  const all = sources(dir);
  const check = createTenantValidator()
    .checkAll(all)
    .find((c) => c.source.id === id);
  if (!check) return [`tenants/${id}.json: /: not found`];
  // The validator also checks that every /brand-assets/ file the brand names (its generated art) exists.
  return check.errors.map(formatTenantError);
}

interface Args {
  id: string;
  name: string;
  from: string;
  force: boolean;
}

function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  let from = 'aurora';
  let force = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--from') from = argv[++i] ?? '';
    else if (a.startsWith('--from=')) from = a.slice('--from='.length);
    else if (a === '--force') force = true;
    else if (a.startsWith('--')) throw new Error(`unknown option ${a}`);
    else positional.push(a);
  }
  if (positional.length !== 2) throw new Error('usage: npm run new-tenant -- <id> "<Brand Name>" [--from aurora] [--force]');
  return { id: positional[0], name: positional[1], from, force };
}

export async function main(argv: string[]): Promise<number> {
  const { id, name, from, force } = parseArgs(argv);
  const templateFile = join(TENANTS_DIR, `${from}.json`);
  if (!existsSync(templateFile)) throw new Error(`no template tenants/${from}.json`);
  const target = join(TENANTS_DIR, `${id}.json`);
  if (existsSync(target) && !force) throw new Error(`tenants/${id}.json already exists (use --force to replace it)`);

  const template = JSON.parse(readFileSync(templateFile, 'utf8')) as TenantConfig;
  const tenant = deriveTenant({ id, name, template });
  writeFileSync(target, JSON.stringify(tenant, null, 2) + '\n');
  console.log(`wrote tenants/${id}.json (from ${from})`);

  const art = await genArt([id]);
  console.log(`art: ${art.written.length} written, ${art.unchanged} unchanged`);

  const errors = validateTenant(id);
  if (errors.length) {
    for (const e of errors) console.error(e);
    return 1;
  }
  console.log(`OK tenants/${id}.json — open http://${id}.localhost:<port>/ once the server runs`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
