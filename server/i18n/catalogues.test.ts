import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogues } from './catalogues.ts';

function folder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalogues-'));
  for (const [name, tree] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify(tree));
  return dir;
}

describe('loadCatalogues', () => {
  const dir = folder({
    'en.json': { errors: { a: 'A in English', b: 'B in English', c: 'C in English' }, hello: 'Hello {{name}}, {{name}}!' },
    'vi.json': { errors: { a: 'A tiếng Việt', b: 'B tiếng Việt' } },
    'ty.json': { errors: { a: 'A TY' } },
    'cn.json': { errors: { a: 'A 中文' } },
  });
  const catalogues = loadCatalogues(dir);

  it('when a key exists in the language, then its text is used', () => {
    expect(catalogues.t('TY', 'errors.a')).toBe('A TY');
    expect(catalogues.t('CN', 'errors.a')).toBe('A 中文');
  });

  it('when a key is missing, then it falls back like the client: TY → VI → EN, others → EN, then the key', () => {
    expect(catalogues.t('TY', 'errors.b')).toBe('B tiếng Việt');
    expect(catalogues.t('TY', 'errors.c')).toBe('C in English');
    expect(catalogues.t('CN', 'errors.b')).toBe('B in English');
    expect(catalogues.t('TH', 'errors.a')).toBe('A in English'); // no th.json at all
    expect(catalogues.t('EN', 'errors.missing')).toBe('errors.missing');
    expect(catalogues.languages).toEqual(['TY', 'EN', 'CN', 'VI']);
  });

  it('when parameters are given, then every {{placeholder}} is filled and unknown ones stay', () => {
    expect(catalogues.t('EN', 'hello', { name: 'Ana' })).toBe('Hello Ana, Ana!');
    expect(catalogues.t('EN', 'hello')).toBe('Hello {{name}}, {{name}}!');
  });

  it('when en.json is missing or a catalogue is broken, then loading fails with the file named', () => {
    expect(() => loadCatalogues(folder({ 'vi.json': {} }))).toThrow(/en\.json is missing/);
    const broken = folder({ 'en.json': {} });
    writeFileSync(join(broken, 'id.json'), '{ nope');
    expect(() => loadCatalogues(broken)).toThrow(/id\.json/);
  });
});
