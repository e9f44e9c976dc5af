import { describe, expect, it } from 'vitest';
import { guardRedirect, isGuardAllowed } from './route-guard.ts';

describe('route guard', () => {
  const visitor = { guardOn: true, hasToken: false };
  it('when the guard is on and there is no token, then ordinary pages redirect to /login', () => {
    for (const path of ['/', '/home', '/rng', '/promotions', '/games/rng', '/help']) {
      expect(guardRedirect(path, visitor)).toBe('/login');
    }
  });
  it('when the guard is on and there is no token, then the allowed pages are let through', () => {
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/download', '/down', '/LOGIN', '/register/']) {
      expect(guardRedirect(path, visitor)).toBeNull();
    }
  });
  it('when there is a session token, then nothing is redirected', () => {
    expect(guardRedirect('/rng', { guardOn: true, hasToken: true })).toBeNull();
  });
  it('when the guard is off, then nothing is redirected', () => {
    expect(guardRedirect('/rng', { guardOn: false, hasToken: false })).toBeNull();
  });
  it('when a path only starts like an allowed one, then it is not allowed', () => {
    expect(isGuardAllowed('/loginx')).toBe(false);
    expect(isGuardAllowed('/help')).toBe(false);
  });
});
