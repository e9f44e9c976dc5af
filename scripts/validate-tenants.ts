// npm run validate-tenants [files…]
// Validates every tenant file in TENANTS_DIR (default ./tenants), or the given files in the context
// of that folder (hostname clashes with the other tenants count). Prints `<file>: <pointer>: <message>`
// for every error, `OK <file>` for every valid file (then `warning: <file>: <pointer>: <message>` for what
// does not stop it from being served), and exits non-zero on any error. Files may be
// symlinks (Kubernetes ConfigMaps). With NODE_ENV=production, demo secrets are errors too and
// `<id>.localhost` is not reserved. A hostname clash is reported on every file that claims it; the
// server would serve that hostname for none of them (their other hostnames still serve).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { displayPath } from '../server/tenancy/tenant-registry.ts';
import { createTenantValidator, formatTenantError, type TenantSource } from '../server/tenancy/tenant-validator.ts';

function source(path: string): TenantSource {
  const id = basename(path, '.json');
  // A brand's art sits beside its file: tenants/<id>.json and tenants/<id>/ (served at /brand-assets/).
  return { file: displayPath(path), id, text: readFileSync(path, 'utf8'), assetDir: displayPath(join(dirname(path), id)) };
}

/** Follows symlinks; a dangling link or a folder is not a tenant file. */
function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export function validateTenants(
  args: readonly string[],
  tenantsDir: string,
  options: { production?: boolean } = {},
): { lines: string[]; errors: string[]; warnings: string[] } {
  const dir = resolve(tenantsDir);
  let inDir: string[] = [];
  try {
    inDir = readdirSync(dir)
      .filter((name) => name.endsWith('.json') && !name.startsWith('.') && isFile(join(dir, name)))
      .map((name) => join(dir, name))
      .sort();
  } catch {
    if (args.length === 0) return { lines: [], errors: [`${displayPath(dir)}: /: the tenant folder cannot be read`], warnings: [] };
  }
  const targets = args.length > 0 ? args.map((a) => resolve(a)) : inDir;
  const errors: string[] = [];
  const sources: TenantSource[] = [];
  for (const path of targets) {
    try {
      sources.push(source(path));
    } catch (err) {
      errors.push(`${displayPath(path)}: /: cannot be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
    }
  }
  // Other tenants of the folder take part in the cross-file checks but are not reported on.
  const targetIds = new Set(sources.map((s) => s.id));
  const context = inDir.filter((p) => !targets.includes(p) && !targetIds.has(basename(p, '.json'))).map(source);
  const validator = createTenantValidator({ production: options.production ?? false });
  const checks = validator.checkAll([...sources, ...context]).slice(0, sources.length);
  const lines: string[] = [];
  const warnings: string[] = [];
  for (const check of checks) {
    if (check.errors.length === 0) lines.push(`OK ${check.source.file}`);
    else errors.push(...check.errors.map(formatTenantError));
    warnings.push(...(check.warnings ?? []).map((w) => `warning: ${formatTenantError(w)}`));
  }
  return { lines, errors, warnings };
}

if (process.argv[1] && resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const { lines, errors, warnings } = validateTenants(process.argv.slice(2), process.env.TENANTS_DIR ?? 'tenants', {
    production: process.env.NODE_ENV === 'production',
  });
  for (const line of lines) console.log(line);
  for (const warning of warnings) console.log(warning);
  for (const error of errors) console.error(error);
  if (lines.length === 0 && errors.length === 0) console.log('no tenant files found');
  process.exit(errors.length > 0 ? 1 : 0);
}
