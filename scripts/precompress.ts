// Build step after `vite build`: writes <file>.br (brotli quality 11) and <file>.gz (gzip level 9) next to every
// compressible file of the build folder (hashed assets and the SVGs Vite copied from public/), so the server
// never compresses a static file per request (server/features/shell/precompressed-static.ts picks the variant).
// Idempotent: a variant whose mtime equals its source's is current and left alone, so a second run only
// checks; a file that no longer saves enough loses its stale variants. Last, it touches dist/.precompressed,
// which the running server watches to re-read its file index once the variants exist.
//
//   npx tsx scripts/precompress.ts [distDir]     (default: ./dist, or DIST_DIR)
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';

/** File types worth compressing (images like PNG or WOFF2 are compressed already). */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|webmanifest|xml|map)$/;
/** Below this size the headers cost more than the bytes saved. */
export const MIN_BYTES = 1024;
/** A variant must save at least this fraction of the original, else it is not written. */
export const MIN_SAVING = 0.1;
/** Touched after every run; the server re-reads its index of dist/ when it changes. */
export const MARKER = '.precompressed';

export interface PrecompressResult {
  files: number;
  written: number;
  current: number;
  skipped: number;
  bytes: { identity: number; br: number; gzip: number };
}

/** dist/server (the server renderer's bundle) is read by Node from disk, never sent: nothing to compress. */
function* walk(dir: string, top = true): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || (top && entry.name === 'server')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path, false);
    else if (entry.isFile()) yield path;
  }
}

const isCurrent = (variant: string, sourceMtimeMs: number) => {
  try {
    // The variant got the source's mtime as a Date: whole milliseconds, rounded through seconds by utimes().
    return Math.abs(statSync(variant).mtimeMs - sourceMtimeMs) <= 1;
  } catch {
    return false;
  }
};

/** Written under a temporary name then renamed, so a running server never reads half a file. */
function writeVariant(path: string, data: Buffer, mtime: Date): void {
  const temp = `${path}.tmp-${process.pid}`;
  writeFileSync(temp, data);
  utimesSync(temp, mtime, mtime);
  renameSync(temp, path);
}

export function precompress(distDir: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, written: 0, current: 0, skipped: 0, bytes: { identity: 0, br: 0, gzip: 0 } };
  for (const path of walk(distDir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const stat = statSync(path);
    const variants = { br: `${path}.br`, gzip: `${path}.gz` };
    if (stat.size < MIN_BYTES) {
      for (const variant of Object.values(variants)) rmSync(variant, { force: true });
      continue;
    }
    result.files++;
    result.bytes.identity += stat.size;
    if (isCurrent(variants.br, stat.mtimeMs) && isCurrent(variants.gzip, stat.mtimeMs)) {
      result.current++;
      result.bytes.br += statSync(variants.br).size;
      result.bytes.gzip += statSync(variants.gzip).size;
      continue;
    }
    const source = readFileSync(path);
    const compressed = {
      br: brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzip: gzipSync(source, { level: 9 }),
    };
    for (const encoding of ['br', 'gzip'] as const) {
      const data = compressed[encoding];
      if (data.length > source.length * (1 - MIN_SAVING)) {
        rmSync(variants[encoding], { force: true });
        result.skipped++;
        result.bytes[encoding] += source.length;
        continue;
      }
      // The variant carries its source's mtime: that is how the next run knows it is current.
      writeVariant(variants[encoding], data, stat.mtime);
      result.written++;
      result.bytes[encoding] += data.length;
    }
  }
  writeFileSync(join(distDir, MARKER), `${new Date().toISOString()}\n`);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('precompress.ts')) {
  const distDir = resolve(process.argv[2] ?? process.env.DIST_DIR ?? 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`precompress: ${join(distDir, 'index.html')} is missing; run \`vite build\` first`);
    process.exit(1);
  }
  const started = performance.now();
  const r = precompress(distDir);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `precompress ${relative(process.cwd(), distDir) || '.'}: ${r.files} files ≥ ${MIN_BYTES} B, ${r.written} variants written, ${r.current} files already current, ` +
      `${r.skipped} variants skipped (< ${MIN_SAVING * 100} % saved); ${kb(r.bytes.identity)} → br ${kb(r.bytes.br)}, gzip ${kb(r.bytes.gzip)} ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
