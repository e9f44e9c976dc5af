// Static files with their build-time .br/.gz variants (scripts/precompress.ts), brand assets compressed once in
// memory, and the page compressed cheaply: the coding follows Accept-Encoding, caching headers, 304, HEAD, Range.
import { readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.ts';
import { AURORA, eventually, startTestApp, type TestApp } from './helpers/test-app.ts';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes as sent (the shared client decodes text); Host and Accept-Encoding under the test's control. */
function raw(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { host: AURORA, accept: '*/*', ...headers }, setHost: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const APP_JS = 'export function play(game) { return `playing ${game} at Aurora Play`; }\n'.repeat(200);
const ART_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${'<circle cx="5" cy="5" r="4" fill="#1d4ed8"/>'.repeat(60)}</svg>`;
const BANNER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${'<rect x="1" y="1" width="8" height="8" fill="#fde047"/>'.repeat(60)}</svg>`;

describe('precompressed static files', () => {
  let t: TestApp;
  let js: string;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => raw(t.port, path, headers, method);

  beforeAll(async () => {
    t = await startTestApp({ dist: 'copy' });
    writeFileSync(join(t.distDir, 'assets', 'app-big12345.js'), APP_JS);
    mkdirSync(join(t.distDir, 'art'), { recursive: true });
    writeFileSync(join(t.distDir, 'art', 'chip.svg'), ART_SVG);
    writeFileSync(join(t.distDir, 'secret.txt.br'), 'never served as a file');
    precompress(t.distDir); // touches dist/.precompressed: the server indexes the new files and variants
    await eventually(async () => expect((await get('/assets/app-big12345.js', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br'));
    js = '/assets/app-big12345.js';
  });
  afterAll(() => t.close());

  it('when the client takes br, then the .br variant is sent with its encoding, length, the original type, Vary and immutable caching', async () => {
    const res = await get(js, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.equals(readFileSync(join(t.distDir, `assets/app-big12345.js.br`)))).toBe(true);
    expect(brotliDecompressSync(res.body).toString('utf8')).toBe(APP_JS);
  });

  it('when the client takes gzip only, or refuses br with q=0, then the .gz variant is sent', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const res = await get(js, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(res.body).toString('utf8'), accept).toBe(APP_JS);
    }
  });

  it('when the client takes no coding we have, or refuses them all with q=0, then the file is sent as is', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
      { 'accept-encoding': '*;q=0' },
    ]) {
      const res = await get(js, headers);
      expect(res.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.body.toString('utf8')).toBe(APP_JS);
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(APP_JS));
    }
  });

  it("when the client sends the ETag of its coding, then the answer is 304; another coding's ETag does not match", async () => {
    const first = await get(js, { 'accept-encoding': 'br' });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[^"]+-br"$/);
    const again = await get(js, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(js, { 'accept-encoding': 'br', 'if-none-match': `W/${etag}, "other"` })).status).toBe(304);
    const gzip = await get(js, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.etag).not.toBe(etag);
    expect((await get(js, { 'if-modified-since': first.headers['last-modified']! })).status).toBe(304);
    expect((await get(js, { 'if-modified-since': new Date(Date.parse(first.headers['last-modified']!) - 60_000).toUTCString() })).status).toBe(200);
  });

  it('when HEAD is asked, then the headers are those of GET and there is no body', async () => {
    const head = await get(js, { 'accept-encoding': 'gzip' }, 'HEAD');
    const body = await get(js, { 'accept-encoding': 'gzip' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-type', 'content-encoding', 'content-length', 'etag', 'last-modified', 'cache-control', 'vary'])
      expect(head.headers[name], name).toBe(body.headers[name]);
  });

  it('when a range is asked, then it is served for the file as is only; a coded answer is whole', async () => {
    const part = await get(js, { range: 'bytes=7-21' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 7-21/${Buffer.byteLength(APP_JS)}`);
    expect(part.body.toString('utf8')).toBe(APP_JS.slice(7, 22));
    expect((await get(js, { range: 'bytes=-5' })).body.toString('utf8')).toBe(APP_JS.slice(-5));
    const unsatisfiable = await get(js, { range: `bytes=${Buffer.byteLength(APP_JS)}-` });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers['content-range']).toBe(`bytes */${Buffer.byteLength(APP_JS)}`);
    const coded = await get(js, { range: 'bytes=7-21', 'accept-encoding': 'br' });
    expect(coded.status).toBe(200);
    expect(coded.headers['content-range']).toBeUndefined();
    expect(brotliDecompressSync(coded.body).toString('utf8')).toBe(APP_JS);
    expect((await get(js, { range: 'bytes=7-21', 'if-range': '"stale"' })).status).toBe(200);
  });

  it('when a public file of the build is asked, then it is served with its variant and a short max-age', async () => {
    const res = await get('/art/chip.svg', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(brotliDecompressSync(res.body).toString('utf8')).toBe(ART_SVG);
    const robots = await get('/robots.txt', { 'accept-encoding': 'br' }); // under 1 KB: no variant
    expect(robots.status).toBe(200);
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.headers.vary).toBeUndefined();
  });

  it('when an unknown asset, a variant file, a folder or a path out of the build is asked, then it is a 404 with nothing of the files', async () => {
    for (const path of [
      '/assets/index-missing.js',
      '/assets/app-big12345.js.br',
      '/assets/app-big12345.js.gz',
      '/assets/',
      '/assets',
      '/assets/../index.html',
      '/assets/%2e%2e/index.html',
      '/assets/..%2findex.html',
      '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
      '/assets/..%5c..%5cpackage.json',
      '/assets/%00app-big12345.js',
      '/assets/%E0%A4%A',
      '/art/../../package.json',
      '/art/%2e%2e%2f%2e%2e%2fpackage.json',
      '/secret.txt.br',
      '/secret.txt',
    ]) {
      for (const accept of ['*/*', 'application/javascript']) {
        const res = await get(path, { accept, 'accept-encoding': 'br, gzip' });
        expect(res.status, path).toBe(404);
        expect(res.headers['content-encoding'], path).toBeUndefined();
        expect(res.body.toString('utf8'), path).not.toMatch(/playing|"dependencies"|never served|chip\.svg|id="boot"/);
      }
    }
    expect((await get('/assets/app-big12345.js', {}, 'POST')).status).toBe(405);
    // A folder is never listed (an extension-less path is the client router's: the page).
    expect((await get('/art/', { accept: '*/*' })).body.toString('utf8')).not.toContain('chip.svg');
    // Dotfiles are never indexed (an extension-less path gets the page, never the marker's text).
    expect((await get('/.precompressed', { accept: '*/*' })).body.toString('utf8')).not.toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('when a brand SVG of 1 KB or more is asked with br or gzip, then it is compressed once and served from memory until it changes', async () => {
    const path = join(t.tenantsDir, 'aurora', 'banner-test.svg');
    writeFileSync(path, BANNER_SVG);
    try {
      const br = await get('/brand-assets/banner-test.svg', { 'accept-encoding': 'gzip, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('image/svg+xml');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(br.headers['cache-control']).toBe('public, max-age=3600');
      expect(brotliDecompressSync(br.body).toString('utf8')).toBe(BANNER_SVG);
      const gz = await get('/brand-assets/banner-test.svg', { 'accept-encoding': 'gzip' });
      expect(gunzipSync(gz.body).toString('utf8')).toBe(BANNER_SVG);
      expect((await get('/brand-assets/banner-test.svg', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! })).status).toBe(304);
      const plain = await get('/brand-assets/banner-test.svg');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toBe(BANNER_SVG);

      const changed = BANNER_SVG.replace('#fde047', '#22c55e');
      writeFileSync(path, changed);
      await eventually(async () =>
        expect(brotliDecompressSync((await get('/brand-assets/banner-test.svg', { 'accept-encoding': 'br' })).body).toString('utf8')).toBe(changed),
      );
      // Another brand's file and traversal stay out of reach with a coding too.
      for (const p of ['/brand-assets/../borealis/logo.svg', '/brand-assets/%2e%2e%2fborealis%2flogo.svg', '/brand-assets/..%2f..%2faurora.json']) {
        const res = await get(p, { accept: 'image/svg+xml', 'accept-encoding': 'br' });
        expect([400, 403, 404], p).toContain(res.status);
        expect(res.body.toString('utf8'), p).not.toMatch(/BOREALIS-ONLY-ASSET|"secrets"/);
      }
    } finally {
      rmSync(path, { force: true });
    }
  });

  it('when the page is asked with br or gzip accepted, then it is compressed cheaply with Vary; without, it is sent as is', async () => {
    const br = await get('/', { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toContain('<title>Aurora Play</title>');
    const gz = await get('/', { accept: 'text/html', 'accept-encoding': 'gzip, deflate' });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(gunzipSync(gz.body).toString('utf8')).toContain('<title>Aurora Play</title>');
    const plain = await get('/', { accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toContain('<title>Aurora Play</title>');
  });
});
