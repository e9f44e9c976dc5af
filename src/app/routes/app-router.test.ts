import { describe, expect, it } from 'vitest';
import type { ModuleId } from '../../../schemas/generated/tenant.ts';
import { buildRouteObjects } from './app-router.tsx';

const paths = (modules: ModuleId[]) => (buildRouteObjects(new Set(modules))[0].children ?? []).map((r) => r.path);

describe('buildRouteObjects', () => {
  it('when a module is off, then its routes are not in the router and unknown paths fall to *', () => {
    const on = paths(['PORTAL', 'GAMES', 'RNG', 'LIVE']);
    expect(on).toContain('/rng');
    expect(on).toContain('/live');
    expect(on).not.toContain('/fish');
    expect(on).not.toContain('/promotions');
    expect(on[on.length - 1]).toBe('*');
  });
  it('when the guard module is on, then every route runs the guard loader; off, none does', () => {
    const withGuard = buildRouteObjects(new Set<ModuleId>(['PORTAL', 'LOGIN', 'LOGINEDTOHOMEPAGE']))[0].children ?? [];
    expect(withGuard.every((r) => typeof r.loader === 'function')).toBe(true);
    const without = buildRouteObjects(new Set<ModuleId>(['PORTAL', 'LOGIN']))[0].children ?? [];
    expect(without.every((r) => r.loader === undefined)).toBe(true);
  });
  it('when the guard runs for a visitor on a protected page, then it redirects to /login', async () => {
    const routes = buildRouteObjects(new Set<ModuleId>(['PORTAL', 'LOGIN', 'LOGINEDTOHOMEPAGE']))[0].children ?? [];
    const home = routes.find((r) => r.path === '/');
    const login = routes.find((r) => r.path === '/login');
    const run = (route: typeof home, url: string) => (route!.loader as (a: { request: Request }) => unknown)({ request: new Request(url) });
    let thrown: unknown;
    try {
      run(home, 'http://brand.test/');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/login');
    expect(run(login, 'http://brand.test/login')).toBeNull();
  });
});
