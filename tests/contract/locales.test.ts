// Every catalogue the product ships is complete: same keys as EN, same placeholders, and every
// literal key the client asks for exists. TY is a catalogue of its own, not a copy. The back office
// is checked against its own two catalogues (EN, CN), the portal against the seven.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const LANGS = ['ty', 'en', 'cn', 'id', 'th', 'vi', 'fil'] as const;
const dir = join(__dirname, '../../src/locales');
type Tree = { [k: string]: string | Tree };
const load = (lng: string): Tree => JSON.parse(readFileSync(join(dir, `${lng}.json`), 'utf8'));

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

const en = flatten(load('en'));

// The back office's own catalogues (src/back-office/locales): staff read English or Chinese.
const backOfficeDir = join(__dirname, '../../src/back-office/locales');
const backOfficeSrc = join(__dirname, '../../src/back-office');
const loadBackOffice = (lng: string): Map<string, string> => flatten(JSON.parse(readFileSync(join(backOfficeDir, `${lng}.json`), 'utf8')));

/** Every literal key passed to t() (or i18nKey=) in the source under `root`, skipping `skip` folders and tests. */
function literalKeysUnder(root: string, skip: string[] = []): Set<string> {
  const used = new Set<string>();
  const walk = (d: string) => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (skip.includes(p)) continue;
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(tsx?|ts)$/.test(f) && !/\.test\.tsx?$/.test(f)) {
        const src = readFileSync(p, 'utf8');
        for (const m of src.matchAll(/\bt\(\s*['"]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"]/g)) used.add(m[1]);
        for (const m of src.matchAll(/i18nKey=["']([a-zA-Z][\w-]*(?:\.[\w-]+)+)["']/g)) used.add(m[1]);
      }
    }
  };
  walk(root);
  return used;
}

describe('translation catalogues', () => {
  it('when the product ships, then there is a catalogue file for each of the seven languages', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace('.json', ''))
      .sort();
    expect(files).toEqual([...LANGS].sort());
  });

  for (const lng of LANGS.filter((l) => l !== 'en')) {
    it(`when ${lng.toUpperCase()} is compared with EN, then it has exactly the same keys, all non-empty`, () => {
      const cat = flatten(load(lng));
      const missing = [...en.keys()].filter((k) => !cat.has(k));
      const extra = [...cat.keys()].filter((k) => !en.has(k));
      const empty = [...cat].filter(([, v]) => v.trim() === '').map(([k]) => k);
      expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
    });

    it(`when ${lng.toUpperCase()} fills a message, then it uses the same placeholders as EN`, () => {
      const cat = flatten(load(lng));
      const wrong = [...en].filter(([k, v]) => cat.has(k) && placeholders(cat.get(k)!).join() !== placeholders(v).join()).map(([k]) => k);
      expect(wrong).toEqual([]);
    });
  }

  it('when TY is shipped, then it is its own catalogue: mostly not English and not a byte copy of VI', () => {
    const ty = flatten(load('ty'));
    const vi = flatten(load('vi'));
    const sameAsEn = [...ty].filter(([k, v]) => !k.startsWith('language.') && v === en.get(k) && /[a-z]{4}/i.test(v)).length;
    expect(sameAsEn / ty.size).toBeLessThan(0.1);
    expect(JSON.stringify(load('ty'))).not.toEqual(JSON.stringify(load('vi')));
    const differsFromVi = [...ty].filter(([k, v]) => vi.get(k) !== v).length;
    expect(differsFromVi).toBeGreaterThan(10);
  });

  it('when the portal code asks for a literal key with t(), then that key exists in EN', () => {
    // The back office (src/back-office) has catalogues of its own, checked below.
    const unknown = [...literalKeysUnder(join(__dirname, '../../src'), [backOfficeSrc])].filter((k) => !en.has(k) && !en.has(`${k}_other`));
    expect(unknown).toEqual([]);
  });
});

describe('back-office catalogues', () => {
  const boEn = loadBackOffice('en');
  const boCn = loadBackOffice('cn');

  it('when CN is compared with EN, then it has exactly the same keys, all non-empty, with the same placeholders', () => {
    const missing = [...boEn.keys()].filter((k) => !boCn.has(k));
    const extra = [...boCn.keys()].filter((k) => !boEn.has(k));
    const empty = [...boCn].filter(([, v]) => v.trim() === '').map(([k]) => k);
    const wrong = [...boEn].filter(([k, v]) => boCn.has(k) && placeholders(boCn.get(k)!).join() !== placeholders(v).join()).map(([k]) => k);
    expect({ missing, extra, empty, wrong }).toEqual({ missing: [], extra: [], empty: [], wrong: [] });
  });

  it('when the back office asks for a literal key with t(), then that key exists in its EN catalogue', () => {
    const unknown = [...literalKeysUnder(backOfficeSrc)].filter((k) => !boEn.has(k) && !boEn.has(`${k}_other`));
    expect(unknown).toEqual([]);
  });
});
