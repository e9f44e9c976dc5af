// The host's side of server rendering: it loads the build's renderer, gives it the brand's own API
// (loopback, with the brand's Host), places the result into the page with the request's nonce, caches it
// per (brand, language, address), and falls back to the plain shell when there is nothing to serve.
// The renderer here is a small stand-in module written into the build folder, so the host is tested
// alone; the real renderer (src/entry-server.tsx) is exercised end to end in tests/e2e/first-paint.e2e.ts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, BOREALIS, eventually, startTestApp, type TestApp } from './helpers/test-app.ts';

const STAND_IN = `
const g = globalThis;
g.__renders = [];
export const renderer = {
  async render(request) {
    g.__renders.push({ url: request.url, lang: request.lang, session: request.boot.session });
    if (request.url === '/fail') throw new Error('stand-in failure');
    if (request.url === '/guarded') return { kind: 'redirect', location: '/login' };
    const res = await request.fetch('/wps/system/status', { headers: { accept: 'application/json', 'x-language': request.lang } });
    const body = await res.json();
    const status = request.url === '/missing' ? 404 : 200;
    // React puts the preload of a high-priority image (the first banner) at the start of the markup.
    const hint = request.url === '/with-banner' ? '<link rel="preload" as="image" href="/brand-assets/banners/first.svg" fetchPriority="high"/>' : '';
    return {
      kind: 'page',
      status,
      html: hint + '<main><h1>rendered ' + request.lang + ' ' + request.url + '</h1><p id="api">' + res.status + ' ' + body.success + ' ' + request.boot.tenant.brand.name + '</p></main>',
      styles: '<style data-styled="true">.x{color:red}</style>',
      state: { lang: request.lang, queries: { queries: [], mutations: [] } },
    };
  },
};
`;

const renders = () => (globalThis as unknown as { __renders: Array<{ url: string; lang: string; session: unknown }> }).__renders;
const cspNonce = (csp: string) => /'nonce-([^']+)'/.exec(csp)![1];

describe('server rendering in the host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dist: 'copy' });
    mkdirSync(join(t.distDir, 'server'), { recursive: true });
    writeFileSync(join(t.distDir, 'server', 'entry-server-standin.js'), STAND_IN);
    // The renderer is loaded with the template: a changed index.html (a new build) loads it again.
    const template = join(t.distDir, 'index.html');
    writeFileSync(template, `${readFileSync(template, 'utf8')}<!-- a new build -->`);
    await eventually(async () => expect((await t.get('/', { host: AURORA })).text).toContain('rendered TY /'));
  });
  afterAll(() => t.close());

  it("when a page is rendered, then its markup, styles with this request's nonce and the hydration state are in the page", async () => {
    const res = await t.get('/', { host: AURORA });
    expect(res.status).toBe(200);
    const nonce = cspNonce(res.headers['content-security-policy'] as string);
    expect(res.text).toContain('<div id="root"><main><h1>rendered TY /</h1>');
    expect(res.text).toContain(`<style nonce="${nonce}" data-styled="true">.x{color:red}</style>`);
    expect(res.text).toMatch(new RegExp(`<script id="ssr-state" type="application/json" nonce="${nonce.replace(/[+/=]/g, '\\$&')}">\\{"lang":"TY"`));
    expect(res.text).toContain('data-lang="TY"');
  });

  it("when the rendered markup starts with an image preload, then it is moved into the head, ahead of the app's scripts and the inline config and styles", async () => {
    const page = (await t.get('/with-banner', { host: AURORA })).text;
    const head = page.slice(0, page.indexOf('</head>'));
    const at = (needle: string) => head.indexOf(needle);
    expect(at('<link rel="preload" as="image" href="/brand-assets/banners/first.svg" fetchPriority="high"/>')).toBeGreaterThan(0);
    expect(at('rel="preload" as="image"')).toBeLessThan(at('type="module"'));
    expect(at('type="module"')).toBeLessThan(at('<script id="boot"'));
    expect(at('<script id="boot"')).toBeLessThan(at('data-styled'));
    expect(page).toContain('<div id="root"><main><h1>rendered TY /with-banner</h1>');
  });

  it("when the renderer fetches the page's data, then it reaches this brand's API as a signed-out visitor", async () => {
    expect((await t.get('/', { host: AURORA })).text).toContain('<p id="api">200 true Aurora Play</p>');
    expect(renders().every((r) => r.session === null)).toBe(true);
  });

  it('when the same page is asked for again, then the cached render is served with a fresh nonce', async () => {
    const before = renders().filter((r) => r.url === '/').length;
    const first = await t.get('/', { host: AURORA });
    const second = await t.get('/', { host: AURORA });
    expect(renders().filter((r) => r.url === '/').length).toBe(before);
    expect(cspNonce(first.headers['content-security-policy'] as string)).not.toBe(cspNonce(second.headers['content-security-policy'] as string));
    expect(second.text).toContain(`nonce="${cspNonce(second.headers['content-security-policy'] as string)}"`);
  });

  it('when the visitor chose a language (cookie), then the page is rendered and cached in it', async () => {
    const res = await t.get('/', { host: AURORA, headers: { cookie: 'lang=EN' } });
    expect(res.text).toContain('rendered EN /');
    expect(res.text).toContain('data-lang="EN"');
    // A language the brand does not offer is ignored.
    expect((await t.get('/', { host: AURORA, headers: { cookie: 'lang=TH' } })).text).toContain('rendered TY /');
  });

  it('when the address is no page, then the rendered not-found page answers 404', async () => {
    const res = await t.get('/missing', { host: AURORA });
    expect(res.status).toBe(404);
    expect(res.text).toContain('rendered TY /missing');
  });

  it('when the route guard sends a signed-out visitor elsewhere, then the host redirects', async () => {
    const res = await t.get('/guarded', { host: AURORA });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login');
  });

  it('when the renderer fails, then the plain shell is served and the browser renders the page', async () => {
    const res = await t.get('/fail', { host: AURORA });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('id="ssr-state"');
  });

  it('when two brands render the same address, then each gets its own page', async () => {
    expect((await t.get('/', { host: BOREALIS })).text).toContain('Borealis');
    expect((await t.get('/', { host: AURORA })).text).toContain('Aurora Play');
  });
});
