// The OpenAPI 3.1 documents, generated from two sources that already exist and nothing written for
// them: the mounted routers (method, path, module gate, session, the schemas their middleware
// validates with: mounted-routes.ts) and schemas/api/*.schema.json (the shapes). The one hand-kept
// part is api-responses.ts (the schema of each answer's value); building refuses to run when it and
// the mounted routes disagree, so neither can drift from the other.
import { readFileSync, readdirSync } from 'node:fs';
import { API_RESPONSES } from './api-responses.ts';
import type { MountedRoute } from './mounted-routes.ts';

type Json = Record<string, unknown>;
export type OpenApiDocument = Json & { openapi: string; paths: Record<string, Record<string, Json>> };

const SCHEMAS_DIR = new URL('../../../schemas/', import.meta.url);
const API_DIR = new URL('api/', SCHEMAS_DIR);
const URI_BASE = 'https://portal.local/schemas/api/';
/** Server-to-server endpoints of the game vendors: their own document. */
export const VENDOR_PREFIX = '/wps/vendor/';
/** Paths the documents cover (spec §7: the portal API and the vendors' callbacks). */
const DOCUMENTED = /^\/(wps|lgw|lotto)(\/|$)/;

function loadDefinitions(): Map<string, Json> {
  const defs = new Map<string, Json>();
  const add = (prefix: string, file: URL) => {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { definitions?: Record<string, Json> };
    for (const [name, def] of Object.entries(schema.definitions ?? {})) defs.set(`${prefix}.${name}`, def);
  };
  add('tenant', new URL('tenant.schema.json', SCHEMAS_DIR));
  for (const file of readdirSync(API_DIR)
    .filter((f) => f.endsWith('.schema.json'))
    .sort())
    add(file.replace('.schema.json', ''), new URL(file, API_DIR));
  return defs;
}

/** `games.GamePage` from a schema URI or a `games#GamePage` table id. */
export function componentName(ref: string): string {
  const uri = /^https:\/\/portal\.local\/schemas\/api\/([a-z-]+)\.schema\.json#\/definitions\/(\w+)$/.exec(ref);
  if (uri) return `${uri[1]}.${uri[2]}`;
  const id = /^([a-z-]+)#(\w+)$/.exec(ref);
  if (id) return `${id[1]}.${id[2]}`;
  throw new Error(`not a schema reference: ${ref} (expected ${URI_BASE}<file>.schema.json#/definitions/<Name> or <file>#<Name>)`);
}

const componentRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A schema of file `owner` with its $refs pointed at components (draft-07 `definitions` → components). */
function rewrite(node: unknown, owner: string): unknown {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, owner));
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'tsType') continue; // a hint for the type generator only
    if (key === '$ref' && typeof value === 'string') {
      const m = /^(?:(?:\.\.\/)?([a-z-]+)\.schema\.json)?#\/definitions\/(\w+)$/.exec(value);
      if (!m) throw new Error(`unsupported $ref ${value} in ${owner}`);
      out.$ref = `#/components/schemas/${m[1] ?? owner}.${m[2]}`;
    } else out[key] = rewrite(value, owner);
  }
  return out;
}

export interface RouteTableProblem {
  route: string;
  problem: string;
}

