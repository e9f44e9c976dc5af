import { describe, expect, it } from 'vitest';
import { fromDb, positiveAmount } from './minor-units.ts';

describe('minor units', () => {
  it('when a database value is within the safe range, then it converts exactly whatever the driver type', () => {
    expect(fromDb(123n)).toBe(123);
    expect(fromDb('-45')).toBe(-45);
    expect(fromDb(7)).toBe(7);
    expect(fromDb(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(fromDb(-BigInt(Number.MAX_SAFE_INTEGER))).toBe(-Number.MAX_SAFE_INTEGER);
  });

  it('when a database value is beyond 2^53 - 1, then it is refused instead of rounded', () => {
    expect(() => fromDb(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(RangeError);
    expect(() => fromDb(-BigInt(Number.MAX_SAFE_INTEGER) - 1n)).toThrow(RangeError);
  });

  it('when an amount is not a positive safe integer, then it is refused', () => {
    expect(positiveAmount(1)).toBe(1n);
    expect(positiveAmount(Number.MAX_SAFE_INTEGER)).toBe(BigInt(Number.MAX_SAFE_INTEGER));
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => positiveAmount(bad)).toThrow(RangeError);
    }
  });
});
