import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { secureCookie } from './secure-cookie.ts';

const request = (env: string, host: string, secure = false) => ({ app: { get: (name: string) => (name === 'env' ? env : undefined) }, headers: { host }, secure }) as unknown as Request;

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
