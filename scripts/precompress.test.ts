import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function distWith(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

const script = 'export const x = "a fairly repetitive line of JavaScript";\n'.repeat(100);

describe('precompress', () => {
  it('when a build folder is precompressed, then every compressible file of 1 KB or more gets a .br and a .gz that decode to it', () => {
    const dist = distWith({
      'index.html': `<html>${'<div>x</div>'.repeat(200)}</html>`,
      'assets/app-abc123.js': script,
      'assets/tiny-abc123.js': 'export{}',
      'art/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`,
      'assets/photo.png': Buffer.alloc(4096, 7),
    });
    precompress(dist);
    for (const name of ['index.html', 'assets/app-abc123.js', 'art/logo.svg']) {
      const source = readFileSync(join(dist, name));
      expect(brotliDecompressSync(readFileSync(join(dist, `${name}.br`))).equals(source), name).toBe(true);
      expect(gunzipSync(readFileSync(join(dist, `${name}.gz`))).equals(source), name).toBe(true);
    }
    expect(readdirSync(join(dist, 'assets')).sort()).toEqual(['app-abc123.js', 'app-abc123.js.br', 'app-abc123.js.gz', 'photo.png', 'tiny-abc123.js']);
  });

  it('when compression saves less than 10 %, then no variant is written', () => {
    const dist = distWith({ 'assets/noise.json': randomBytes(4096) });
    const result = precompress(dist);
    expect(readdirSync(join(dist, 'assets'))).toEqual(['noise.json']);
    expect(result.skipped).toBe(2);
  });

  it('when precompress runs twice, then the second run writes nothing; a changed file is compressed again', () => {
    const dist = distWith({ 'assets/app-abc123.js': script });
    expect(precompress(dist).written).toBe(2);
    const first = statSync(join(dist, 'assets/app-abc123.js.br')).mtimeMs;
    const again = precompress(dist);
    expect(again).toMatchObject({ written: 0, current: 1 });
    expect(statSync(join(dist, 'assets/app-abc123.js.br')).mtimeMs).toBe(first);
    writeFileSync(join(dist, 'assets/app-abc123.js'), script + '// changed\n');
    // A rebuild writes a later mtime; here the rewrite can land in the very millisecond of the first write
    // (the variants carry that mtime), so the later time is set as a rebuild would leave it.
    const later = new Date(first + 2000);
    utimesSync(join(dist, 'assets/app-abc123.js'), later, later);
    expect(precompress(dist).written).toBe(2);
    expect(gunzipSync(readFileSync(join(dist, 'assets/app-abc123.js.gz'))).toString()).toContain('// changed');
  });
});
