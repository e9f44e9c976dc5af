import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session/session.store.ts';
import { guardRedirect, hasSessionToken, isGuardAllowed } from './route-guard.ts';

describe('route guard', () => {
  const visitor = { guardOn: true, hasToken: false };
  it('when the guard is on and there is no token, then ordinary pages redirect to /login', () => {
    for (const path of ['/', '/home', '/rng', '/promotions', '/games/rng', '/help']) {
      expect(guardRedirect(path, visitor)).toBe('/login');
    }
  });
  it('when the guard is on and there is no token, then the allowed pages are let through', () => {
    for (const path of ['/login', '/register', '/register.html', '/forget', '/helpmc', '/download', '/down', '/LOGIN', '/register/']) {
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
  it('when the session store says signed in, then the guard sees a session; after sign-out it does not', () => {
    useSessionStore.setState({ signedIn: true });
    expect(hasSessionToken()).toBe(true);
    useSessionStore.setState({ signedIn: false });
    expect(hasSessionToken()).toBe(false);
  });
});
