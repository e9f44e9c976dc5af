// The verification page (src/features/lottery/draw-recompute.ts, Web Crypto) and the draw engine (server,
// Node crypto) may not import each other; what one draws the other must recompute: for 1,000 seeds over
// every draw shape the browser's result is exactly the engine's, and a changed seed, game or draw number
// is caught.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawResult, drawSeedHash, type DrawShape } from '../../server/providers/games/lottery/lottery-engine.ts';
import { digitsNeeded, recomputeDraw, sameResult, seedHashOf } from '../../src/features/lottery/draw-recompute.ts';

const SHAPES: DrawShape[] = [
  { kind: 'fast', digits: 3 },
  { kind: 'fast', digits: 5 },
  { kind: 'vn', region: 'north' },
  { kind: 'vn', region: 'central' },
  { kind: 'vn', region: 'south' },
];

describe('draw recompute in the browser', () => {
  it('when 1,000 draws of every shape are recomputed, then each result and seed hash is exactly the engine’s', async () => {
    for (let i = 0; i < 1000; i += 1) {
      const shape = SHAPES[i % SHAPES.length];
      const seed = randomBytes(32).toString('hex');
      const numero = shape.kind === 'fast' ? `20261127${String(i + 1).padStart(4, '0')}` : '20261127';
      const engine = drawResult(shape, seed, 'game-x', numero);
      const browser = await recomputeDraw(shape, seed, 'game-x', numero);
      expect(browser).toEqual(engine);
      expect(sameResult(engine, browser)).toBe(true);
      if (i < 50) expect(await seedHashOf(seed)).toBe(drawSeedHash(seed));
    }
  });

  it('when the seed, game code or draw number differ, then the recomputed result is not the published one', async () => {
    const seed = randomBytes(32).toString('hex');
    const shape = { kind: 'vn', region: 'north' } as const;
    const published = drawResult(shape, seed, 'vn-north', '20261127');
    expect(sameResult(published, await recomputeDraw(shape, seed, 'vn-north', '20261127'))).toBe(true);
    expect(sameResult(published, await recomputeDraw(shape, `${seed}0`, 'vn-north', '20261127'))).toBe(false);
    expect(sameResult(published, await recomputeDraw(shape, seed, 'vn-south', '20261127'))).toBe(false);
    expect(sameResult(published, await recomputeDraw(shape, seed, 'vn-north', '20261128'))).toBe(false);
    expect(sameResult(null, await recomputeDraw(shape, seed, 'vn-north', '20261127'))).toBe(false);
  });

  it('when the north draw is recomputed, then it takes 107 digits (27 prizes) and the south 82 (18 prizes)', () => {
    expect(digitsNeeded({ kind: 'vn', region: 'north' })).toBe(107);
    expect(digitsNeeded({ kind: 'vn', region: 'south' })).toBe(82);
  });
});
