// The server renderer: the same React tree as src/main.tsx, rendered to HTML for a signed-out visitor,
// with the page's public data fetched and inlined so the browser hydrates without refetching.
// Built by `vite build --ssr` into DIST_DIR/server/; the Express host loads it at run time
// (server/features/shell/page-renderer.ts) and caches what it returns.
//
// Data: a page's queries are whatever its components ask for with useQuery. A render registers them in
// the query cache (useQuery builds its query during render, but fetches only in an effect, which never
// runs here); the renderer fetches the enabled ones through the portal's own API, then renders again
// with the data, until a render asks for nothing new. A query that fails (a member-only endpoint) is
// dropped: the browser renders it as loading, exactly as the server did, and fetches it after hydration.
import { StrictMode, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { ServerStyleSheet } from 'styled-components';
import type { RenderRequest, RenderResult, ServerRenderer } from '../schemas/rules/server-render.ts';
import { AppRoot, startScreenOf } from './app/app-root.tsx';
import { buildPageRoutes, guardTargetOf } from './app/app-router.tsx';
import { routeEntryOf } from './app/routes/use-route-entry.ts';
import { setApiFetch, setApiLanguageSource } from './lib/api/api-client.ts';
import { switchServerLanguage } from './lib/i18n/server-i18n.ts';
import { createQueryClient } from './lib/query/query-client.ts';
import { createTenantContextValue, type TenantContextValue } from './lib/tenant/tenant-context.tsx';

/** Renders that still ask for new data after this many rounds are served as they are. */
const MAX_DATA_ROUNDS = 4;

class RenderFailed extends Error {}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

async function renderOnce(element: ReactElement): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    // progressiveChunkSize: never move a finished boundary out of line. React would otherwise stream a
    // large one separately with an inline script to put it in place, which the page's CSP (nonce-only
    // scripts) blocks, and which a reader without JavaScript never runs.
    const { prelude } = await prerender(sheet.collectStyles(element), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
    });
    const html = await new Response(prelude).text();
    // A component that failed on the server would be left to the browser to render: the page would
    // not be what a reader without JavaScript sees, so the host serves the plain shell instead.
    if (errors.length > 0) throw new RenderFailed(errors.map((e) => (e instanceof Error ? (e.stack ?? e.message) : String(e))).join('\n'));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** Fetches every enabled query a render asked for and has not tried yet; false when there was none. */
async function fetchAskedQueries(queryClient: QueryClient, tried: Set<string>): Promise<boolean> {
  const cache = queryClient.getQueryCache();
  const asked = cache.getAll().filter((q) => q.state.status === 'pending' && !tried.has(q.queryHash) && isEnabled(q));
  if (asked.length === 0) return false;
  await Promise.all(
    asked.map(async (query) => {
      tried.add(query.queryHash);
      try {
        await query.fetch();
      } catch {
        cache.remove(query);
      }
    }),
  );
  return true;
}

async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { boot, url, lang } = request;
  setApiFetch(request.fetch);
  setApiLanguageSource(() => lang);
  await switchServerLanguage(lang);
  // The first image CDN, not a random one: the browser hydrates with the same addresses.
  const context: TenantContextValue = createTenantContextValue(boot, boot.serverTime, () => 0);
  const pathname = new URL(url, 'http://host').pathname;
  if (startScreenOf(boot.system.status) !== 'app') throw new RenderFailed('only the app screen is rendered on the server');
  const redirect = guardTargetOf(context.modules, pathname);
  if (redirect) return { kind: 'redirect', location: redirect };
  const status = routeEntryOf(buildPageRoutes(context.modules), pathname) ? 200 : 404;

  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const element = (
    <StrictMode>
      <AppRoot context={context} queryClient={queryClient} location={url} />
    </StrictMode>
  );
  const tried = new Set<string>();
  let page = await renderOnce(element);
  for (let round = 0; round < MAX_DATA_ROUNDS && (await fetchAskedQueries(queryClient, tried)); round++) page = await renderOnce(element);
  const queries = dehydrate(queryClient);
  queryClient.clear();
  return { kind: 'page', status, html: page.html, styles: page.styles, state: { lang, queries } };
}

// One page at a time: the API client's fetch, its language and i18next's language are module state.
let queue: Promise<unknown> = Promise.resolve();

export const renderer: ServerRenderer = {
  render(request) {
    const next = queue.then(() => renderPage(request));
    queue = next.catch(() => undefined);
    return next;
  },
};
