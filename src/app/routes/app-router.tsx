// The router, built once per page load from the route table filtered by the effective feature tree:
// disabled routes do not exist (they fall to the not-found page), every page is its own chunk, and the
// LOGINEDTOHOMEPAGE guard runs before any page loads.
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { ModuleId } from '../../../schemas/generated/tenant.ts';
import { RootLayout } from '../layouts/root-layout.tsx';
import { BootSplash } from '../layouts/boot-splash.tsx';
import { RouteError } from '../layouts/route-error.tsx';
import NotFoundPage from '../pages/not-found-page.tsx';
import { CHUNK_LOADERS } from './route-chunks.ts';
import { guardRedirect, hasSessionToken } from './route-guard.ts';
import { enabledRoutes } from './route-table.ts';
import type { RouteHandle } from './use-route-entry.ts';

export function buildRouteObjects(modules: ReadonlySet<ModuleId>): RouteObject[] {
  const guardOn = modules.has('LOGINEDTOHOMEPAGE');
  const loader = guardOn
    ? ({ request }: LoaderFunctionArgs) => {
        const to = guardRedirect(new URL(request.url).pathname, { guardOn, hasToken: hasSessionToken() });
        if (to) throw redirect(to);
        return null;
      }
    : undefined;

  const children: RouteObject[] = enabledRoutes(modules).flatMap((entry) =>
    entry.paths.map((path): RouteObject => ({
      id: `${entry.id}${path}`,
      path,
      loader,
      handle: { entry } satisfies RouteHandle,
      lazy: { Component: async () => (await CHUNK_LOADERS[entry.chunk]()).default },
    })),
  );
  children.push({ id: 'not-found', path: '*', loader, handle: { entry: null } satisfies RouteHandle, Component: NotFoundPage });

  return [{ id: 'root', Component: RootLayout, HydrateFallback: BootSplash, ErrorBoundary: RouteError, children }];
}

export function createAppRouter(modules: ReadonlySet<ModuleId>) {
  return createBrowserRouter(buildRouteObjects(modules));
}
