// Server-side messages come from the client's i18next catalogues (src/locales/<code>.json), read with
// fs at start so the server never imports from src/. A missing key falls back like the client does
// (TY → VI → EN, others → EN), then to the key itself.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageCode } from '../../schemas/generated/tenant.ts';
import { fallbackChain, LANGUAGE_CODES } from '../../schemas/rules/languages.ts';

export const DEFAULT_LOCALES_DIR = new URL('../../src/locales/', import.meta.url).pathname;

type Tree = { [key: string]: string | Tree };
export type MessageParams = Record<string, string | number>;

export interface Catalogues {
  /** Languages that have a catalogue file. */
  readonly languages: readonly LanguageCode[];
  t(language: LanguageCode, key: string, params?: MessageParams): string;
  /** Whether the base (EN) catalogue has this message key. */
  has(key: string): boolean;
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, params: MessageParams | undefined): string {
  if (!params) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function loadCatalogues(dir: string = DEFAULT_LOCALES_DIR): Catalogues {
  const trees = new Map<LanguageCode, Tree>();
  for (const code of LANGUAGE_CODES) {
    const file = [code.toLowerCase(), code].map((name) => join(dir, `${name}.json`)).find((path) => existsSync(path));
    if (!file) continue;
    try {
      trees.set(code, JSON.parse(readFileSync(file, 'utf8')) as Tree);
    } catch (err) {
      throw new Error(`cannot read locale catalogue ${file}: ${(err as Error).message}`, { cause: err });
    }
  }
  if (!trees.has('EN')) throw new Error(`locale catalogue en.json is missing in ${dir}`);
  const cache = new Map<string, string>();
  return {
    languages: [...trees.keys()],
    t(language, key, params) {
      const cacheKey = `${language}\u0000${key}`;
      let text = cache.get(cacheKey);
      if (text === undefined) {
        for (const code of [language, ...fallbackChain(language)]) {
          text = lookup(trees.get(code), key);
          if (text !== undefined) break;
        }
        text ??= key;
        cache.set(cacheKey, text);
      }
      return interpolate(text, params);
    },
    has(key) {
      return lookup(trees.get('EN'), key) !== undefined;
    },
  };
}
