import { afterEach, describe, expect, it } from 'vitest';
import type { ModuleId } from '../../schemas/generated/tenant.ts';
import { useSessionStore } from '../lib/session/session.store.ts';
import { buildPageRoutes, guardTargetOf } from './app-router.tsx';
import { routeEntryOf } from './routes/use-route-entry.ts';

const paths = (modules: ModuleId[]) => buildPageRoutes(new Set(modules)).map((r) => r.path);

describe('buildPageRoutes', () => {
  it('when a module is off, then its routes are not in the router and unknown paths fall to *', () => {
    const on = paths(['PORTAL', 'GAMES', 'RNG', 'LIVE']);
    expect(on).toContain('/rng');
    expect(on).toContain('/live');
    expect(on).not.toContain('/fish');
    expect(on).not.toContain('/promotions');
    expect(on[on.length - 1]).toBe('*');
  });
  it('when a path matches, then its route-table entry is found; an unknown path gives null', () => {
    const routes = buildPageRoutes(new Set<ModuleId>(['PORTAL', 'GAMES', 'RNG']));
    expect(routeEntryOf(routes, '/')?.id).toBe('home');
    expect(routeEntryOf(routes, '/index.html')?.id).toBe('home');
    expect(routeEntryOf(routes, '/games/rng')?.id).toBe('games');
    expect(routeEntryOf(routes, '/fish')).toBeNull();
  });
});

describe('guardTargetOf', () => {
  afterEach(() => useSessionStore.setState({ signedIn: false }));
  // The session is an HttpOnly cookie; the tab knows it has one through the session store.
  const session = (signedIn: boolean) => useSessionStore.setState({ signedIn });

  it('when the guard module is on and there is no session, then a protected page goes to /login, an allowed one does not', () => {
    session(false);
    const modules = new Set<ModuleId>(['PORTAL', 'LOGIN', 'LOGINEDTOHOMEPAGE']);
    expect(guardTargetOf(modules, '/')).toBe('/login');
    expect(guardTargetOf(modules, '/nowhere')).toBe('/login');
    expect(guardTargetOf(modules, '/login')).toBeNull();
  });
  it('when the guard module is off, or the visitor has a session, then nothing is redirected', () => {
    session(false);
    expect(guardTargetOf(new Set<ModuleId>(['PORTAL', 'LOGIN']), '/')).toBeNull();
    session(true);
    expect(guardTargetOf(new Set<ModuleId>(['PORTAL', 'LOGIN', 'LOGINEDTOHOMEPAGE']), '/')).toBeNull();
  });
});
