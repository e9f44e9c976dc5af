// Validation of tenant files: JSON Schema (ajv, compiled once) plus the semantic rules a schema
// cannot express. Every problem is reported at once as `<file>: <json pointer>: <message>`.
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { TenantConfig, WhitelabelNode } from '../../schemas/generated/tenant.ts';
import { moduleOccurrences } from '../../schemas/rules/feature-tree.ts';
import { findVendor } from '../features/games/vendor-registry.ts';
import { isAddressOrCidr } from '../ip-range.ts';
import { createAjv } from '../json-schema.ts';
import { tenantSchema } from './tenant-schema.ts';

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
  errors: TenantError[];
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
      const shown = allowed.slice(0, 12).map((v) => JSON.stringify(v)).join(', ');
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
        if (firstCategory.has(id)) out.push({ pointer: `/games/categories/${i}/id`, message: `duplicate category "${id}" (first at /games/categories/${firstCategory.get(id)})` });
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
      if (typeof code === 'string' && !findVendor(code)) out.push({ pointer: `/games/hotVendors/${k}`, message: `unknown vendor code "${code}" (not in the vendor registry)` });
    });
  }

  if (Array.isArray(data.whitelabel)) {
    const wellFormed = (nodes: unknown[]): boolean =>
      nodes.every((n) => isObject(n) && typeof n.modId === 'string' && (n.childrenNodes === undefined || (Array.isArray(n.childrenNodes) && wellFormed(n.childrenNodes))));
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
        if (problem) out.push({ pointer: `/languageRules/${escapePointer(language)}/vendorIconAliases/${i}/match`, message: `is not a valid regular expression: ${problem}` });
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

export interface TenantValidator {
  /** Schema and per-file semantic checks of one file. */
  checkFile(source: TenantSource): FileCheck;
  /** Hostnames claimed by more than one tenant; both sides are reported. */
  hostnameConflicts(claims: ReadonlyArray<{ file: string; hostnames: readonly string[] }>): TenantError[];
  /** checkFile for every source, then the cross-file rules; a file with any error has no config. */
  checkAll(sources: readonly TenantSource[]): FileCheck[];
}

export function createTenantValidator(): TenantValidator {
  const validate: ValidateFunction = createAjv().compile(tenantSchema);

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
    const unique = [...new Map(errors.map((e) => [formatTenantError(e), e])).values()];
    const claimed = isObject(data) ? data.hostnames : undefined;
    const hostnames = Array.isArray(claimed) && claimed.every((h) => typeof h === 'string') ? (claimed as string[]) : undefined;
    return unique.length === 0 ? { source, config: data as TenantConfig, hostnames, errors: [] } : { source, hostnames, errors: unique };
  };

  const hostnameConflicts: TenantValidator['hostnameConflicts'] = (claimants) => {
    const byHost = new Map<string, Array<{ file: string; index: number }>>();
    for (const { file, hostnames } of claimants) {
      hostnames.forEach((hostname, index) => {
        const list = byHost.get(hostname) ?? [];
        list.push({ file, index });
        byHost.set(hostname, list);
      });
    }
    const errors: TenantError[] = [];
    for (const [hostname, list] of byHost) {
      if (new Set(list.map((c) => c.file)).size < 2) continue;
      for (const claim of list) {
        const others = list.filter((c) => c.file !== claim.file).map((c) => c.file);
        errors.push({ file: claim.file, pointer: `/hostnames/${claim.index}`, message: `hostname "${hostname}" is also claimed by ${others.join(', ')}` });
      }
    }
    return errors;
  };

  const checkAll = (sources: readonly TenantSource[]): FileCheck[] => {
    const checks = sources.map(checkFile);
    const conflicts = hostnameConflicts(checks.flatMap((c) => (c.hostnames ? [{ file: c.source.file, hostnames: c.hostnames }] : [])));
    return checks.map((check) => {
      const extra = conflicts.filter((e) => e.file === check.source.file);
      return extra.length === 0 ? check : { source: check.source, hostnames: check.hostnames, errors: [...check.errors, ...extra] };
    });
  };

  return { checkFile, hostnameConflicts, checkAll };
}
