import { describe, expect, it } from 'vitest';
import { laterUntil, periodEnd } from './exclusion-periods.ts';

describe('exclusion periods', () => {
  const from = new Date('2026-08-31T10:00:00Z');

  it('when a time-out is 24 h, 7 d or 30 d, then it ends that many hours later', () => {
    expect(periodEnd('24h', from)?.toISOString()).toBe('2026-09-01T10:00:00.000Z');
    expect(periodEnd('7d', from)?.toISOString()).toBe('2026-09-07T10:00:00.000Z');
    expect(periodEnd('30d', from)?.toISOString()).toBe('2026-09-30T10:00:00.000Z');
  });

  it('when a self-exclusion is in months or years, then it ends on the calendar date, and permanent never ends', () => {
    expect(periodEnd('6m', new Date('2026-01-15T00:00:00Z'))?.toISOString()).toBe('2026-07-15T00:00:00.000Z');
    expect(periodEnd('1y', from)?.toISOString()).toBe('2027-08-31T10:00:00.000Z');
    expect(periodEnd('5y', from)?.toISOString()).toBe('2031-08-31T10:00:00.000Z');
    expect(periodEnd('permanent', from)).toBeNull();
  });

  it('when one of two ends is open, then the later is open', () => {
    expect(laterUntil(from, null)).toBeNull();
    expect(laterUntil(from, new Date('2030-01-01T00:00:00Z'))?.getUTCFullYear()).toBe(2030);
  });
});
