// The build folder's files (hashed /assets and the public files Vite copied, such as /art/*.svg), served from an
// in-memory index with the variants scripts/precompress.ts wrote beside them: <file>.br over <file>.gz over the
// file itself, by Accept-Encoding. Nothing is compressed per request. The index is built at start and rebuilt when
// the build changes (a new index.html, or the marker precompress touches once the variants exist), so the hot path
// does no fs.stat; bodies up to BODY_CACHE_FILE_BYTES are kept in memory after their first read.
// Only files the index holds are served: a path is a key of a Map, never joined onto the file system, so `..`,
// encoded separators and directories cannot reach anything else, and there is no directory listing.
import { createReadStream, readdirSync, statSync, unwatchFile, watchFile, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '../../http/app-error.ts';
import { applyAssetHeaders } from '../../http/security-headers.ts';
import type { Logger } from '../../logger.ts';
import { pickEncoding, type Encoding } from './page-compression.ts';

/** Touched by scripts/precompress.ts after every run. */
export const PRECOMPRESSED_MARKER = '.precompressed';

/** Hashed file names never change content: a year, and browsers need not revalidate. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed public files (generated art, robots.txt) change with a deploy: an hour, then a 304 revalidation. */
export const SHORT_LIVED = 'public, max-age=3600';

const BODY_CACHE_FILE_BYTES = 1024 * 1024;
const BODY_CACHE_TOTAL_BYTES = 64 * 1024 * 1024;

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  wasm: 'application/wasm',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

export const contentTypeOf = (name: string): string => TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

export interface FileVariant {
  readonly path: string;
  readonly size: number;
}

export interface StaticFile {
  readonly type: string;
  readonly lastModified: string;
  /** Whole seconds, as Last-Modified and If-Modified-Since carry them. */
  readonly mtimeSeconds: number;
  /** ETag of each representation: the identity's, then `-br`/`-gz` suffixed (a coding is another representation). */
  readonly etags: Readonly<Record<Encoding, string>>;
  readonly variants: Readonly<Partial<Record<Encoding, FileVariant>>> & { readonly identity: FileVariant };
  /** The codings this file has besides identity, in preference order. */
  readonly codings: readonly Encoding[];
}

/** The server renderer's build (vite build --ssr --outDir dist/server): never served. */
export const SERVER_BUNDLE_FOLDER = 'server';

export function describeFile(path: string, stat: Pick<Stats, 'size' | 'mtimeMs' | 'mtime'>, variants: Partial<Record<'br' | 'gzip', FileVariant>>): StaticFile {
  const base = `${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}`;
  const codings = (['br', 'gzip'] as const).filter((coding) => variants[coding]);
  return {
    type: contentTypeOf(path),
    lastModified: stat.mtime.toUTCString(),
    mtimeSeconds: Math.floor(stat.mtimeMs / 1000),
    etags: { identity: `"${base}"`, br: `"${base}-br"`, gzip: `"${base}-gz"` },
    variants: { ...variants, identity: { path, size: stat.size } },
    codings: [...codings, 'identity'],
  };
}

/** Every file under a folder (dotfiles and the .br/.gz variants aside), by URL path, with its variants. */
export class StaticFileIndex {
  #files = new Map<string, StaticFile>();
  readonly #bodies = new Map<string, Buffer>();
  #bodyBytes = 0;
  readonly #marker: string;
  readonly #onMarker = () => this.refresh();

  constructor(
    readonly root: string,
    private readonly logger: Logger,
    options: { watch?: boolean } = {},
  ) {
    this.#marker = join(root, PRECOMPRESSED_MARKER);
    this.refresh();
    if (options.watch ?? true) watchFile(this.#marker, { persistent: false, interval: 500 }, this.#onMarker);
  }

  get(urlPath: string): StaticFile | undefined {
    return this.#files.get(urlPath);
  }

  get size(): number {
    return this.#files.size;
  }

  /** Re-reads the folder (a new build); cheap enough to run on every change (a few hundred stat calls). */
  refresh(): void {
    const files = new Map<string, StaticFile>();
    const walk = (dir: string, prefix: string) => {
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') this.logger.error({ err }, `cannot read ${dir}`);
        return;
      }
      const names = new Set(entries.filter((e) => e.isFile()).map((e) => e.name));
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue;
        const path = join(dir, entry.name);
        // dist/server is the server renderer's bundle: for this process to import, never for browsers.
        if (entry.isDirectory() && !(prefix === '' && entry.name === SERVER_BUNDLE_FOLDER)) walk(path, `${prefix}/${entry.name}`);
        if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
        try {
          const variants: Partial<Record<'br' | 'gzip', FileVariant>> = {};
          for (const [coding, suffix] of [
            ['br', '.br'],
            ['gzip', '.gz'],
          ] as const) {
            if (names.has(entry.name + suffix)) variants[coding] = { path: path + suffix, size: statSync(path + suffix).size };
          }
          files.set(`${prefix}/${entry.name}`, describeFile(path, statSync(path), variants));
        } catch (err) {
          // Removed while we read the folder (a build running): the next refresh sees the new state.
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
      }
    };
    walk(this.root, '');
    this.#files = files;
    this.#bodies.clear();
    this.#bodyBytes = 0;
  }

  /** The body of one variant: from memory after the first read of a small file; null when the file is gone. */
  cachedBody(variant: FileVariant): Buffer | undefined {
    return this.#bodies.get(variant.path);
  }

  async readBody(variant: FileVariant): Promise<Buffer | null> {
    try {
      const body = await readFile(variant.path);
      if (body.length <= BODY_CACHE_FILE_BYTES && this.#bodyBytes + body.length <= BODY_CACHE_TOTAL_BYTES && !this.#bodies.has(variant.path)) {
        this.#bodies.set(variant.path, body);
        this.#bodyBytes += body.length;
      }
      return body;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  close(): void {
    unwatchFile(this.#marker, this.#onMarker);
  }
}

/** If-None-Match holds this ETag (weak comparison, as RFC 9110 wants for GET), or `*`. */
function noneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  for (const tag of header.split(',')) {
    const t = tag.trim();
    if ((t.startsWith('W/') ? t.slice(2) : t) === etag) return true;
  }
  return false;
}

/** 304 when the client's copy is current: If-None-Match first, If-Modified-Since only without it. */
export function isNotModified(req: Request, etag: string, mtimeSeconds: number): boolean {
  const inm = req.headers['if-none-match'];
  if (inm !== undefined) return noneMatch(inm, etag);
  const ims = req.headers['if-modified-since'];
  if (ims === undefined) return false;
  const since = Date.parse(ims);
  return Number.isFinite(since) && mtimeSeconds <= Math.floor(since / 1000);
}

/** One satisfiable `bytes=` range of a body of `size` bytes; undefined for none or several (then 200 with all); null when unsatisfiable. */
export function singleRange(header: string, size: number): { start: number; end: number } | null | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}

/** If-Range (an ETag or a date) still names this file, so a Range applies. */
function rangeStillValid(req: Request, file: StaticFile): boolean {
  const ifRange = req.headers['if-range'];
  if (ifRange === undefined) return true;
  if (typeof ifRange !== 'string') return false;
  if (ifRange.startsWith('"')) return ifRange === file.etags.identity;
  const since = Date.parse(ifRange);
  return Number.isFinite(since) && file.mtimeSeconds <= Math.floor(since / 1000);
}

/**
 * Answers a GET or HEAD for `file` with the best coding the client takes: headers, 304, Range (identity only; a
 * coded body is always whole), body from memory or disk, with a static file's security headers (applyAssetHeaders)
 * instead of the page's. Resolves false when the file vanished (not sent, the page headers left in place).
 */
export async function sendStaticFile(
  req: Request,
  res: Response,
  file: StaticFile,
  cacheControl: string,
  bodies: Pick<StaticFileIndex, 'cachedBody' | 'readBody'>,
): Promise<boolean> {
  const encoding = pickEncoding(req.headers['accept-encoding'], file.codings);
  const variant = file.variants[encoding] ?? file.variants.identity;
  const etag = file.etags[encoding];
  res.setHeader('Content-Type', file.type);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Last-Modified', file.lastModified);
  res.setHeader('ETag', etag);
  if (file.codings.length > 1) res.setHeader('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  else res.setHeader('Accept-Ranges', 'bytes');

  if (isNotModified(req, etag, file.mtimeSeconds)) {
    applyAssetHeaders(res);
    res.statusCode = 304;
    res.end();
    return true;
  }

  let start = 0;
  let end = variant.size - 1;
  res.statusCode = 200;
  const rangeHeader = req.headers.range;
  if (encoding === 'identity' && rangeHeader !== undefined && rangeStillValid(req, file)) {
    const range = singleRange(rangeHeader, variant.size);
    if (range === null) {
      applyAssetHeaders(res);
      res.statusCode = 416;
      res.setHeader('Content-Range', `bytes */${variant.size}`);
      res.end();
      return true;
    }
    if (range) {
      ({ start, end } = range);
      res.statusCode = 206;
      res.setHeader('Content-Range', `bytes ${start}-${end}/${variant.size}`);
    }
  }
  const length = Math.max(0, end - start + 1);

  const cached = bodies.cachedBody(variant);
  if (req.method === 'HEAD') {
    applyAssetHeaders(res);
    res.setHeader('Content-Length', length);
    res.end();
    return true;
  }
  if (cached || variant.size <= BODY_CACHE_FILE_BYTES) {
    const body = cached ?? (await bodies.readBody(variant));
    if (!body) {
      for (const name of ['Content-Type', 'Cache-Control', 'Last-Modified', 'ETag', 'Vary', 'Content-Encoding', 'Accept-Ranges', 'Content-Range'])
        res.removeHeader(name);
      return false;
    }
    applyAssetHeaders(res);
    res.setHeader('Content-Length', length);
    res.end(start === 0 && length === body.length ? body : body.subarray(start, end + 1));
    return true;
  }
  applyAssetHeaders(res);
  res.setHeader('Content-Length', length);
  const stream = createReadStream(variant.path, { start, end });
  stream.on('error', (err) => res.destroy(err));
  res.on('close', () => stream.destroy());
  stream.pipe(res);
  return true;
}

export interface PrecompressedStaticOptions {
  /** Where the handler is mounted ('/assets'), prefixed to req.path to find the file. */
  prefix?: string;
  /** false: a miss is a 404 (for /assets); true: the next handler decides. */
  fallthrough: boolean;
  cacheControl: string;
  /** URL paths never served from here (the index.html the page routes render). */
  exclude?: ReadonlySet<string>;
}

export function precompressedStatic(index: StaticFileIndex, options: PrecompressedStaticOptions): RequestHandler {
  const prefix = options.prefix ?? '';
  const miss = (next: NextFunction) => (options.fallthrough ? next() : next(new AppError(404, 'notFound')));
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      if (options.fallthrough) return next();
      res.setHeader('Allow', 'GET, HEAD');
      return next(new AppError(405, 'badRequest'));
    }
    let key: string;
    try {
      key = prefix + decodeURIComponent(req.path);
    } catch {
      return miss(next); // malformed percent-encoding names no file
    }
    const file = options.exclude?.has(key) ? undefined : index.get(key);
    if (!file) return miss(next);
    return sendStaticFile(req, res, file, options.cacheControl, index).then((sent) => {
      if (!sent) miss(next);
    });
  };
}

/** For tests and tools: whether `path` lies inside `root` (both absolute). */
export const isInside = (root: string, path: string): boolean => path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
