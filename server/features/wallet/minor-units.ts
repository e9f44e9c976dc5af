// Money is integer minor units: bigint in the database, number in JavaScript. Every conversion goes
// through these two functions, which refuse anything a number cannot hold exactly.

/** A database int8 (bigint on both drivers) as a number; throws rather than round. */
export function fromDb(value: bigint | number | string): number {
  const big = typeof value === 'bigint' ? value : BigInt(value);
  if (big > BigInt(Number.MAX_SAFE_INTEGER) || big < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`ledger value ${big} is outside the safe integer range`);
  }
  return Number(big);
}

/** A positive amount of minor units; throws on fractions, zero, negatives and unsafe numbers. */
export function positiveAmount(value: number, what = 'amount'): bigint {
  if (!Number.isSafeInteger(value) || value <= 0) throw new RangeError(`${what} must be a positive safe integer of minor units, got ${value}`);
  return BigInt(value);
}
