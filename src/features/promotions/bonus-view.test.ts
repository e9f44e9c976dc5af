import { describe, expect, it } from 'vitest';
import { wageringProgress } from './bonus-view.ts';

describe('wageringProgress', () => {
  it('when part of the requirement is played, then the percent is rounded down and the rest is what remains', () => {
    expect(wageringProgress(2500, 10000)).toEqual({ percent: 25, remaining: 7500 });
    expect(wageringProgress(9999, 10000)).toEqual({ percent: 99, remaining: 1 });
    expect(wageringProgress(1, 3)).toEqual({ percent: 33, remaining: 2 });
  });

  it('when the requirement is met or passed, then it shows 100 and nothing remains', () => {
    expect(wageringProgress(10000, 10000)).toEqual({ percent: 100, remaining: 0 });
    expect(wageringProgress(12000, 10000)).toEqual({ percent: 100, remaining: 0 });
  });

  it('when there is no requirement or the figures are odd, then it stays within 0..100', () => {
    expect(wageringProgress(0, 0)).toEqual({ percent: 100, remaining: 0 });
    expect(wageringProgress(-5, 100)).toEqual({ percent: 0, remaining: 100 });
  });
});
