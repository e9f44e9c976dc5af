import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import type { RouteEntry } from './route-table.ts';

export interface RouteHandle {
  /** null for the not-found route. */
  entry: RouteEntry | null;
}

/** The page routes the router was built with (provided by the router). */
export const PageRoutesContext = createContext<RouteObject[]>([]);

/** The route-table entry of a path among the page routes (null on the not-found page). */
export function routeEntryOf(pageRoutes: RouteObject[], pathname: string): RouteEntry | null {
  const matches = matchRoutes(pageRoutes, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].route.handle as RouteHandle | undefined;
    if (handle && 'entry' in handle) return handle.entry;
  }
  return null;
}

/** The route-table entry of the current location (null on the not-found page). */
export function useRouteEntry(): RouteEntry | null {
  const pageRoutes = useContext(PageRoutesContext);
  const { pathname } = useLocation();
  return useMemo(() => routeEntryOf(pageRoutes, pathname), [pageRoutes, pathname]);
}
