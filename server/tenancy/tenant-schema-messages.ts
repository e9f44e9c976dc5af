// Turns ajv's errors on a tenant file into what a person can act on. A schema node may say what to
// tell when one of its keywords fails (`x-message`, kept in schemas/ as data): a string, or a list of
// `{ when, message }` tried in order against the value (the first whose `when` regular expression
// matches, or that has none, wins). So a bad hostname says "hostnames have no port" instead of printing
// the pattern it failed.
import type { ErrorObject } from 'ajv';
import { join, quote, ROOT, type Problem } from './tenant-problem.ts';

interface Conditional {
  when?: string;
  message: string;
}
type XMessage = Record<string, string | Conditional[] | undefined>;

/** Values under these pointers are never quoted back: they are secrets. */
const SECRET_PREFIX = '/secrets';

function customMessage(error: ErrorObject): string | undefined {
  const spec = (error.parentSchema as { 'x-message'?: XMessage } | undefined)?.['x-message']?.[error.keyword];
  if (typeof spec === 'string') return spec;
  if (!Array.isArray(spec)) return undefined;
  const value = typeof error.data === 'string' ? error.data : '';
  return spec.find((entry) => entry.when === undefined || new RegExp(entry.when).test(value))?.message;
}

/** Edit distance, for "did you mean" on a misspelt property name. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

function suggestion(name: string, parentSchema: unknown): string {
  const known = Object.keys((parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});
  const lower = name.toLowerCase();
  const close = known.find((k) => k.toLowerCase() === lower) ?? known.find((k) => distance(k.toLowerCase(), lower) <= 2);
  return close ? ` (did you mean "${close}"?)` : '';
}

export function describeAjvError(error: ErrorObject): Problem | null {
  const base = error.instancePath === '' ? ROOT : error.instancePath;
  const params = error.params as Record<string, unknown>;
  const custom = customMessage(error);
  switch (error.keyword) {
    case 'if':
      return null; // the failing `then` branch is reported on its own
    case 'required':
      return { pointer: join(base, params.missingProperty as string), message: custom ?? 'is required' };
    case 'additionalProperties': {
      const name = params.additionalProperty as string;
      return { pointer: join(base, name), message: custom ?? `is not an allowed property${suggestion(name, error.parentSchema)}` };
    }
    case 'enum': {
      const allowed = params.allowedValues as unknown[];
      const shown = allowed
        .slice(0, 12)
        .map((v) => JSON.stringify(v))
        .join(', ');
      return { pointer: base, message: custom ?? `must be one of ${shown}${allowed.length > 12 ? `, … (${allowed.length} values)` : ''}` };
    }
    case 'pattern': {
      const found = typeof error.data === 'string' && !base.startsWith(SECRET_PREFIX) ? ` (found ${quote(error.data)})` : '';
      // A pattern without a message is a schema defect (a contract test forbids it); the raw pattern is the last resort.
      return { pointer: base, message: `${custom ?? `must match the pattern ${params.pattern as string}`}${found}` };
    }
    case 'format':
      return { pointer: base, message: custom ?? `must be a valid ${params.format as string}` };
    default:
      return { pointer: base, message: custom ?? error.message ?? `fails ${error.keyword}` };
  }
}
