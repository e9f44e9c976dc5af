import { describe, expect, it } from 'vitest';
import type { HelpCategory } from '../../../schemas/generated/help-centre.ts';
import { foldText, searchHelp } from './help-search.ts';

const CATEGORIES: HelpCategory[] = [
  {
    id: 'withdrawal',
    title: 'Rút tiền',
    articles: [
      { id: 'w1', title: 'Làm thế nào để rút tiền?', body: ['Thêm thẻ ngân hàng.'] },
      { id: 'w2', title: 'Tiền thưởng', body: ['Cược đủ trước khi rút.'] },
    ],
  },
  { id: 'faq', title: 'FAQ', articles: [{ id: 'f1', title: 'Forgot password', body: ['Choose Forgot password.'] }] },
];

describe('help search', () => {
  it('when text is folded, then case and accents are gone', () => {
    expect(foldText('Rút TIỀN')).toBe('rut tien');
  });

  it('when the query has words, then only articles holding all of them stay, under their category, accents ignored', () => {
    expect(searchHelp(CATEGORIES, 'the ngan').map((c) => [c.id, c.articles.map((a) => a.id)])).toEqual([['withdrawal', ['w1']]]);
    expect(searchHelp(CATEGORIES, 'RUT').map((c) => [c.id, c.articles.map((a) => a.id)])).toEqual([['withdrawal', ['w1', 'w2']]]);
    expect(searchHelp(CATEGORIES, 'password forgot')[0].articles.map((a) => a.id)).toEqual(['f1']);
    expect(searchHelp(CATEGORIES, 'nothing here')).toEqual([]);
  });

  it('when the query is blank, then every category stays', () => {
    expect(searchHelp(CATEGORIES, '   ')).toEqual(CATEGORIES);
  });
});
