// Every key the client uses exists in the EN catalogue (the base every other catalogue is translated from).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import type { CategoryId } from '../../../schemas/generated/tenant.ts';
import { LANGUAGE_CODES } from '../../../schemas/rules/languages.ts';

const SRC = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // The back office has its own catalogues (src/back-office/locales, checked by its own tests).
    if (statSync(path).isDirectory()) return name === 'locales' || name === 'back-office' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function has(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' || (!key.endsWith('_other') && has(`${key}_other`));
}

const CATEGORIES: CategoryId[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT'];

describe('EN catalogue', () => {
  it('when a component calls t() with a literal key, then the key exists', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) {
        if (!has(match[1])) missing.push(`${match[1]} (${file.slice(SRC.length + 1)})`);
      }
      for (const match of text.matchAll(/(?:titleKey|labelKey|key): '([a-zA-Z]+\.[a-zA-Z0-9_.]+)'/g)) {
        if (!has(match[1])) missing.push(`${match[1]} (${file.slice(SRC.length + 1)})`);
      }
    }
    expect(missing).toEqual([]);
  });
  it('when keys are built from data, then every category, language, licence and social name exists', () => {
    const keys = [
      ...CATEGORIES.map((c) => `category.${c}`),
      ...LANGUAGE_CODES.map((l) => `language.${l}`),
      ...['MALTA', 'BVI', 'PHILIPPINES'].map((l) => `licence.${l}`),
      ...['YOUTUBE', 'TWITTER', 'TIKTOK', 'FACEBOOK', 'INSTAGRAM', 'WHATSAPP', 'TELEGRAM'].map((s) => `social.${s}`),
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });
});
