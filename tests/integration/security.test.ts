// Security baseline: headers and per-response nonce, request ids, secrets never leaving the server,
// and errors that never leak internals.
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorHandler } from '../../server/http/error-handler.ts';
import { requestLogger } from '../../server/http/request-logger.ts';
import { loadCatalogues } from '../../server/i18n/catalogues.ts';
import { request } from './helpers/http-client.ts';
import { AURORA, BOREALIS, catalogue, fixtureSecrets, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';

const LEAKS = /\bat [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d+|SyntaxError|TypeError|stack/;

describe('security baseline', () => {
  let t: TestApp;
  beforeAll(async () => {
    const aurora = readFixtureTenant('aurora');
    aurora.systemStatus.maintenance = { enabled: true, endTime: '2999-01-01T00:00:00Z', info: { TY: 'Bao tri', EN: 'Maintenance' } };
    t = await startTestApp({ tenants: { aurora, borealis: readFixtureTenant('borealis') } });
  });
  afterAll(() => t.close());

  it('when any response is sent, then the security headers are present', async () => {
    for (const path of ['/', '/wps/system/status', '/assets/index-test1234.js', '/wps/nope']) {
      const res = await t.get(path);
      expect(res.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(res.headers['x-powered-by'], path).toBeUndefined();
    }
  });

  it('when a page or an API answers, then the document headers are present', async () => {
    for (const path of ['/', '/wps/system/status', '/wps/nope']) {
      const res = await t.get(path);
      expect(res.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
      expect(res.headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
  });

  it('when a page is sent, then its CSP allows only its own nonce for scripts and styles', async () => {
    const res = await t.get('/');
    const directives = cspDirectives(res.headers['content-security-policy'] as string);
    expect(directives['script-src']).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'$/);
    expect(directives['style-src']).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'frame-ancestors': "'self'",
      'img-src': "'self' data: blob: https:",
      'connect-src': "'self'",
    });
  });

  it('when a static file is sent (a built asset, brand art), then it carries the short file policy and none of the document-only headers', async () => {
    for (const path of ['/assets/index-test1234.js', '/brand-assets/logo.svg']) {
      const res = await t.get(path);
      expect(res.status, path).toBe(200);
      expect(cspDirectives(res.headers['content-security-policy'] as string), path).toEqual({
        'default-src': "'none'",
        'style-src': "'unsafe-inline'",
        'frame-ancestors': "'self'",
      });
      for (const name of [
        'x-frame-options',
        'cross-origin-opener-policy',
        'referrer-policy',
        'x-xss-protection',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
      ])
        expect(res.headers[name], `${path} ${name}`).toBeUndefined();
    }
  });

  it('when a static file is missing, then the not-found answer keeps the page headers', async () => {
    const res = await t.get('/assets/missing-test0000.js');
    expect(res.status).toBe(404);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).not.toContain("style-src 'unsafe-inline'");
  });

  it('when an API answers (JSON, found or not), then its CSP allows nothing and no framing', async () => {
    for (const path of ['/wps/system/status', '/wps/nope']) {
      const res = await t.get(path);
      expect(cspDirectives(res.headers['content-security-policy'] as string), path).toEqual({ 'default-src': "'none'", 'frame-ancestors': "'none'" });
    }
  });

  it('when the page is requested twice, then each response has its own nonce, used in the page', async () => {
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => {
        const res = await t.get('/');
        const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] as string)![1];
        expect(res.text).toContain(`<meta name="csp-nonce" content="${nonce}">`);
        return nonce;
      }),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  it('when a sane x-request-id is sent, then it is echoed; otherwise a new one is generated', async () => {
    expect((await t.get('/wps/system/status', { headers: { 'x-request-id': 'abc-123_x.y:z' } })).headers['x-request-id']).toBe('abc-123_x.y:z');
    for (const bad of ['has space', 'x'.repeat(200), '<script>', '']) {
      const id = (await t.get('/wps/system/status', { headers: { 'x-request-id': bad } })).headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('when every public surface of both brands is fetched, then no secret value appears in any body or header', async () => {
    const secrets = fixtureSecrets();
    expect(secrets.length).toBeGreaterThan(8);
    const paths = [
      '/',
      '/index.html',
      '/rng',
      '/wps/system/permission',
      '/wps/system/status',
      '/wps/system/whitelabel',
      '/wps/system/setting/register',
      '/wps/relay/GCSGAME_newGameVendor',
      '/wps/nope',
      '/brand-assets/logo.svg',
      '/brand-assets/../aurora.json',
      '/robots.txt',
    ];
    for (const host of [AURORA, BOREALIS, 'unknown.example.org']) {
      for (const path of paths) {
        const res = await t.get(path, { host });
        const everything = `${JSON.stringify(res.headers)}\n${res.text}`;
        for (const secret of secrets) expect(everything.includes(secret), `${host}${path} leaks ${secret}`).toBe(false);
        expect(everything, `${host}${path}`).not.toContain('"secrets"');
        expect(everything, `${host}${path}`).not.toContain('$schema');
      }
    }
  });

  it('when the body is malformed JSON, then the answer is a 400 envelope without internals', async () => {
    const res = await t.request('/wps/system/status', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ success: false, value: null, code: 'badRequest', message: catalogue('ty').errors.badRequest });
    expect(res.text).not.toMatch(LEAKS);
  });

  it('when the body is larger than the limit, then the answer is a 413 envelope', async () => {
    const res = await t.request('/wps/session/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-language': 'EN' },
      body: JSON.stringify({ blob: 'x'.repeat(200 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.json()).toEqual({ success: false, value: null, code: 'payloadTooLarge', message: catalogue('en').errors.payloadTooLarge });
  });

  it('when an API path does not exist, then the answer is a 404 envelope for any method', async () => {
    for (const [method, path] of [
      ['GET', '/wps/member/unknown'],
      ['POST', '/lgw/games/unknown'],
      ['DELETE', '/wps/system/status'],
      ['GET', '/lotto/lgw/x'],
      ['GET', '/wps/%E0%A4%A'],
    ]) {
      // Borealis: aurora is in maintenance here, and a brand in maintenance shuts its whole API (503).
      const res = await t.request(path, { method, host: BOREALIS, headers: { 'x-language': 'EN' } });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json(), `${method} ${path}`).toEqual({ success: false, value: null, code: 'notFound', message: catalogue('en').errors.notFound });
    }
  });

  it('when the message language is requested, then it comes from ?language, then x-language, then the tenant default', async () => {
    const languages = ['EN', 'TY', 'CN', 'VI', 'ID', 'TH', 'FIL'];
    for (const code of languages) {
      expect((await t.get(`/wps/nope?language=${code}`, { host: BOREALIS })).json().message, code).toBe(catalogue(code.toLowerCase()).errors.notFound);
      expect((await t.get('/wps/nope', { host: BOREALIS, headers: { 'x-language': code.toLowerCase() } })).json().message, code).toBe(
        catalogue(code.toLowerCase()).errors.notFound,
      );
    }
    expect((await t.get('/wps/nope?language=CN', { host: BOREALIS, headers: { 'x-language': 'TH' } })).json().message).toBe(catalogue('cn').errors.notFound);
    // Aurora is in maintenance: its API says so, in the tenant default language (TY).
    expect((await t.get('/wps/nope')).json().message).toBe(catalogue('ty').errors.maintenance);
    expect((await t.get('/wps/nope', { host: BOREALIS })).json().message).toBe(catalogue('en').errors.notFound);
    expect(catalogue('cn').errors.notFound).not.toBe(catalogue('en').errors.notFound);
  });
});

describe('unexpected errors', () => {
  it('when a handler throws, then the client gets a translated 500 envelope and the stack goes to the log only', async () => {
    const lines: any[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (c, _e, done) => (lines.push(JSON.parse(String(c))), done()) }));
    const app = express();
    app.use(requestLogger(app, logger));
    app.get('/wps/explode', () => {
      throw new Error('db password is hunter2 at /srv/secret.ts');
    });
    app.get('/explode', () => {
      throw new TypeError('internal detail');
    });
    app.use(createErrorHandler(loadCatalogues()));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as AddressInfo).port;
    try {
      const api = await request(port, '/wps/explode', { headers: { 'x-language': 'TY' } });
      expect(api.status).toBe(500);
      expect(api.json()).toEqual({ success: false, value: null, code: 'internal', message: catalogue('ty').errors.internal });
      expect(api.text).not.toMatch(/hunter2|secret\.ts/);
      const page = await request(port, '/explode');
      expect(page.status).toBe(500);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain(catalogue('en').errors.internal);
      expect(page.text).not.toMatch(/internal detail|TypeError|\.ts:\d+/);
      const logged = lines.find((l) => l.req?.url === '/wps/explode');
      expect(logged.level).toBe(50);
      expect(logged.err.message).toContain('hunter2');
      expect(logged.err.stack).toMatch(/security\.test\.ts/);
    } finally {
      server.close();
    }
  });
});

function cspDirectives(csp: string): Record<string, string> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
  );
}
