// Records every route any Express router registers while an app is being built, so a test can walk
// the real route table (feature routers are mounted through closures, which app.router.stack cannot
// see into). Every router route — app.get, router.post, router.route — goes through
// Router.prototype.route of the `router` package Express 5 uses.
import express from 'express';

export interface RecordedRoute {
  path: string;
  method: string;
  /** The server file that registered it (from the call stack), e.g. server/features/staff/staff.routes.ts. */
  source: string;
}

type RouteLike = { _methods(includeAll?: boolean): string[] };
type RouterProto = { route(this: unknown, path: string): RouteLike };

/** Runs `build` while recording; answers the routes registered meanwhile (string paths only), deduplicated. */
export async function recordRoutes<T>(build: () => Promise<T>): Promise<{ result: T; routes: RecordedRoute[] }> {
  const proto = (express.Router as unknown as { prototype: RouterProto }).prototype;
  const original = proto.route;
  const seen: Array<{ path: unknown; route: RouteLike; source: string }> = [];
  proto.route = function (this: unknown, path: string) {
    const route = original.call(this, path);
    const frame = (new Error().stack ?? '').split('\n').find((line) => line.includes('/server/') && !line.includes('node_modules'));
    seen.push({ path, route, source: /(server\/[^:)]+)/.exec(frame ?? '')?.[1] ?? 'unknown' });
    return route;
  };
  try {
    const result = await build();
    const byKey = new Map<string, RecordedRoute>();
    for (const { path, route, source } of seen) {
      for (const p of (Array.isArray(path) ? path : [path]).filter((x): x is string => typeof x === 'string')) {
        // '*' is .all(): fuzz it as a read and as a write.
        const methods = route
          ._methods(true)
          .flatMap((m) => (m === '*' ? ['GET', 'POST'] : [m.toUpperCase()]))
          .filter((m) => m !== 'HEAD');
        for (const method of methods) byKey.set(`${source} ${method} ${p}`, { path: p, method, source });
      }
    }
    return { result, routes: [...byKey.values()] };
  } finally {
    proto.route = original;
  }
}