const keyOf = (r: Pick<MountedRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** Mounted routes without an entry in api-responses.ts and entries without a mounted route. */
export function routeTableProblems(routes: readonly MountedRoute[], table: Readonly<Record<string, string | null>> = API_RESPONSES): RouteTableProblem[] {
  const mounted = new Set(routes.filter((r) => DOCUMENTED.test(r.path)).map(keyOf));
  const problems: RouteTableProblem[] = [];
  for (const key of mounted) if (!(key in table)) problems.push({ route: key, problem: 'mounted, but has no entry in api-responses.ts' });
  for (const key of Object.keys(table))
    if (!mounted.has(key)) problems.push({ route: key, problem: 'an entry in api-responses.ts, but no such route is mounted' });
  return problems;
}

const envelopeOf = (value: Json | null) =>
  value ? { allOf: [componentRef('system.Envelope'), { type: 'object', properties: { value } }] } : componentRef('system.Envelope');

function operationsOf(route: MountedRoute, defs: Map<string, Json>, responseRef: string | null): Array<[string, Json]> {
  const { mark } = route;
  const definition = (uri: string) => {
    const def = defs.get(componentName(uri));
    if (!def) throw new Error(`${keyOf(route)}: schema ${uri} does not exist`);
    return def;
  };
  const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const paramsSchema = mark.request?.params ? (definition(mark.request.params).properties as Record<string, Json> | undefined) : undefined;
  const variants: Array<{ path: string; action?: string; body?: string }> = mark.perAction
    ? Object.entries(mark.perAction.body).map(([action, body]) => ({ path: route.path.replace(`:${mark.perAction!.param}`, action), action, body }))
    : [{ path: route.path, body: mark.request?.body }];
  return variants.map((variant) => {
    const parameters: Json[] = [];
    for (const name of pathParams.filter((p) => p !== mark.perAction?.param)) {
      const owner = mark.request?.params ? componentName(mark.request.params).split('.')[0] : 'system';
      parameters.push({ name, in: 'path', required: true, schema: paramsSchema?.[name] ? rewrite(paramsSchema[name], owner) : { type: 'string' } });
    }
    if (mark.request?.query) {
      const query = definition(mark.request.query);
      const owner = componentName(mark.request.query).split('.')[0];
      const required = new Set((query.required as string[] | undefined) ?? []);
      for (const [name, schema] of Object.entries((query.properties as Record<string, Json> | undefined) ?? {})) {
        parameters.push({ name, in: 'query', required: required.has(name), schema: rewrite(schema, owner) });
      }
    }
    if (mark.signedBody) {
      parameters.push({
        name: mark.signedBody,
        in: 'header',
        required: true,
        description: 'Hex HMAC-SHA256 of the raw body with the shared secret.',
        schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
      });
    }
    const operation: Json = {
      operationId: `${route.method.toLowerCase()}${variant.path.replace(/:(\w+)/g, 'By_$1').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      tags: [variant.path.startsWith(VENDOR_PREFIX) ? 'vendor' : (variant.path.split('/')[2] ?? 'api')],
      'x-modules': mark.modules ?? [],
      parameters,
      responses: {
        200: {
          description: 'The `{success, value, message}` envelope.',
          content: { 'application/json': { schema: envelopeOf(responseRef ? componentRef(componentName(responseRef)) : null) } },
        },
        default: {
          description: 'A refusal: `success` false, a stable `code`, a translated `message`, `errors[]` for bad fields.',
          content: { 'application/json': { schema: componentRef('system.Envelope') } },
        },
      },
    };
    if (mark.eventStream) {
      (operation.responses as Json)[200] = {
        description: 'Server-Sent Events: each message has `event: <type>`, `id: <cursor>` and `data: <the event as JSON>`, described by `x-event`.',
        content: { 'text/event-stream': { schema: { type: 'string' }, 'x-event': componentRef(componentName(mark.eventStream)) } },
      };
    }
    if (variant.body) operation.requestBody = { required: true, content: { 'application/json': { schema: componentRef(componentName(variant.body)) } } };
    if (mark.imageUpload) {
      operation.requestBody = {
        required: true,
        content: {
          'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } },
          'image/jpeg': { schema: { type: 'string', contentMediaType: 'image/jpeg' } },
        },
      };
    }
    if (mark.session) {
      operation.security = [{ sessionCookie: [], csrfToken: [] }, { bearerToken: [] }];
      if (mark.session === 'realAccount') operation['x-real-account-only'] = true;
    }
    return [variant.path.replace(/:(\w+)/g, '{$1}'), { [route.method.toLowerCase()]: operation }] as [string, Json];
  });
}

/** Every component the document's $refs reach, and nothing else. */
function reachableComponents(paths: unknown, defs: Map<string, Json>): Record<string, unknown> {
  const components: Record<string, unknown> = {};
  const queue: string[] = [];
  const scan = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(scan);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) queue.push(value.slice('#/components/schemas/'.length));
        else scan(value);
      }
    }
  };
  scan(paths);
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (name in components) continue;
    const def = defs.get(name);
    if (!def) throw new Error(`a $ref names ${name}, which no schema defines`);
    components[name] = rewrite(def, name.split('.')[0]);
    scan(components[name]);
  }
  return Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
}

function documentOf(title: string, description: string, operations: Array<[string, Json]>, defs: Map<string, Json>, withSessions: boolean): OpenApiDocument {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [path, byMethod] of operations) paths[path] = { ...paths[path], ...(byMethod as Record<string, Json>) };
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  const securitySchemes = withSessions
    ? {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'sid',
          description: 'Browsers (x-portal-client: web): the HttpOnly session cookie set by /wps/session/login.',
        },
        csrfToken: { type: 'apiKey', in: 'header', name: 'x-csrf-token', description: "With the cookie, every write echoes the login answer's token." },
        bearerToken: { type: 'http', scheme: 'bearer', description: 'API clients: the session token of the login answer.' },
      }
    : {};
  return {
    openapi: '3.1.0',
    info: { title, version: '1', description },
    servers: [
      {
        url: 'https://{brandHost}',
        description: "A brand's own host: the brand is chosen by the host name.",
        variables: { brandHost: { default: 'aurora.localhost' } },
      },
    ],
    paths: sorted,
    components: { schemas: reachableComponents(sorted, defs), ...(withSessions ? { securitySchemes } : {}) },
  };
}

export interface ApiDocuments {
  /** Every /wps and /lgw endpoint, vendor callbacks included. */
  portal: OpenApiDocument;
  /** The seamless-wallet callbacks alone, for vendors integrating. */
  vendor: OpenApiDocument;
}

/** Both documents from the mounted routes; throws, naming every mismatch, when api-responses.ts and the routes disagree. */
export function buildApiDocuments(routes: readonly MountedRoute[], table: Readonly<Record<string, string | null>> = API_RESPONSES): ApiDocuments {
  const problems = routeTableProblems(routes, table);
  if (problems.length > 0) throw new Error(`the API route table is out of date:\n${problems.map((p) => `  ${p.route}: ${p.problem}`).join('\n')}`);
  const defs = loadDefinitions();
  const operations = routes.filter((r) => DOCUMENTED.test(r.path)).flatMap((r) => operationsOf(r, defs, table[keyOf(r)] ?? null));
  const vendorOps = operations.filter(([path]) => path.startsWith(VENDOR_PREFIX));
  return {
    portal: documentOf(
      'Portal API',
      'Every /wps and /lgw endpoint of a brand (spec §7), generated from the mounted routes and schemas/api. Answers are `{success, value, message}` envelopes; `x-modules` names the feature-tree modules that must be on.',
      operations,
      defs,
      true,
    ),
    vendor: documentOf(
      'Seamless wallet for game vendors',
      'Server-to-server calls on the brand host: the body is signed (X-Signature: hex HMAC-SHA256 of the raw body with the vendor secret), carries a timestamp within 5 minutes and the brand currency, and each call is idempotent by the vendor transaction id (a replay returns the stored answer).',
      vendorOps,
      defs,
      false,
    ),
  };
}
