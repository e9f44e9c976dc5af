import { describe, expect, it } from 'vitest';
import { presetRange, rangeProblem, todayIn } from './report-range.ts';

describe('reports page ranges', () => {
  it('when a preset is chosen, then it ends today and covers 7 days, 30 days or the month so far', () => {
    expect(presetRange('last7', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetRange('last30', '2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-03-01' }); // leap February
    expect(presetRange('thisMonth', '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-26' });
  });

  it('when today is asked in a zone, then it is that zone’s calendar day', () => {
    const instant = Date.parse('2026-11-26T16:30:00Z');
    expect(todayIn('Asia/Manila', instant)).toBe('2026-11-27');
    expect(todayIn('UTC', instant)).toBe('2026-11-26');
    expect(todayIn('Not/AZone', instant)).toBe('2026-11-26');
  });

  it('when a range is checked, then a reversed, too long or impossible one is named', () => {
    expect(rangeProblem({ from: '2026-01-01', to: '2026-01-31' })).toBeNull();
    expect(rangeProblem({ from: '2026-02-01', to: '2026-01-31' })).toBe('order');
    expect(rangeProblem({ from: '2024-01-01', to: '2025-01-01' })).toBe('length');
    expect(rangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('date');
    expect(rangeProblem({ from: '', to: '2026-03-01' })).toBe('date');
  });
});
