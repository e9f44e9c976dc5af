// Validation of tenant files: JSON Schema (ajv, compiled once) plus the rules a schema cannot express
// (tenant-*-rules.ts). Every problem is reported at once as `<file>: <json pointer>: <message>`, in
// words a person who has never seen the code can act on (schema messages: tenant-schema-messages.ts).
import type { ValidateFunction } from 'ajv';
import type { TenantConfig, WhitelabelNode } from '../../schemas/generated/tenant.ts';
import { enabledModules, moduleOccurrences } from '../../schemas/rules/feature-tree.ts';
import { findVendor } from '../providers/games/vendor-registry.ts';
import { isAddressOrCidr } from '../ip-range.ts';
import { createAjv } from '../json-schema.ts';
import { localhostAlias } from './resolve-tenant.ts';
import { tenantSchema } from '../tenant-schema.ts';
import { assetRules } from './tenant-asset-rules.ts';
import { cashierRules } from './tenant-cashier-rules.ts';
import { contentRules } from './tenant-content-rules.ts';
import { linkRules } from './tenant-link-rules.ts';
import { promotionRules } from './tenant-promotion-rules.ts';
import { escapePointer, isObject, join, ROOT, type Problem, type RuleContext, type TenantError } from './tenant-problem.ts';
import { registrationRules } from './tenant-registration-rules.ts';
import { describeAjvError } from './tenant-schema-messages.ts';
import { vendorRules } from './tenant-vendor-rules.ts';

export type { TenantError };

export interface TenantSource {
  /** Path as shown in messages. */
  file: string;
  /** Expected tenant id: the file name without `.json`. */
  id: string;
  text: string;
  /** The brand's asset folder (tenants/<id>/, served at /brand-assets/); absent: art is not checked. */
  assetDir?: string;
}

export interface FileCheck {
  source: TenantSource;
  /** Set when the file passed every per-file check. */
  config?: TenantConfig;
  /** The hostnames the file claims, whenever they could be read (even from an invalid file). */
  hostnames?: string[];
  /** Hostnames of this file that another tenant claims too: served by no tenant (checkAll only). */
  contested?: string[];
  errors: TenantError[];
  /** Problems that do not stop the file from being served (see Problem); absent when none. */
  warnings?: TenantError[];
}

/** Who claims which hostnames: a tenant being (or about to be) served. */
export interface HostnameClaim {
  file: string;
  id: string;
  hostnames: readonly string[];
}

/** A hostname of `file` that is contested; that file does not serve it. */
export interface HostnameClash extends TenantError {
  hostname: string;
}

export interface TenantValidatorOptions {
  /**
   * NODE_ENV=production: demo secrets and settings.demoMode are errors, and `<id>.localhost` is not
   * an alias (so listing another tenant's `<id>.localhost` is no clash).
   */
  production?: boolean;
}

export const formatTenantError = (error: TenantError): string => `${error.file}: ${error.pointer}: ${error.message}`;

function jsonParseError(text: string, err: Error): string {
  const position = /position (\d+)/.exec(err.message)?.[1];
  if (position === undefined) return `is not valid JSON (${err.message})`;
  const before = text.slice(0, Number(position));
  const line = before.split('\n').length;
  const column = Number(position) - before.lastIndexOf('\n');
  return `is not valid JSON: ${err.message.replace(/ in JSON at position \d+.*$/, '')} at line ${line}, column ${column}`;
}

