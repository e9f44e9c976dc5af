// Input validation against the JSON Schemas in schemas/api (the single source of request shapes).
// Query and path parameters are coerced from strings; bodies are not. Unknown query parameters are
// rejected by the schemas (additionalProperties: false). Validated input lands in res.locals.input.
import { readdirSync, readFileSync } from 'node:fs';
import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import type { RequestHandler } from 'express';
import { tenantSchema } from '../tenant-schema.ts';
import { createAjv } from '../json-schema.ts';
import { AppError, type FieldProblem } from './app-error.ts';
import { markHandler } from './route-meta.ts';

const API_SCHEMA_DIR = new URL('../../schemas/api/', import.meta.url);
const API_SCHEMA_BASE = 'https://portal.local/schemas/api/';

/** A reference to one definition of schemas/api/<file>.schema.json; T is its generated type. */
export interface SchemaRef<T> {
  readonly uri: string;
  readonly __type?: T;
}

export const apiSchema = <T>(file: string, definition: string): SchemaRef<T> => ({
  uri: `${API_SCHEMA_BASE}${file}.schema.json#/definitions/${definition}`,
});

function withSchemas(ajv: Ajv): Ajv {
  ajv.addSchema(tenantSchema);
  for (const name of readdirSync(API_SCHEMA_DIR).sort()) {
    if (name.endsWith('.schema.json')) ajv.addSchema(JSON.parse(readFileSync(new URL(name, API_SCHEMA_DIR), 'utf8')));
  }
  return ajv;
}

let ajvs: { coercing: Ajv; exact: Ajv } | null = null;
function compile(ref: SchemaRef<unknown>, coerce: boolean): ValidateFunction {
  ajvs ??= { coercing: withSchemas(createAjv({ coerceTypes: true })), exact: withSchemas(createAjv({ coerceTypes: false })) };
  const ajv = coerce ? ajvs.coercing : ajvs.exact;
  const validator = ajv.getSchema(ref.uri);
  if (!validator) throw new Error(`unknown API schema ${ref.uri}`);
  return validator;
}

/** Compiles a schema for tests and tools that check response shapes. */
export function compileApiSchema(ref: SchemaRef<unknown>): ValidateFunction {
  return compile(ref, false);
}

/** Used while the catalogues lack the specific key of a problem (see FieldProblem.fallbackKey). */
const GENERIC = 'errors.badRequest';

/** One ajv error → a field problem with a stable code and a specific, parameterised message key. */
export function fieldProblem(error: ErrorObject, part: string): FieldProblem {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') path.push(String(params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(params.additionalProperty));
  const field = path.join('.') || part;
  const specific = (code: string, messageKey: string, extra: Record<string, string | number> = {}): FieldProblem => ({
    field,
    code,
    messageKey,
    fallbackKey: GENERIC,
    params: { field, ...extra },
  });
  switch (error.keyword) {
    case 'required':
      return { field, code: 'required', messageKey: 'validation.required', params: { field } };
    case 'additionalProperties':
      return specific('unknownField', 'validation.unknownField');
    case 'enum':
      return specific('enum', 'validation.enum', { values: (params.allowedValues as unknown[]).map(String).join(', ') });
    case 'type':
      return specific('type', 'validation.type', { type: String(params.type) });
    case 'maxLength':
    case 'minLength':
      return specific(error.keyword, `validation.${error.keyword}`, { limit: Number(params.limit) });
    case 'maximum':
    case 'minimum':
      // Every integer of schemas/api has both bounds (tests/contract/api-number-ranges.test.ts), so a
      // number too large for its column is this answer, never a database error.
      return specific(error.keyword, `validation.${error.keyword}`, { limit: Number(params.limit) });
    case 'pattern':
    case 'format':
      return specific(error.keyword, 'validation.invalidFormat');
    default:
      return { field, code: error.keyword, messageKey: GENERIC };
  }
}

type Part = 'query' | 'body' | 'params';

// NUL and the other C0/C1 control characters have no business in any text a person types (tab and
// line breaks excepted); they hide text in logs and screens and break downstream systems.
// (\p{Cc} is U+0000–U+001F and U+007F–U+009F; the class keeps those but not tab, LF and CR.)
const CONTROL = /[^\P{Cc}\t\n\r]/u;

/** The dotted path of the first string holding a control character, '' for the value itself, or null. */
export function controlCharacterField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharacterField(value[i], path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = controlCharacterField(inner, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

export function validate(parts: Partial<Record<Part, SchemaRef<unknown>>>): RequestHandler {
  const checks = (Object.entries(parts) as Array<[Part, SchemaRef<unknown>]>).map(([part, ref]) => [part, compile(ref, part !== 'body')] as const);
  const request = Object.fromEntries(Object.entries(parts).map(([part, ref]) => [part, ref.uri]));
  return markHandler(
    (req, res, next) => {
      const input: Partial<Record<Part, unknown>> = {};
      const problems: FieldProblem[] = [];
      for (const [part, check] of checks) {
        // req.query is re-parsed on every read in Express 5, so this is our own copy to coerce.
        const data = part === 'query' ? req.query : part === 'params' ? { ...req.params } : (req.body ?? {});
        if (!check(data)) for (const error of check.errors ?? []) problems.push(fieldProblem(error, part));
        else {
          const bad = controlCharacterField(data);
          if (bad !== null)
            problems.push({
              field: bad || part,
              code: 'invalidFormat',
              messageKey: 'validation.invalidFormat',
              fallbackKey: GENERIC,
              params: { field: bad || part },
            });
          else input[part] = data;
        }
      }
      if (problems.length > 0) {
        // One problem per field: the first one ajv found.
        const fields = new Set<string>();
        const unique = problems.filter((p) => !fields.has(p.field) && Boolean(fields.add(p.field)));
        next(new AppError(400, 'validation', { fields: unique }));
        return;
      }
      res.locals.input = { ...res.locals.input, ...input };
      next();
    },
    { request },
  );
}
