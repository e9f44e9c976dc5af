import { describe, expect, it } from 'vitest';
import { contentWithinBounds, contentWordBounds, countWords } from './support-content.ts';

describe('support content words', () => {
  it('when text is in a spaced language, then words are counted between the spaces and punctuation is not a word', () => {
    expect(countWords('My deposit, sent this morning, is missing!')).toBe(7);
    expect(countWords('   ')).toBe(0);
  });

  it('when text is Chinese or Thai without spaces, then its words still count', () => {
    expect(countWords('我的存款没有到账')).toBeGreaterThan(1);
    expect(countWords('ฝากเงินแล้วยังไม่เข้า')).toBeGreaterThan(1);
  });

  it('when the brand sets no bounds, then 1–500 apply; a max below min is read as min', () => {
    expect(contentWordBounds(undefined)).toEqual({ min: 1, max: 500 });
    expect(contentWordBounds({ contentWords: { min: 5, max: 2 } })).toEqual({ min: 5, max: 5 });
  });

  it('when the text has fewer or more words than the bounds, then it is outside them', () => {
    const b = { min: 3, max: 5 };
    expect(contentWithinBounds('one two', b)).toBe(false);
    expect(contentWithinBounds('one two three', b)).toBe(true);
    expect(contentWithinBounds('one two three four five six', b)).toBe(false);
  });
});
