// The route table of a mounted Express router, read from the router itself: method, path and what the
// route's middleware declares (server/http/route-meta.ts). Nothing here is kept by hand, so the table
// is the routes Express runs.
import { markOf, type RouteMark } from '../../http/route-meta.ts';

export interface MountedRoute {
  method: string;
  /** Express form, e.g. /wps/withdrawals/:id/confirm. */
  path: string;
  mark: RouteMark;
}

interface Layer {
  handle?: { stack?: Layer[] };
  route?: { path: unknown; methods: Record<string, boolean>; stack: Array<{ handle: unknown }> };
  rawPath?: unknown;
  slash?: boolean;
}

function merge(into: RouteMark, mark: RouteMark | undefined): RouteMark {
  if (!mark) return into;
  return {
    ...into,
    ...mark,
    request: mark.request || into.request ? { ...into.request, ...mark.request } : undefined,
    modules: [...(into.modules ?? []), ...(mark.modules ?? [])],
    session: into.session === 'realAccount' ? 'realAccount' : (mark.session ?? into.session),
  };
}

/** Every route of `router` and of the routers mounted in it, in mount order. */
export function mountedRoutes(router: { stack?: unknown[] }, prefix = ''): MountedRoute[] {
  const out: MountedRoute[] = [];
  for (const layer of (router.stack ?? []) as Layer[]) {
    if (layer.route) {
      if (typeof layer.route.path !== 'string') throw new Error(`route table: a route path that is not a string under ${prefix || '/'}`);
      const mark = layer.route.stack.reduce<RouteMark>((acc, l) => merge(acc, markOf(l.handle)), {});
      for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all')) {
        out.push({ method: method.toUpperCase(), path: prefix + layer.route.path, mark });
      }
    } else if (layer.handle?.stack) {
      const at = layer.slash || layer.rawPath === '/' ? '' : String(layer.rawPath);
      out.push(...mountedRoutes(layer.handle, prefix + at));
    }
  }
  return out;
}
