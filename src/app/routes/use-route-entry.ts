import { useMatches } from 'react-router';
import type { RouteEntry } from './route-table.ts';

export interface RouteHandle {
  /** null for the not-found route. */
  entry: RouteEntry | null;
}

/** The route-table entry of the deepest matched route (null on the not-found page). */
export function useRouteEntry(): RouteEntry | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle && 'entry' in handle) return handle.entry;
  }
  return null;
}
