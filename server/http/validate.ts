// Input validation against the JSON Schemas in schemas/api (the single source of request shapes).
// Query and path parameters are coerced from strings; bodies are not. Unknown query parameters are
// rejected by the schemas (additionalProperties: false). Validated input lands in res.locals.input.
import { readdirSync, readFileSync } from 'node:fs';
import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import type { RequestHandler } from 'express';
import { tenantSchema } from '../tenancy/tenant-schema.ts';
import { createAjv } from '../json-schema.ts';
import { AppError, type FieldProblem } from './app-error.ts';

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
    case 'pattern':
    case 'format':
      return specific(error.keyword, 'validation.invalidFormat');
    default:
      return { field, code: error.keyword, messageKey: GENERIC };
  }
}

type Part = 'query' | 'body' | 'params';

export function validate(parts: Partial<Record<Part, SchemaRef<unknown>>>): RequestHandler {
  const checks = (Object.entries(parts) as Array<[Part, SchemaRef<unknown>]>).map(([part, ref]) => [part, compile(ref, part !== 'body')] as const);
  return (req, res, next) => {
    const input: Partial<Record<Part, unknown>> = {};
    const problems: FieldProblem[] = [];
    for (const [part, check] of checks) {
      // req.query is re-parsed on every read in Express 5, so this is our own copy to coerce.
      const data = part === 'query' ? req.query : part === 'params' ? { ...req.params } : (req.body ?? {});
      if (check(data)) input[part] = data;
      else for (const error of check.errors ?? []) problems.push(fieldProblem(error, part));
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
  };
}
