import { describe, expect, it } from 'vitest';
import { AMOUNT, REASON, toMinorUnits } from './player-form-rules.ts';

describe('players form rules', () => {
  it('when an amount is typed, then it becomes exact minor units, or null when it is not one', () => {
    expect(toMinorUnits('0.29', 2)).toBe(29);
    expect(toMinorUnits('1,234.5', 2)).toBe(123_450);
    expect(toMinorUnits(' 25 ', 2)).toBe(2_500);
    expect(toMinorUnits('7', 0)).toBe(7);
    for (const bad of ['', '0', '0.00', '-1', '1.234', '1e3', 'abc', '1.2.3', '.5x']) expect(toMinorUnits(bad, 2), bad).toBeNull();
    expect(toMinorUnits(String(AMOUNT.max / 100), 2)).toBe(AMOUNT.max);
    expect(toMinorUnits(String(AMOUNT.max / 100 + 1), 2)).toBeNull();
  });

  it('when the limits are read, then they are the schemas’ own', () => {
    expect(REASON).toEqual({ min: 3, max: 200 });
    expect(AMOUNT).toEqual({ min: 1, max: 10_000_000_000 });
  });
});
