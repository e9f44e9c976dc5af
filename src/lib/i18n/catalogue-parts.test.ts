// The catalogue's `core` part holds every key the first paint can show: a static scan of the module graph
// that starts at the entry and follows every import (static or dynamic) except the lazy loaders wrapped
// in withFullCatalogue (those resolve only after `rest` is in). Keys built at run time (`errors.${code}`)
// are out of its reach; literal keys in src/ are not.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { cataloguePart, CORE_GROUPS, mergeParts, SERVER_ONLY_GROUPS, type CatalogueTree } from './catalogue-parts.ts';

const SRC = join(import.meta.dirname, '..', '..');
const EN = en as CatalogueTree;

function has(tree: CatalogueTree, key: string): boolean {
  let node: CatalogueTree | string | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return false;
    node = node[part];
  }
  return typeof node === 'string' || (!key.endsWith('_other') && has(tree, `${key}_other`));
}

/** Every src/ file the entry reaches without passing through withFullCatalogue, with the file that pulled it in. */
function firstPaintGraph(entry: string): Map<string, string | null> {
  const reached = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.includes('withFullCatalogue(')) continue;
      for (const match of line.matchAll(/(?:from\s+|import\s*\(\s*|^import\s+)'(\.{1,2}\/[^']+\.tsx?)'/g)) {
        const target = resolve(dirname(file), match[1]);
        if (!target.startsWith(SRC) || reached.has(target) || !existsSync(target)) continue;
        reached.set(target, file);
        queue.push(target);
      }
    }
  }
  return reached;
}

function literalKeys(text: string): string[] {
  return [
    ...[...text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)].map((m) => m[1]),
    ...[...text.matchAll(/(?:titleKey|labelKey|key): '([a-zA-Z]+\.[a-zA-Z0-9_.]+)'/g)].map((m) => m[1]),
  ];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('catalogue parts', () => {
  const core = cataloguePart(EN, 'core');
  const rest = cataloguePart(EN, 'rest');

  it('when a first-paint component calls t() with a literal key, then the key is in core', () => {
    const graph = firstPaintGraph(join(SRC, 'main.tsx'));
    const chain = (file: string): string => {
      const parts: string[] = [];
      for (let at: string | null | undefined = file; at; at = graph.get(at)) parts.push(relative(SRC, at));
      return parts.join(' <- ');
    };
    const missing = [...graph.keys()].flatMap((file) =>
      literalKeys(readFileSync(file, 'utf8'))
        .filter((key) => !has(core, key))
        .map((key) => `${key} (${chain(file)})`),
    );
    // The scan must see the first paint: the layout, the home page and the header are in the graph.
    expect([...graph.keys()].map((file) => relative(SRC, file))).toEqual(
      expect.arrayContaining(['app/layouts/root-layout.tsx', 'app/pages/home-page.tsx', 'app/pages/category-page.tsx', 'app/pages/games-list-page.tsx']),
    );
    expect(missing).toEqual([]);
  });

  it('when a page is not part of the first paint, then the scan does not follow it (its loader waits for rest)', () => {
    const graph = firstPaintGraph(join(SRC, 'main.tsx'));
    const reached = new Set([...graph.keys()].map((file) => relative(SRC, file)));
    expect(reached.has('app/pages/register-page.tsx')).toBe(false);
    expect(reached.has('features/deposits/deposit-page.tsx')).toBe(false);
    expect(reached.has('features/accounts/login/login-modal.tsx')).toBe(false);
  });

  it('when both parts are merged, then they give the whole catalogue minus the server-only groups', () => {
    const whole = Object.fromEntries(Object.entries(EN).filter(([group]) => !SERVER_ONLY_GROUPS.includes(group)));
    expect(mergeParts(core, rest)).toEqual(whole);
    expect(Object.keys(core).filter((group) => !CORE_GROUPS.includes(group))).toEqual(['errors', 'centre']);
  });

  it('when the client source is scanned, then no server-only group is used (they may be dropped)', () => {
    const used = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['`](ops|studio|sandboxPay|devOutbox)\.[a-zA-Z]/g)].map((m) => `${m[1]} (${relative(SRC, file)})`),
    );
    expect(SERVER_ONLY_GROUPS).toEqual(['ops', 'studio', 'sandboxPay', 'devOutbox']);
    expect(used).toEqual([]);
  });

  it('when the core part is measured, then it is well under half of the client catalogue', () => {
    expect(JSON.stringify(core).length).toBeLessThan(JSON.stringify(mergeParts(core, rest)).length / 2);
  });
});
