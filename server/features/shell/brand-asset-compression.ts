// Brand assets (tenants/<id>/…, served at /brand-assets) compressed once, in memory, on their first request
// from a client that takes br or gzip, and kept in a bounded cache. Not at build time: a brand's folder
// changes without a build (a new tenant, generated art, a mounted ConfigMap), the build machine may not see
// TENANTS_DIR at all, and the server needs no writable cache folder. The cache key carries the file's size and
// mtime (one stat per request: brand assets are not the hot path), so a changed file is compressed again.
// Anything this handler does not take (identity, other types, odd paths, small files) goes on to the plain
// file sender, which keeps its own traversal and dotfile rules.
import { stat, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RequestHandler } from 'express';
import { pickEncoding } from './page-compression.ts';
import { describeFile, isInside, sendStaticFile, type StaticFile } from './precompressed-static.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(svg|json|txt|xml|css|js)$/i;
const MIN_BYTES = 1024;
const MAX_BYTES = 2 * 1024 * 1024;
const MIN_SAVING = 0.1;
const BRAND_ASSET_CACHE = 'public, max-age=3600';

interface Compressed {
  /** Size and mtime of the file compressed: a changed file no longer matches. */
  key: string;
  /** null: compression does not save enough; the plain file sender serves it. */
  file: StaticFile | null;
  bodies: Map<string, Buffer>;
  bytes: number;
}

export interface BrandAssetCompressionOptions {
  tenantsDir: string;
  /** Bound of the cache: entries and bytes of every coding kept (default 500 and 16 MB). */
  maxEntries?: number;
  maxBytes?: number;
}

export function brandAssetCompression(options: BrandAssetCompressionOptions): RequestHandler & { cached(): number } {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const tenantsDir = resolve(options.tenantsDir);
  // Map order is the LRU order: a hit moves its entry to the end, eviction takes from the front.
  const cache = new Map<string, Compressed>();
  const pending = new Map<string, Promise<Compressed>>();
  let bytes = 0;

  const remember = (path: string, entry: Compressed) => {
    const previous = cache.get(path);
    if (previous) bytes -= previous.bytes;
    cache.delete(path);
    cache.set(path, entry);
    bytes += entry.bytes;
    for (const [oldest, value] of cache) {
      if (cache.size <= maxEntries && bytes <= maxBytes) break;
      cache.delete(oldest);
      bytes -= value.bytes;
    }
  };

  const compress = async (path: string, key: string, info: { size: number; mtimeMs: number; mtime: Date }): Promise<Compressed> => {
    const source = await readFile(path);
    // Off the event loop (zlib's thread pool): quality 11 takes tens of milliseconds on a large SVG.
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipAsync(source, { level: 9 }),
    ]);
    if (gz.length > source.length * (1 - MIN_SAVING)) return { key, file: null, bodies: new Map(), bytes: 0 };
    const file = describeFile(
      path,
      { ...info, size: source.length },
      { br: { path: `${path}#br`, size: br.length }, gzip: { path: `${path}#gz`, size: gz.length } },
    );
    const bodies = new Map([
      [`${path}#br`, br],
      [`${path}#gz`, gz],
      [path, source],
    ]);
    return { key, file, bodies, bytes: br.length + gz.length + source.length };
  };

  const handler: RequestHandler = async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path)) return next();
    if (pickEncoding(req.headers['accept-encoding'], ['br', 'gzip', 'identity']) === 'identity') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    // Only plain names: no dot segments or dotfiles, no backslashes or NUL; the file sender answers the rest.
    if (/[\\\0]/.test(relative) || relative.split('/').some((segment, i) => (i > 0 && segment === '') || segment.startsWith('.'))) return next();
    const root = join(tenantsDir, res.locals.tenant.id);
    const path = join(root, relative);
    if (!isInside(root, path) || path === root) return next();
    let info;
    try {
      info = await stat(path);
    } catch {
      return next();
    }
    if (!info.isFile() || info.size < MIN_BYTES || info.size > MAX_BYTES) return next();
    const key = `${info.size}:${info.mtimeMs}`;
    let entry = cache.get(path);
    if (entry === undefined || entry.key !== key) {
      let job = pending.get(path);
      if (!job) {
        job = compress(path, key, info).finally(() => pending.delete(path));
        pending.set(path, job);
      }
      try {
        entry = await job;
      } catch {
        return next(); // gone or unreadable since the stat: the file sender gives the right answer
      }
      remember(path, entry);
    } else {
      remember(path, entry); // a hit: most recently used
    }
    if (!entry.file) return next();
    const { bodies } = entry;
    const sent = await sendStaticFile(req, res, entry.file, BRAND_ASSET_CACHE, {
      cachedBody: (variant) => bodies.get(variant.path),
      readBody: async (variant) => bodies.get(variant.path) ?? null,
    });
    if (!sent) next();
  };
  return Object.assign(handler, { cached: () => cache.size });
}
