// The router, built once per page load from the route table filtered by the effective feature tree:
// disabled routes do not exist (they fall to the not-found page), every page is its own lazy chunk, and
// the LOGINEDTOHOMEPAGE guard runs before any page (or the layout) renders.
//
// Declarative routing (<BrowserRouter> + useRoutes): the app uses no loaders, actions or fetchers, so the
// data router (~17 KB gzip more in the first load, measured) would be dead weight. What it did for us is done here:
// - lazy pages: React.lazy + Suspense. <BrowserRouter> wraps location updates in startTransition, so a
//   navigation keeps the current page on screen until the next page's chunk is in (as the data router did);
//   the very first render shows the boot splash (the data router's HydrateFallback).
// - the guard: checked on every location before anything renders; it redirects (replace) to /login.
// - route errors (a chunk that fails to load, a page that throws): an error boundary in place of the
//   layout, reset when the location changes.
import { Component, lazy, Suspense, useMemo, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { BrowserRouter, Navigate, StaticRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import type { ModuleId } from '../../schemas/generated/tenant.ts';
import { useSessionStore } from '../lib/session/session.store.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { AppReadyMark } from './app-ready-mark.tsx';
import { BootSplash } from './layouts/boot-splash.tsx';
import { RouteError } from './layouts/route-error.tsx';
import NotFoundPage from './pages/not-found-page.tsx';
import { CHUNK_LOADERS } from './route-chunks.ts';
import { guardRedirect, hasSessionToken } from './routes/route-guard.ts';
import { enabledRoutes, type ChunkName, type LayoutVariant } from './routes/route-table.ts';
import { PageRoutesContext, routeEntryOf, type RouteHandle } from './routes/use-route-entry.ts';

const lazyPages = new Map<ChunkName, ComponentType>();

/** One React.lazy component per chunk (shared by every path that shows it). */
function lazyPage(chunk: ChunkName): ComponentType {
  let page = lazyPages.get(chunk);
  if (!page) {
    page = lazy(CHUNK_LOADERS[chunk]);
    lazyPages.set(chunk, page);
  }
  return page;
}

/** The page routes of this brand (children of the layout), the not-found route last. */
export function buildPageRoutes(modules: ReadonlySet<ModuleId>): RouteObject[] {
  const routes: RouteObject[] = enabledRoutes(modules).flatMap((entry) => {
    const Page = lazyPage(entry.chunk);
    return entry.paths.map((path): RouteObject => ({
      id: `${entry.id}${path}`,
      path,
      handle: { entry } satisfies RouteHandle,
      element: <Page />,
    }));
  });
  routes.push({ id: 'not-found', path: '*', handle: { entry: null } satisfies RouteHandle, element: <NotFoundPage /> });
  return routes;
}

/** Where the guard sends a visitor on this path, or null (re-read on every navigation: the token may change). */
export function guardTargetOf(modules: ReadonlySet<ModuleId>, pathname: string): string | null {
  return guardRedirect(pathname, { guardOn: modules.has('LOGINEDTOHOMEPAGE'), hasToken: hasSessionToken() });
}

/**
 * Starts fetching the chunk of the page this path shows (after the guard) at once: at boot, in parallel
 * with the catalogue. Returns that page's layout, so the caller knows whether a footer will be needed.
 */
export function preloadRouteChunk(modules: ReadonlySet<ModuleId>, pathname: string): LayoutVariant {
  const entry = routeEntryOf(buildPageRoutes(modules), guardTargetOf(modules, pathname) ?? pathname);
  if (entry) void CHUNK_LOADERS[entry.chunk]().catch(() => {});
  return entry?.layout ?? 'full';
}

function AppRoutes({ modules }: { modules: ReadonlySet<ModuleId> }) {
  const pageRoutes = useMemo(() => buildPageRoutes(modules), [modules]);
  const routes = useMemo<RouteObject[]>(() => [{ id: 'root', element: <RootLayout />, children: pageRoutes }], [pageRoutes]);
  const location = useLocation();
  const element = useRoutes(routes);
  // Re-checked when the session starts or ends (sign-in, sign-out, a 401), not only on navigation.
  useSessionStore((s) => s.signedIn);
  const to = guardTargetOf(modules, location.pathname);
  if (to) return <Navigate to={to} replace />;
  return (
    <PageRoutesContext.Provider value={pageRoutes}>
      <RouteErrorBoundary locationKey={`${location.key} ${location.pathname}${location.search}`}>
        <Suspense fallback={<BootSplash />}>
          {element}
          <AppReadyMark />
        </Suspense>
      </RouteErrorBoundary>
    </PageRoutesContext.Provider>
  );
}

interface BoundaryProps {
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  hasError: boolean;
  locationKey: string;
}

class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // A navigation (back button, a link elsewhere) clears the error, as the data router did.
    if (props.locationKey !== state.locationKey) return { error: null, hasError: false, locationKey: props.locationKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * `children`: app-wide popups that need the router (they navigate), rendered beside the pages.
 * `location`: set by the server renderer (one fixed address); the browser uses the history API.
 */
export function AppRouter({ modules, location, children }: { modules: ReadonlySet<ModuleId>; location?: string; children?: ReactNode }) {
  const routes = (
    <>
      <AppRoutes modules={modules} />
      {children}
    </>
  );
  return location === undefined ? <BrowserRouter>{routes}</BrowserRouter> : <StaticRouter location={location}>{routes}</StaticRouter>;
}
