// The back office ships two catalogues (EN, CN): both must hold the same keys, every key a literal
// t('…') call in the back office (or a shared component it renders) uses must exist, and no text is empty.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import cn from './cn.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flatten(v, `${prefix}${k}.`)))));

const root = join(__dirname, '..');
const sources = readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts'))
  .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'));
// Shared components the back office renders and the keys they use.
const SHARED = ['../components/form/form-field.tsx'].map((p) => readFileSync(join(root, p), 'utf8'));

describe('back-office catalogues', () => {
  const flatEn = flatten(en as Tree);
  const flatCn = flatten(cn as Tree);

  it('when the two catalogues are compared, then they hold the same keys and no empty text', () => {
    expect(Object.keys(flatCn).sort()).toEqual(Object.keys(flatEn).sort());
    for (const [key, text] of [...Object.entries(flatEn), ...Object.entries(flatCn)]) expect(text.trim(), key).not.toBe('');
  });

  it('when the code names a key literally, then the catalogue has it', () => {
    const used = new Set<string>();
    for (const text of [...sources, ...SHARED]) for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) used.add(m[1]!);
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((key) => !(key in flatEn)).sort()).toEqual([]);
  });
});
