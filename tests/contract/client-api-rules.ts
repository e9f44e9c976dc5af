// The client API convention (ARCHITECTURE §2 rule 6, issue 13 item 3) as a pure check over source files,
// so the contract test can run it on src/ and on planted violations alike. Source is read with the
// TypeScript parser, not regexes, so a path in a comment or a hook name in a string never counts.
import ts from 'typescript';

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  path: string;
  text: string;
}

/** The TanStack Query hooks that build a query or mutation: only an endpoint file may call them. */
export const QUERY_HOOKS = ['useQuery', 'useSuspenseQuery', 'useMutation', 'useInfiniteQuery', 'useSuspenseInfiniteQuery', 'useQueries', 'useSuspenseQueries'];

/** The api client's request functions (src/lib/api/api-client.ts): only an endpoint file may call them. */
export const API_CALLS = ['apiGet', 'apiPost', 'apiPut', 'apiPatch', 'apiDelete', 'apiUpload'];

/**
 * Generic helpers outside the feature api folders allowed to call the hooks or the client. None today;
 * one added here must be a real shared helper (in src/lib), with the reason beside it.
 */
export const ALLOWED_OUTSIDE_API: readonly string[] = [];

/** An upload is a multipart POST. */
const HTTP_METHOD: Record<string, string> = { apiGet: 'GET', apiPost: 'POST', apiPut: 'PUT', apiDelete: 'DELETE', apiUpload: 'POST' };
// The portal's features and the back office's (src/back-office/features/<f>/api/) follow one convention.
const API_FILE = /^src\/(?:back-office\/)?features\/([^/]+)\/api\/([^/]+)$/;
const API_PATH = /^\/(wps|lgw|bo\/api)\//;

const isApiClientFile = (path: string) => path === 'src/lib/api/api-client.ts' || path === 'src/lib/api/api-client.test.ts';

interface Found {
  hooks: string[];
  /** One entry per api client call: its method and path (`${…}` written as `:param`), or null when the path is not written out. */
  calls: { fn: string; path: string | null }[];
  /** Every string that looks like an API path, wherever it is written in the file. */
  paths: Set<string>;
}

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `:param${span.literal.text}`).join('');
  return null;
}

const MENTIONS = new RegExp([...QUERY_HOOKS, ...API_CALLS, '/wps/', '/lgw/', '/bo/api/'].join('|'));

function scan(file: SourceFile): Found {
  // Most files mention none of these; skipping their parse keeps the check quick on a loaded machine.
  if (!MENTIONS.test(file.text)) return { hooks: [], calls: [], paths: new Set() };
  const kind = file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false, kind);
  const found: Found = { hooks: [], calls: [], paths: new Set() };
  const visit = (node: ts.Node) => {
    const text = literalText(node);
    if (text !== null && API_PATH.test(text)) found.paths.add(text);
    if (ts.isCallExpression(node)) {
      const callee = ts.isIdentifier(node.expression)
        ? node.expression.text
        : ts.isPropertyAccessExpression(node.expression)
          ? node.expression.name.text
          : null;
      if (callee && QUERY_HOOKS.includes(callee)) found.hooks.push(callee);
      if (callee && API_CALLS.includes(callee)) {
        const first = node.arguments[0];
        const path = first ? literalText(first) : null;
        found.calls.push({ fn: callee, path: path !== null && API_PATH.test(path) ? path : null });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every breach of the convention, one readable line each; empty when the client follows it. */
export function findClientApiViolations(files: readonly SourceFile[]): string[] {
  const problems: string[] = [];
  const endpointOwner = new Map<string, string>();

  for (const file of files) {
    const inApi = API_FILE.exec(file.path);
    const name = inApi?.[2] ?? '';
    const isTest = /\.test\.tsx?$/.test(file.path);
    const isEndpoint = Boolean(inApi) && name.endsWith('.api.ts');

    if (/\.query\.tsx?$/.test(file.path))
      problems.push(`${file.path}: the .query.ts suffix is retired; name the endpoint file <endpoint>.api.ts in src/features/<f>/api/`);
    if (!inApi && /\.api\.(test\.)?tsx?$/.test(file.path)) problems.push(`${file.path}: an endpoint file lives directly in src/features/<f>/api/`);
    if (!inApi && /^src\/(?:back-office\/)?features\/.+\/api\//.test(file.path))
      problems.push(`${file.path}: api folders sit directly under the feature (src/features/<f>/api/), not deeper`);
    if (inApi) {
      // The key factory's one allowed name also makes it one per feature.
      const feature = inApi[1];
      if (name !== `${feature}-keys.ts` && !name.endsWith('.api.ts') && !name.endsWith('.api.test.ts'))
        problems.push(
          `${file.path}: files in src/features/${feature}/api/ are <endpoint>.api.ts (with its .api.test.ts) or the key factory ${feature}-keys.ts`,
        );
    }
    if (isApiClientFile(file.path)) continue;

    const found = scan(file);
    const allowed = isEndpoint || ALLOWED_OUTSIDE_API.includes(file.path);
    if (!allowed && !isTest) {
      for (const hook of new Set(found.hooks))
        problems.push(`${file.path}: calls ${hook} outside an endpoint file; move it into src/features/<f>/api/<endpoint>.api.ts`);
      for (const fn of new Set(found.calls.map((c) => c.fn)))
        problems.push(`${file.path}: calls ${fn} outside an endpoint file; the request belongs in src/features/<f>/api/<endpoint>.api.ts`);
    }
    if (!isEndpoint) continue;

    if (found.paths.size > 1) problems.push(`${file.path}: calls ${found.paths.size} API paths (${[...found.paths].sort().join(', ')}); one endpoint per file`);
    for (const call of found.calls) {
      if (call.path === null) {
        problems.push(`${file.path}: ${call.fn} with a computed path; write the endpoint's path out so the file shows which endpoint it is`);
        continue;
      }
      const endpoint = `${HTTP_METHOD[call.fn]} ${call.path}`;
      const owner = endpointOwner.get(endpoint);
      if (owner && owner !== file.path) problems.push(`${file.path}: ${endpoint} is already the endpoint of ${owner}; one file per endpoint`);
      else endpointOwner.set(endpoint, file.path);
    }
  }
  return problems;
}
