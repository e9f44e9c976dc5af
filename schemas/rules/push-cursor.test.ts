import { describe, expect, it } from 'vitest';
import { formatPushCursor, parsePushCursor } from './push-cursor.ts';

describe('push cursor', () => {
  it('when a cursor is formatted and parsed, then it round-trips', () => {
    expect(formatPushCursor({ config: '0123456789abcdef' })).toBe('config=0123456789abcdef');
    expect(parsePushCursor('config=0123456789abcdef')).toEqual({ config: '0123456789abcdef' });
    expect(formatPushCursor({})).toBe('');
  });

  it('when a part is unknown or malformed, then it is dropped and the rest is kept', () => {
    expect(parsePushCursor('messages=4&config=0123456789abcdef')).toEqual({ config: '0123456789abcdef' });
    expect(parsePushCursor('config=XYZ')).toEqual({});
    expect(parsePushCursor('config')).toEqual({});
    expect(parsePushCursor(undefined)).toEqual({});
    expect(parsePushCursor(`config=0123456789abcdef&${'x'.repeat(200)}`)).toEqual({});
  });
});
