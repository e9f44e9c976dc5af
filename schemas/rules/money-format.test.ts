import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatMoney, formatNumber, parseAmount } from './money-format.ts';

describe('formatNumber', () => {
  const table: Array<[number, string]> = [
    [0, '0.00'],
    [1, '1.00'],
    [999.999, '1,000.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [-9876543.21, '-9,876,543.21'],
    [-0.001, '0.00'],
    [Number.NaN, '0.00'],
  ];
  for (const [value, expected] of table) {
    it(`when formatting ${value}, then it reads ${expected}`, () => {
      expect(formatNumber(value)).toBe(expected);
    });
  }
});

describe('formatMoney', () => {
  it('when the tenant has a symbol, then it prefixes the amount', () => {
    expect(formatMoney(1234.5, { symbol: '₱' })).toBe('₱1,234.50');
  });
  it('when the tenant has no symbol, then the default P is used', () => {
    expect(formatMoney(12)).toBe('P12.00');
  });
  it('when the amount is negative, then the minus sign comes before the symbol', () => {
    expect(formatMoney(-3, { symbol: '$' })).toBe('-$3.00');
  });
});

describe('formatMinorUnits', () => {
  it('when given cents, then two decimals with commas are shown', () => {
    expect(formatMinorUnits(123456, { symbol: '₫' })).toBe('₫1,234.56');
  });
  it('when given a bigint beyond float precision, then every digit is exact', () => {
    expect(formatMinorUnits(123456789012345678n, { symbol: 'P' })).toBe('P1,234,567,890,123,456.78');
  });
  it('when the currency has no minor units (VND), then no decimals are shown', () => {
    expect(formatMinorUnits(2500, { symbol: '₫', minorUnits: 0 })).toBe('₫2,500');
    expect(formatMinorUnits(12_345_000n, { symbol: '₫', minorUnits: 0 })).toBe('₫12,345,000');
    expect(formatMinorUnits(-1000, { symbol: '₫', minorUnits: 0 })).toBe('-₫1,000');
    expect(formatMinorUnits(0, { symbol: '₫', minorUnits: 0 })).toBe('₫0');
    expect(formatMoney(2500, { symbol: '₫', minorUnits: 0 })).toBe('₫2,500');
  });
  it('when the currency has one minor unit, then one decimal is shown', () => {
    expect(formatMinorUnits(12345, { symbol: 'X', minorUnits: 1 })).toBe('X1,234.5');
  });
  it('when the currency has three minor units, then it rounds to two decimals', () => {
    expect(formatMinorUnits(1234565, { symbol: 'KD', minorUnits: 3 })).toBe('KD1,234.57');
    expect(formatMinorUnits(999995, { symbol: 'KD', minorUnits: 3 })).toBe('KD1,000.00');
  });
  it('when the amount is negative, then a minus sign leads', () => {
    expect(formatMinorUnits(-50, {})).toBe('-P0.50');
  });
});

describe('parseAmount', () => {
  it('when a player types an amount in major units, then it becomes exact minor units; anything else is null', () => {
    expect(parseAmount('1,250.5')).toBe(125_050);
    expect(parseAmount(' 300 ')).toBe(30_000);
    expect(parseAmount('0.01')).toBe(1);
    expect(parseAmount('1000', 0)).toBe(1000);
    for (const bad of ['', '0', '0.00', '-5', '1.234', 'abc', '1e5', '12.3.4']) expect(parseAmount(bad), bad).toBeNull();
    expect(parseAmount('1.5', 0)).toBeNull();
  });
});
