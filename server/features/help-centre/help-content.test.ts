import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillHelp, HELP_CONTENT, PLACEHOLDERS } from './help-content.ts';

const CATALOGUES = readdirSync(new URL('../../../src/locales/', import.meta.url))
  .filter((n) => n.endsWith('.json'))
  .map((n) => n.slice(0, -5))
  .sort();
const shape = (code: string) => HELP_CONTENT.get(code)!.categories.map((c) => [c.id, c.articles.map((a) => [a.id, a.body.length])]);

describe('help centre texts', () => {
  it('when the catalogues are listed, then every language has its help texts, with the same categories, articles and paragraphs as English', () => {
    expect([...HELP_CONTENT.keys()].sort()).toEqual(CATALOGUES);
    for (const code of CATALOGUES) expect(shape(code), code).toEqual(shape('en'));
  });

  it('when a text is read, then it is not empty, has no markup and names only the known placeholders', () => {
    for (const [code, content] of HELP_CONTENT) {
      const texts = content.categories.flatMap((c) => [c.title, ...c.articles.flatMap((a) => [a.title, ...a.body])]);
      for (const text of texts) {
        expect(text.trim(), code).not.toBe('');
        expect(text, code).not.toMatch(/[<>]/);
        for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g)) expect(PLACEHOLDERS, `${code}: ${name}`).toContain(name);
      }
    }
  });

  it('when a brand lacks a value a paragraph names, then that paragraph is left out and the others are filled', () => {
    const content = {
      categories: [
        {
          id: 'deposit' as const,
          title: 'Deposits at {{brand}}',
          articles: [{ id: 'a', title: 'How', body: ['Welcome to {{brand}}.', 'The least is {{minDeposit}}.'] }],
        },
      ],
    };
    expect(fillHelp(content, { brand: 'Aurora' })).toEqual([
      { id: 'deposit', title: 'Deposits at Aurora', articles: [{ id: 'a', title: 'How', body: ['Welcome to Aurora.'] }] },
    ]);
    expect(fillHelp(content, {})[0].articles).toEqual([]);
  });
});
