import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';

describe('promotion dates', () => {
  it("when a date is shown, then it is in the brand's time zone, the same on any machine", () => {
    expect(formatDate('2026-12-31T16:30:00Z', 'Asia/Manila')).toBe('2027/01/01');
    expect(formatDate('2026-12-31T16:30:00Z', undefined)).toBe('2026/12/31');
    expect(formatDateTime('2026-12-31T16:30:00Z', 'Asia/Ho_Chi_Minh')).toBe('2026/12/31 23:30');
    expect(formatDateTime('2026-06-01T00:05:00Z', 'UTC')).toBe('2026/06/01 00:05');
  });

  it('when the text is not a date, then nothing is shown', () => {
    expect(formatDate('soon', 'UTC')).toBe('');
    expect(formatDateTime('', 'UTC')).toBe('');
  });
});
