// Adds or replaces message keys in every catalogue at once, so no language is forgotten:
//   npx tsx scripts/add-locale-keys.ts fragment.json
// fragment.json: { "dotted.key": { "en": "…", "ty": "…", "vi": "…", "cn": "…", "id": "…", "th": "…", "fil": "…" } }
// Every catalogue in src/locales must get a text; the run refuses a fragment that misses one.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };
const dir = new URL('../src/locales/', import.meta.url).pathname;
const fragmentFile = process.argv[2];
if (!fragmentFile) {
  console.error('usage: tsx scripts/add-locale-keys.ts fragment.json');
  process.exit(2);
}
const fragment = JSON.parse(readFileSync(fragmentFile, 'utf8')) as Record<string, Record<string, string>>;
const languages = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));

const missing = Object.entries(fragment).flatMap(([key, texts]) =>
  languages.filter((l) => typeof texts[l] !== 'string' || !texts[l].trim()).map((l) => `${key} (${l})`),
);
if (missing.length) {
  console.error(`missing texts: ${missing.join(', ')}`);
  process.exit(1);
}

for (const language of languages) {
  const file = path.join(dir, `${language}.json`);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  for (const [key, texts] of Object.entries(fragment)) {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next === 'string') throw new Error(`${language}: ${key} would replace the text at ${part}`);
      node = (node[part] ??= {}) as Tree;
    }
    node[parts.at(-1)!] = texts[language];
  }
  writeFileSync(file, `${JSON.stringify(tree, null, 2)}\n`);
}
console.log(`added ${Object.keys(fragment).length} keys to ${languages.join(', ')}`);
