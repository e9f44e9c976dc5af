import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { secureCookie, sessionCookieName } from './secure-cookie.ts';

const request = (env: string, host: string, secure = false) =>
  ({ app: { get: (name: string) => (name === 'env' ? env : undefined) }, headers: { host }, secure }) as unknown as Request;

describe('secureCookie', () => {
  it('when the portal runs in production, then every cookie is Secure, even on a plain-http request behind the proxy', () => {
    expect(secureCookie(request('production', 'brand.example.com'))).toBe(true);
  });

  it('when not in production, then cookies are Secure on https and on *.localhost only', () => {
    expect(secureCookie(request('development', 'brand.example.com'))).toBe(false);
    expect(secureCookie(request('development', 'brand.example.com', true))).toBe(true);
    expect(secureCookie(request('test', 'aurora.localhost:3000'))).toBe(true);
  });
});

describe('sessionCookieName', () => {
  it('when the portal runs in production, then the member cookie is __Host- prefixed; elsewhere it stays plain for http dev hosts', () => {
    expect(sessionCookieName(request('production', 'brand.example.com'))).toBe('__Host-sid');
    expect(sessionCookieName(request('development', 'aurora.localhost:3000'))).toBe('sid');
    expect(sessionCookieName(request('test', 'brand.example.com', true))).toBe('sid');
  });
});
