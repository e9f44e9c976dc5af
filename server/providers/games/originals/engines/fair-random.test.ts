import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FairStream, newServerSeed, seedHash } from './fair-random.ts';

const take = (s: FairStream, n: number): number[] => Array.from({ length: n }, () => s.nextFloat());

describe('fair-random', () => {
  it('when a server seed is made, then it is 64 hex characters and differs from the next one', () => {
    const a = newServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(a);
  });

  it('when a seed is hashed, then it is the SHA-256 of its text (FIPS 180-2 "abc" vector)', () => {
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('when a stream is read past its first block, then the floats match an independent HMAC-SHA256 computation', () => {
    // Vectors computed with Python's hmac module: key "server-seed", messages "client:7:0" and "client:7:1".
    const floats = take(new FairStream('server-seed', 'client', 7), 9);
    const expected = [
      0.4670286155305803, 0.5968952786643058, 0.14454154996201396, 0.5813887233380228, 0.05639587505720556, 0.8026395686902106, 0.7221905707847327,
      0.12940501561388373, 0.787352949148044,
    ];
    floats.forEach((f, i) => expect(f).toBeCloseTo(expected[i], 15));
  });

  it('when nextInt is asked for a range, then it floors the next float scaled by that range', () => {
    const s = new FairStream('server-seed', 'client', 7); // first floats 0.467, 0.597, 0.145
    expect([s.nextInt(10), s.nextInt(10), s.nextInt(10)]).toEqual([4, 5, 1]);
  });

  it('when the nonce, client seed or range is out of bounds, then a RangeError is thrown', () => {
    expect(() => new FairStream('s', 'c', -1)).toThrow(RangeError);
    expect(() => new FairStream('s', 'c', 1.5)).toThrow(RangeError);
    expect(() => new FairStream('s', 'c', Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
    expect(() => new FairStream('s', '', 0)).toThrow(RangeError);
    expect(() => new FairStream('s', 'x'.repeat(65), 0)).toThrow(RangeError);
    expect(() => new FairStream('s', 'tab\there', 0)).toThrow(RangeError);
    expect(() => new FairStream('s', 'café', 0)).toThrow(RangeError);
    expect(() => new FairStream('', 'c', 0)).toThrow(RangeError);
    expect(() => new FairStream('s', 'c', 0).nextInt(0)).toThrow(RangeError);
    expect(() => new FairStream('s', 'c', 0).nextInt(2.5)).toThrow(RangeError);
    expect(() => new FairStream('s', 'x'.repeat(64), Number.MAX_SAFE_INTEGER)).not.toThrow();
  });

  const seeds = fc.record({
    server: fc.string({ minLength: 1, maxLength: 64 }),
    client: fc.string({ minLength: 1, maxLength: 64 }),
    nonce: fc.nat(),
  });

  it('when any valid seeds are used, then every float lies in [0, 1) and nextInt stays in range', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 1000 }), ({ server, client, nonce }, max) => {
        const s = new FairStream(server, client, nonce);
        for (const f of take(s, 20)) expect(f >= 0 && f < 1).toBe(true);
        const n = s.nextInt(max);
        expect(Number.isInteger(n) && n >= 0 && n < max).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('when the same seeds and nonce are used twice, then the sequences are identical', () => {
    fc.assert(
      fc.property(seeds, ({ server, client, nonce }) => {
        expect(take(new FairStream(server, client, nonce), 17)).toEqual(take(new FairStream(server, client, nonce), 17));
      }),
      { numRuns: 200 },
    );
  });

  it('when only the nonce differs, then the sequences differ', () => {
    fc.assert(
      fc.property(seeds, fc.nat(), ({ server, client, nonce }, other) => {
        fc.pre(other !== nonce);
        expect(take(new FairStream(server, client, nonce), 8)).not.toEqual(take(new FairStream(server, client, other), 8));
      }),
      { numRuns: 200 },
    );
  });
});
