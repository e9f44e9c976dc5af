import { describe, expect, it } from 'vitest';
import { CLOCK_PLACEHOLDER, formatClock } from './clock-format.ts';

describe('formatClock', () => {
  it('when given an instant, then it shows YYYY/MM/DD HH:mm:ss in local time, zero-padded', () => {
    const ms = new Date(2026, 0, 5, 7, 3, 9).getTime();
    expect(formatClock(ms)).toBe('2026/01/05 07:03:09');
  });
  it('when the clock has not started, then the placeholder is as long as a formatted time', () => {
    expect(CLOCK_PLACEHOLDER).toHaveLength(formatClock(Date.UTC(2026, 11, 31, 23, 59, 59)).length);
  });
});
