import { describe, expect, it } from 'vitest';
import { APPLICATION_COMMENT_MAX, APPLICATION_IMAGES_MAX, commentLength, commentTooLong } from './application-limits.ts';

describe('application limits', () => {
  it('when read from the API schema, then they are the spec §8 limits: a comment of 140 characters, 3 images', () => {
    expect(APPLICATION_COMMENT_MAX).toBe(140);
    expect(APPLICATION_IMAGES_MAX).toBe(3);
  });

  it('when a comment is counted, then each code point is one character, as JSON Schema counts (an emoji is one, not two)', () => {
    expect(commentLength('big win 🎰')).toBe(9);
    expect(commentTooLong('🎰'.repeat(140))).toBe(false);
    expect(commentTooLong('🎰'.repeat(141))).toBe(true);
    expect(commentTooLong('a'.repeat(140))).toBe(false);
    expect(commentTooLong('a'.repeat(141))).toBe(true);
  });
});
