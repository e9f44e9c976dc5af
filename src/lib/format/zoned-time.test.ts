import { describe, expect, it } from 'vitest';
import { zonedParts } from './zoned-time.ts';

describe('zoned time parts', () => {
  it('when an instant is read in a brand time zone, then its calendar day and clock are that zone’s', () => {
    expect(zonedParts('2026-11-27T17:30:00Z', 'Asia/Manila')).toEqual({ year: '2026', month: '11', day: '28', hour: '01', minute: '30' });
    expect(zonedParts('2026-11-27T17:30:00Z', undefined)).toEqual({ year: '2026', month: '11', day: '27', hour: '17', minute: '30' });
  });

  it('when the text is not a date, then there are no parts', () => {
    expect(zonedParts('yesterday-ish', 'Asia/Manila')).toBeNull();
  });
});
