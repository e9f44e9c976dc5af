// What every tenant rule reports, and the small readers the rules share. Rules also run on files that
// failed the schema (every problem is reported at once), so they read the parsed JSON defensively.
import type { ModuleId } from '../../schemas/generated/tenant.ts';

export interface TenantError {
  file: string;
  pointer: string;
  message: string;
}

/**
 * A problem a rule found. A warning does not stop the file from being served: it is for what the live
 * feature tree can change anyway (staff switch modules in the file or through overrides), where the
 * portal degrades on its own (a banner leading to a switched-off page is not clickable).
 */
export type Problem = Omit<TenantError, 'file'> & { warning?: true };

/** What a rule may know beside the file itself. */
export interface RuleContext {
  /** The file name without `.json`: the tenant id the file must carry. */
  id: string;
  /** The file as messages name it. */
  file: string;
  /** Modules on in the file's own feature tree (staff overrides are not known here), or null when the tree is malformed. */
  modules: ReadonlySet<ModuleId> | null;
  /** The folder /brand-assets/ paths point into (tenants/<id>/); absent: art is not checked. */
  assetDir?: string;
}

export const ROOT = '/';
export const escapePointer = (segment: string | number) => String(segment).replaceAll('~', '~0').replaceAll('/', '~1');
export const join = (pointer: string, segment: string | number) => `${pointer === ROOT ? '' : pointer}/${escapePointer(segment)}`;

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The object at `key`, or an empty one. */
export const objectAt = (value: unknown, key: string): Record<string, unknown> => {
  const inner = isObject(value) ? value[key] : undefined;
  return isObject(inner) ? inner : {};
};

/** The array at `key`, or an empty one. */
export const listAt = (value: unknown, key: string): unknown[] => {
  const inner = isObject(value) ? value[key] : undefined;
  return Array.isArray(inner) ? inner : [];
};

/** The string at `key`, or undefined. */
export const textAt = (value: unknown, key: string): string | undefined => {
  const inner = isObject(value) ? value[key] : undefined;
  return typeof inner === 'string' ? inner : undefined;
};

/** A value as it may be quoted in a message: short, on one line. */
export function quote(value: string, max = 60): string {
  const flat = value.replace(/\s+/g, ' ');
  return JSON.stringify(flat.length > max ? `${flat.slice(0, max - 1)}…` : flat);
}
