// npm run cs-link -- <tenant file.json>…   seals every plain https:// customer-service link in place
// npm run cs-link -- https://chat.example.com/room   prints the sealed path of one link
//
// Tenant files keep customer-service chat links sealed (spec §7): the AES cipher text of the URL
// (crypto-js) followed by its 8-character key, which is what the browser decrypts. An operator writes
// the plain https:// link into /customerService/<n>/path and runs this; entries that already open to an
// https:// link are left alone, so running it twice changes nothing. Anything else is an error naming
// its JSON pointer (the validator says the same).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TenantConfig } from '../schemas/generated/tenant.ts';
import { httpsChatLink, isHttpsUrl, sealChatLink } from '../server/tenancy/customer-service-link.ts';

/** Seals plain https paths of a parsed tenant in place; returns how many were sealed. Throws on a path that is neither. */
export function sealCustomerService(t: Pick<TenantConfig, 'customerService'>, file: string): number {
  let sealed = 0;
  t.customerService.forEach((entry, i) => {
    if (httpsChatLink(entry.path)) return;
    if (isHttpsUrl(entry.path.trim())) {
      entry.path = sealChatLink(entry.path.trim());
      sealed++;
      return;
    }
    throw new Error(`${file}: /customerService/${i}/path is neither a sealed link nor a plain https:// link to seal`);
  });
  return sealed;
}

/** Seals one tenant file in place (rewritten with two-space indentation, as the tenant files are); returns how many links were sealed. */
export function sealTenantFile(path: string): number {
  const tenant = JSON.parse(readFileSync(path, 'utf8')) as TenantConfig;
  if (!Array.isArray(tenant.customerService)) throw new Error(`${path}: /customerService is missing`);
  const sealed = sealCustomerService(tenant, path);
  if (sealed > 0) writeFileSync(path, JSON.stringify(tenant, null, 2) + '\n');
  return sealed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  if (args.length === 0) {
    console.error('usage: npm run cs-link -- <tenant file.json>… | <https:// link>');
    process.exit(2);
  }
  let failed = false;
  for (const arg of args) {
    try {
      if (/^[a-z]+:\/\//i.test(arg)) {
        if (!isHttpsUrl(arg)) throw new Error(`${arg}: chat links must be https://`);
        console.log(sealChatLink(arg));
      } else {
        const sealed = sealTenantFile(arg);
        console.log(`${arg}: ${sealed === 0 ? 'every link already sealed' : `${sealed} link${sealed === 1 ? '' : 's'} sealed`}`);
      }
    } catch (err) {
      failed = true;
      console.error(err instanceof Error ? err.message : err);
    }
  }
  process.exit(failed ? 1 : 0);
}