function compiles(pattern: string): string | null {
  try {
    new RegExp(pattern);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

/** A feature tree the tree rules can walk (the schema reports anything else). */
function wellFormedTree(value: unknown): value is WhitelabelNode[] {
  return (
    Array.isArray(value) &&
    value.every(
      (n) => isObject(n) && typeof n.modId === 'string' && typeof n.enabled === 'boolean' && (n.childrenNodes === undefined || wellFormedTree(n.childrenNodes)),
    )
  );
}

/** Every rule beyond the schema, each in its own file by subject. */
function ruleErrors(source: TenantSource, data: Record<string, unknown>): Problem[] {
  const context: RuleContext = {
    id: source.id,
    file: source.file,
    modules: wellFormedTree(data.whitelabel) ? enabledModules(data.whitelabel) : null,
    assetDir: source.assetDir,
  };
  return [
    ...structuralErrors(source, data),
    ...vendorRules(data),
    ...linkRules(data, context),
    ...assetRules(data, context),
    ...cashierRules(data),
    ...registrationRules(data, context),
    ...contentRules(data, context),
    ...promotionRules(data),
  ];
}

function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Structural rules JSON Schema cannot express. Written defensively: they also run on schema-invalid data. */
function structuralErrors(source: TenantSource, data: Record<string, unknown>): Problem[] {
  const out: Problem[] = [];

  if (typeof data.id === 'string' && data.id !== source.id) {
    out.push({ pointer: '/id', message: `must equal the file name "${source.id}" (found "${data.id}")` });
  }

  const languages = data.languages;
  if (isObject(languages) && Array.isArray(languages.supported) && typeof languages.default === 'string' && !languages.supported.includes(languages.default)) {
    out.push({ pointer: '/languages/default', message: `"${languages.default}" is not in /languages/supported (${languages.supported.join(', ')})` });
  }

  // The schema checks the shape of a zone name; only the runtime knows which zones exist (the reports
  // would silently cut days in UTC instead).
  const settings = data.settings;
  if (isObject(settings) && typeof settings.timeZone === 'string' && !knownTimeZone(settings.timeZone)) {
    out.push({
      pointer: '/settings/timeZone',
      message: `"${settings.timeZone}" is not a time zone this server knows (an IANA name such as Asia/Manila, or UTC)`,
    });
  }

  const games = data.games;
  if (isObject(games) && Array.isArray(games.categories)) {
    const firstCategory = new Map<string, number>();
    games.categories.forEach((category, i) => {
      if (!isObject(category)) return;
      const id = category.id;
      if (typeof id === 'string') {
        if (firstCategory.has(id))
          out.push({ pointer: `/games/categories/${i}/id`, message: `duplicate category "${id}" (first at /games/categories/${firstCategory.get(id)})` });
        else firstCategory.set(id, i);
      }
      if (!Array.isArray(category.vendors)) return;
      category.vendors.forEach((code, j) => {
        if (typeof code !== 'string') return;
        const vendor = findVendor(code);
        const pointer = `/games/categories/${i}/vendors/${j}`;
        if (!vendor) out.push({ pointer, message: `unknown vendor code "${code}" (not in the vendor registry)` });
        else if (typeof id === 'string' && vendor.gameType !== id) {
          out.push({ pointer, message: `vendor "${code}" has game type ${vendor.gameType} and cannot be listed under category ${id}` });
        }
      });
    });
  }
  if (wellFormedTree(data.whitelabel)) {
    const first = new Map<string, string>();
    for (const { modId, pointer } of moduleOccurrences(data.whitelabel)) {
      const seen = first.get(modId);
      if (seen) out.push({ pointer: `${pointer}/modId`, message: `duplicate module "${modId}" (first at ${seen})` });
      else first.set(modId, pointer);
    }
  }

  if (isObject(data.languageRules)) {
    for (const [language, rule] of Object.entries(data.languageRules)) {
      if (!isObject(rule) || !Array.isArray(rule.vendorIconAliases)) continue;
      rule.vendorIconAliases.forEach((alias, i) => {
        if (!isObject(alias) || typeof alias.match !== 'string') return;
        const problem = compiles(alias.match);
        if (problem)
          out.push({
            pointer: `/languageRules/${escapePointer(language)}/vendorIconAliases/${i}/match`,
            message: `is not a valid regular expression: ${problem}`,
          });
      });
    }
  }

  const register = data.register;
  if (isObject(register) && isObject(register.fields)) {
    for (const [field, rule] of Object.entries(register.fields)) {
      if (!isObject(rule) || typeof rule.acceptedPattern !== 'string' || rule.acceptedPattern === '*') continue;
      const problem = compiles(rule.acceptedPattern);
      if (problem) out.push({ pointer: `/register/fields/${escapePointer(field)}/acceptedPattern`, message: `is not a valid regular expression: ${problem}` });
    }
  }

  const systemStatus = data.systemStatus;
  const region = isObject(systemStatus) ? systemStatus.regionRestriction : undefined;
  if (isObject(region) && Array.isArray(region.blockedIpRanges)) {
    region.blockedIpRanges.forEach((range, i) => {
      if (typeof range === 'string' && !isAddressOrCidr(range)) {
        out.push({ pointer: `/systemStatus/regionRestriction/blockedIpRanges/${i}`, message: `"${range}" is not an IPv4/IPv6 address or CIDR range` });
      }
    });
  }

  const themes = data.themes;
  if (isObject(themes) && typeof themes.fontFamily === 'string' && !/^[\w\s,.'"-]*$/u.test(themes.fontFamily)) {
    out.push({ pointer: '/themes/fontFamily', message: 'may only contain letters, digits, spaces, commas, dots, dashes and quotes' });
  }
  return out;
}

const DEMO_PREFIX = 'demo-';

/** Production refuses demo secrets and the sandbox gateway (ARCHITECTURE §7). Values are never quoted: they are secrets. */
function demoErrors(data: Record<string, unknown>): Problem[] {
  const out: Problem[] = [];
  const walk = (value: unknown, pointer: string) => {
    if (typeof value === 'string') {
      if (value.startsWith(DEMO_PREFIX)) out.push({ pointer, message: `is a demo value (starts with "${DEMO_PREFIX}"); production refuses demo secrets` });
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, join(pointer, i)));
    else if (isObject(value)) for (const [k, v] of Object.entries(value)) walk(v, join(pointer, k));
  };
  walk(data.secrets, '/secrets');
  if (isObject(data.settings) && data.settings.demoMode === true) out.push({ pointer: '/settings/demoMode', message: 'must not be true in production' });
  // The sandbox gateway credits whatever its own page says was paid: real money must never depend on it.
  const methods = isObject(data.cashier) && Array.isArray(data.cashier.depositMethods) ? data.cashier.depositMethods : [];
  methods.forEach((method, i) => {
    if (isObject(method) && method.kind === 'sandboxGateway')
      out.push({ pointer: `/cashier/depositMethods/${i}/kind`, message: 'the sandbox gateway creates money; production refuses it' });
  });
  return out;
}

export interface TenantValidator {
  /** Schema and per-file semantic checks of one file (and, in production, the demo-secret rule). */
  checkFile(source: TenantSource): FileCheck;
  /**
   * Hostnames claimed by more than one tenant; every claimant is reported, naming the others, and
   * serves none of them. Outside production `<id>.localhost` belongs to tenant <id>: another tenant
   * listing it is reported (naming <id>'s file) and does not get it; <id> keeps it.
   */
  hostnameConflicts(claims: readonly HostnameClaim[]): HostnameClash[];
  /**
   * checkFile for every source, then the hostname rule among the files that passed it. A file with
   * per-file errors has no config; a file whose only errors are clashes keeps its config and lists
   * the contested hostnames (served by no tenant; its other hostnames are served).
   */
  checkAll(sources: readonly TenantSource[]): FileCheck[];
}

export function createTenantValidator(options: TenantValidatorOptions = {}): TenantValidator {
  const validate: ValidateFunction = createAjv({ verbose: true }).compile(tenantSchema);
  const production = options.production ?? false;

  const checkFile = (source: TenantSource): FileCheck => {
    let data: unknown;
    try {
      data = JSON.parse(source.text);
    } catch (err) {
      return { source, errors: [{ file: source.file, pointer: ROOT, message: jsonParseError(source.text, err as Error) }] };
    }
    const problems: Problem[] = [];
    if (!validate(data)) {
      for (const error of validate.errors ?? []) {
        const described = describeAjvError(error);
        if (described) problems.push(described);
      }
    }
    if (isObject(data)) problems.push(...ruleErrors(source, data));
    if (production && isObject(data)) problems.push(...demoErrors(data));
    const of = (list: Problem[]) => [
      ...new Map(list.map(({ pointer, message }) => [`${pointer}: ${message}`, { file: source.file, pointer, message }])).values(),
    ];
    const unique = of(problems.filter((p) => !p.warning));
    const warnings = of(problems.filter((p) => p.warning));
    const claimed = isObject(data) ? data.hostnames : undefined;
    const hostnames = Array.isArray(claimed) && claimed.every((h) => typeof h === 'string') ? (claimed as string[]) : undefined;
    const extra = warnings.length > 0 ? { warnings } : {};
    return unique.length === 0 ? { source, config: data as TenantConfig, hostnames, errors: [], ...extra } : { source, hostnames, errors: unique, ...extra };
  };

  const hostnameConflicts: TenantValidator['hostnameConflicts'] = (claims) => {
    const byHost = new Map<string, Array<{ file: string; index: number }>>();
    for (const { file, hostnames } of claims) {
      hostnames.forEach((hostname, index) => {
        const list = byHost.get(hostname) ?? [];
        list.push({ file, index });
        byHost.set(hostname, list);
      });
    }
    const fileOfId = new Map(claims.map((c) => [c.id, c.file]));
    const errors: HostnameClash[] = [];
    for (const [hostname, list] of byHost) {
      const owner = production ? undefined : fileOfId.get(localhostAlias(hostname) ?? '');
      for (const claim of list) {
        if (claim.file === owner) continue; // a tenant may list its own <id>.localhost
        const others = [...new Set(list.map((c) => c.file).filter((f) => f !== claim.file && f !== owner))];
        const pointer = `/hostnames/${claim.index}`;
        if (owner !== undefined) {
          const also = others.length > 0 ? ` (also claimed by ${others.join(', ')})` : '';
          errors.push({
            file: claim.file,
            pointer,
            hostname,
            message: `hostname "${hostname}" is the development alias of tenant ${localhostAlias(hostname)} (${owner})${also}`,
          });
        } else if (others.length > 0) {
          errors.push({ file: claim.file, pointer, hostname, message: `hostname "${hostname}" is also claimed by ${others.join(', ')}` });
        }
      }
    }
    return errors;
  };

  const checkAll = (sources: readonly TenantSource[]): FileCheck[] => {
    const checks = sources.map(checkFile);
    const conflicts = hostnameConflicts(checks.flatMap((c) => (c.config ? [{ file: c.source.file, id: c.source.id, hostnames: c.config.hostnames }] : [])));
    return checks.map((check) => {
      const extra = conflicts.filter((e) => e.file === check.source.file);
      if (extra.length === 0) return check;
      const errors = [...check.errors, ...extra.map(({ file, pointer, message }) => ({ file, pointer, message }))];
      return { ...check, contested: [...new Set(extra.map((e) => e.hostname))], errors };
    });
  };

  return { checkFile, hostnameConflicts, checkAll };
}

export interface TextValidation {
  /** No errors: the file would be served (warnings do not stop it). */
  ok: boolean;
  errors: TenantError[];
  warnings: TenantError[];
}

const validators = new Map<boolean, TenantValidator>();

/**
 * "Validate this file" before it is dropped in (the back office's upload): every per-file rule, as the
 * server would apply them. Reads nothing but the text, and the brand's asset folder when `assetDir` is
 * given (else art is not checked). The expected id defaults to the file's own `id`. Hostname clashes
 * with the tenants being served are the registry's to report (TenantRegistry.validationStates).
 */
export function validateTenantText(text: string, options: { id?: string; file?: string; assetDir?: string; production?: boolean } = {}): TextValidation {
  const production = options.production ?? false;
  let validator = validators.get(production);
  if (!validator) validators.set(production, (validator = createTenantValidator({ production })));
  let id = options.id;
  if (id === undefined) {
    try {
      const parsed: unknown = JSON.parse(text);
      id = isObject(parsed) && typeof parsed.id === 'string' ? parsed.id : 'tenant';
    } catch {
      id = 'tenant';
    }
  }
  const check = validator.checkFile({ file: options.file ?? `${id}.json`, id, text, assetDir: options.assetDir });
  return { ok: check.errors.length === 0, errors: check.errors, warnings: check.warnings ?? [] };
}
