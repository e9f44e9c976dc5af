import { describe, expect, it } from 'vitest';
import { pickLocalized } from './localized-text.ts';

describe('pickLocalized', () => {
  it('when the requested language exists, then its text is used', () => {
    expect(pickLocalized({ EN: 'Hello', FIL: 'Kumusta' }, 'FIL', 'EN')).toBe('Kumusta');
  });
  it('when it is missing, then the brand default, then EN, then any text is used', () => {
    expect(pickLocalized({ EN: 'Hello', TY: 'Xin chào' }, 'TH', 'TY')).toBe('Xin chào');
    expect(pickLocalized({ CN: '你好', EN: 'Hello' }, 'TH', 'FIL')).toBe('Hello');
    expect(pickLocalized({ CN: '你好' }, 'TH', 'FIL')).toBe('你好');
  });
  it('when there is no text, then nothing is returned', () => {
    expect(pickLocalized(undefined, 'EN', 'EN')).toBeUndefined();
  });
});
