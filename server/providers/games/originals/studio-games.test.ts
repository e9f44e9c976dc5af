import { describe, expect, it } from 'vitest';
import { MAX_STAKE, stakeOf, studioGame } from './studio-games.ts';

describe('studio stakes per brand', () => {
  it('when a brand stakes at scale 100 (VND), then the game’s min and max stake are the catalogue’s times 100 and a catalogue-sized stake is refused', () => {
    const cents = studioGame('ORIGINALS', 'fortune-reels')!;
    const dong = studioGame('ORIGINALS', 'fortune-reels', 100)!;
    expect([dong.minBet, dong.maxStake]).toEqual([cents.minBet * 100, MAX_STAKE * 100]);
    expect(stakeOf(cents, { betPerLine: 1 })).toBe(10);
    expect(() => stakeOf(dong, { betPerLine: 1 }, 0)).toThrow(expect.objectContaining({ code: 'stakeOutOfRange' }));
    expect(stakeOf(dong, { betPerLine: 100 }, 0)).toBe(1_000);
    expect(() => stakeOf(cents, { betPerLine: 100_001 })).toThrow(expect.objectContaining({ code: 'stakeOutOfRange' }));
    expect(stakeOf(dong, { betPerLine: 100_000 }, 0)).toBe(1_000_000);
  });
});
