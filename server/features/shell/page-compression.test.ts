import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedVariants, compressPageCheaply, pickEncoding } from './page-compression.ts';

describe('pickEncoding', () => {
  it('when the client takes br and gzip, then br is chosen; gzip alone, then gzip; nothing, then identity', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('GZIP')).toBe('gzip');
    expect(pickEncoding('x-gzip')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
    expect(pickEncoding('deflate')).toBe('identity');
  });

  it('when a coding has q=0, then it is refused, and the highest q wins over the order of preference', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.0, gzip;q=0')).toBe('identity');
    expect(pickEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.5')).toBe('br');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0')).toBe('identity');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, *')).toBe('gzip');
    expect(pickEncoding('identity;q=0, gzip;q=0.1')).toBe('gzip');
  });

  it('when only some codings exist, then the best available one the client takes is chosen', () => {
    expect(pickEncoding('gzip, br', ['gzip', 'identity'])).toBe('gzip');
    expect(pickEncoding('br', ['gzip', 'identity'])).toBe('identity');
    expect(pickEncoding('gzip, br', ['identity'])).toBe('identity');
  });
});

describe('page compression', () => {
  const html = `<!doctype html><html><body>${'<p>Aurora Play — jackpot 1 234 567</p>'.repeat(200)}</body></html>`;

  it('when a page is compressed in every coding, then each one decodes to the page and is smaller', () => {
    const v = compressedVariants(html);
    expect(v.identity.toString('utf8')).toBe(html);
    expect(gunzipSync(v.gzip).toString('utf8')).toBe(html);
    expect(brotliDecompressSync(v.br).toString('utf8')).toBe(html);
    expect(v.gzip.length).toBeLessThan(v.identity.length / 2);
    expect(v.br.length).toBeLessThan(v.identity.length / 2);
  });

  it('when a per-request page is compressed cheaply, then the coding the client prefers among br and gzip is used, and identity stays the last resort', () => {
    const body = Buffer.from(html);
    expect(pickEncoding('gzip, br')).toBe('br');
    expect(brotliDecompressSync(compressPageCheaply(body, 'br')).toString('utf8')).toBe(html);
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(gunzipSync(compressPageCheaply(body, 'gzip')).toString('utf8')).toBe(html);
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});
