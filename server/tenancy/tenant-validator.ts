// Validation of tenant files: JSON Schema (ajv, compiled once) plus the semantic rules a schema
// cannot express. Every problem is reported at once as `<file>: <json pointer>: <message>`.
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { TenantConfig, WhitelabelNode } from '../../schemas/generated/tenant.ts';
import { moduleOccurrences } from '../../schemas/rules/feature-tree.ts';
import { findVendor } from '../providers/games/vendor-registry.ts';
import { isAddressOrCidr } from '../ip-range.ts';
import { createAjv } from '../json-schema.ts';
import { localhostAlias } from './resolve-tenant.ts';
import { tenantSchema } from '../tenant-schema.ts';

export interface TenantError {
  file: string;
  pointer: string;
  message: string;
}

export interface TenantSource {
  /** Path as shown in messages. */
  file: string;
  /** Expected tenant id: the file name without `.json`. */
  id: string;
  text: string;
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

const ROOT = '/';
const escapePointer = (segment: string | number) => String(segment).replaceAll('~', '~0').replaceAll('/', '~1');
const join = (pointer: string, segment: string | number) => `${pointer === ROOT ? '' : pointer}/${escapePointer(segment)}`;

type Problem = Omit<TenantError, 'file'>;

function describeAjvError(error: ErrorObject): Problem | null {
  const base = error.instancePath === '' ? ROOT : error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'if':
      return null; // the failing `then` branch is reported on its own
    case 'required':
      return { pointer: join(base, params.missingProperty as string), message: 'is required' };
    case 'additionalProperties':
      return { pointer: join(base, params.additionalProperty as string), message: 'is not an allowed property' };
    case 'enum': {
      const allowed = params.allowedValues as unknown[];
      const shown = allowed
        .slice(0, 12)
        .map((v) => JSON.stringify(v))
        .join(', ');
      return { pointer: base, message: `must be one of ${shown}${allowed.length > 12 ? `, … (${allowed.length} values)` : ''}` };
    }
    case 'pattern':
      return { pointer: base, message: `must match the pattern ${params.pattern as string}` };
    case 'format':
      return { pointer: base, message: `must be a valid ${params.format as string}` };
    default:
      return { pointer: base, message: error.message ?? `fails ${error.keyword}` };
  }
}

function jsonParseError(text: string, err: Error): string {
  const position = /position (\d+)/.exec(err.message)?.[1];
  if (position === undefined) return `is not valid JSON (${err.message})`;
  const before = text.slice(0, Number(position));
  const line = before.split('\n').length;
  const column = Number(position) - before.lastIndexOf('\n');
  return `is not valid JSON: ${err.message.replace(/ in JSON at position \d+.*$/, '')} at line ${line}, column ${column}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function compiles(pattern: string): string | null {
  try {
    new RegExp(pattern);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

/** Rules that JSON Schema cannot express. Written defensively: they also run on schema-invalid data. */
function semanticErrors(source: TenantSource, data: Record<string, unknown>): Problem[] {
  const out: Problem[] = [];

  if (typeof data.id === 'string' && data.id !== source.id) {
    out.push({ pointer: '/id', message: `must equal the file name "${source.id}" (found "${data.id}")` });
  }

  const languages = data.languages;
  if (isObject(languages) && Array.isArray(languages.supported) && typeof languages.default === 'string' && !languages.supported.includes(languages.default)) {
    out.push({ pointer: '/languages/default', message: `"${languages.default}" is not in /languages/supported (${languages.supported.join(', ')})` });
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
  if (isObject(games) && Array.isArray(games.hotVendors)) {
    games.hotVendors.forEach((code, k) => {
      if (typeof code === 'string' && !findVendor(code))
        out.push({ pointer: `/games/hotVendors/${k}`, message: `unknown vendor code "${code}" (not in the vendor registry)` });
    });
  }

  if (Array.isArray(data.whitelabel)) {
    const wellFormed = (nodes: unknown[]): boolean =>
      nodes.every(
        (n) => isObject(n) && typeof n.modId === 'string' && (n.childrenNodes === undefined || (Array.isArray(n.childrenNodes) && wellFormed(n.childrenNodes))),
      );
    if (wellFormed(data.whitelabel)) {
      const first = new Map<string, string>();
      for (const { modId, pointer } of moduleOccurrences(data.whitelabel as WhitelabelNode[])) {
        const seen = first.get(modId);
        if (seen) out.push({ pointer: `${pointer}/modId`, message: `duplicate module "${modId}" (first at ${seen})` });
        else first.set(modId, pointer);
      }
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
  const validate: ValidateFunction = createAjv().compile(tenantSchema);
  const production = options.production ?? false;

  const checkFile = (source: TenantSource): FileCheck => {
    let data: unknown;
    try {
      data = JSON.parse(source.text);
    } catch (err) {
      return { source, errors: [{ file: source.file, pointer: ROOT, message: jsonParseError(source.text, err as Error) }] };
    }
    const errors: TenantError[] = [];
    if (!validate(data)) {
      for (const error of validate.errors ?? []) {
        const described = describeAjvError(error);
        if (described) errors.push({ ...described, file: source.file });
      }
    }
    if (isObject(data)) for (const e of semanticErrors(source, data)) errors.push({ ...e, file: source.file });
    if (production && isObject(data)) for (const e of demoErrors(data)) errors.push({ ...e, file: source.file });
    const unique = [...new Map(errors.map((e) => [formatTenantError(e), e])).values()];
    const claimed = isObject(data) ? data.hostnames : undefined;
    const hostnames = Array.isArray(claimed) && claimed.every((h) => typeof h === 'string') ? (claimed as string[]) : undefined;
    return unique.length === 0 ? { source, config: data as TenantConfig, hostnames, errors: [] } : { source, hostnames, errors: unique };
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
