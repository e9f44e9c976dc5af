import { describe, expect, it } from 'vitest';
import { FairStream } from './fair-random.ts';
import { matchFixture, playMatch } from './match.ts';
import { SLOT_STRIPS, gridAt } from './slot.ts';
import { replayRound } from './verify.ts';

// Expected cards, stops and catches below were derived with Python's hmac module from these seeds.
const SERVER = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const CLIENT = 'lucky-player';

describe('replayRound', () => {
  it('when a slot round is replayed, then the reel stops and line wins are those the seeds dictate', () => {
    const r = replayRound('slot', SERVER, CLIENT, 42, 10);
    expect(r.grid).toEqual(gridAt(SLOT_STRIPS, [30, 10, 18, 12, 16]));
    expect(r.lineWins).toEqual([{ line: 7, symbol: 'CHERRY', count: 3, payout: 50 }]);
    expect([r.totalPayout, r.jackpotHit]).toEqual([50, false]);
  });

  it('when a baccarat round is replayed, then the six cards, the outcome and the payout are reproduced', () => {
    const r = replayRound('baccarat', SERVER, CLIENT, 42, [{ side: 'BANKER', amount: 100 }]);
    const short = (cards: Array<{ rank: string; suit: string }>) => cards.map((c) => c.rank + c.suit);
    expect([short(r.player), short(r.banker)]).toEqual([['10C', '4D', 'AD'], ['5H', '8H', '5H']]);
    expect([r.playerPoints, r.bankerPoints, r.outcome, r.totalPayout]).toEqual([5, 8, 'BANKER', 195]);
  });

  it('when fish shots are replayed nonce by nonce, then each catch or miss matches the seeds', () => {
    const caught = Array.from({ length: 12 }, (_, nonce) => replayRound('fish', SERVER, CLIENT, nonce, { fishId: 'small-fish', bet: 25 }).caught);
    expect(caught).toEqual([true, false, true, false, false, false, true, false, true, true, true, false]);
    expect(replayRound('fish', SERVER, CLIENT, 0, { fishId: 'small-fish', bet: 25 })).toEqual({ caught: true, payout: 50, multiplier: 2 });
  });

  it('when a match round is replayed, then the fixture comes from the client seed and nonce and the outcome from all three seeds', () => {
    const fixture = matchFixture('cockfight', CLIENT, 5);
    const input = { kind: 'cockfight', fixtureId: fixture.id, pick: 'WALA', stake: 200 };
    const r = replayRound('match', SERVER, CLIENT, 5, input);
    expect(r).toEqual(playMatch(new FairStream(SERVER, CLIENT, 5), fixture, { fixtureId: fixture.id, pick: 'WALA', stake: 200 }));
    expect(r.fixture).toEqual(fixture);
    expect(r.payout).toBe(r.outcome === 'WALA' ? Math.floor((200 * r.odds) / 100) : 0);
  });

  it('when the same round is replayed twice, then the results are identical, and another nonce changes them', () => {
    const bets = [{ side: 'PLAYER', amount: 5 }, { side: 'TIE', amount: 1 }];
    expect(replayRound('baccarat', SERVER, CLIENT, 7, bets)).toEqual(replayRound('baccarat', SERVER, CLIENT, 7, bets));
    expect(replayRound('slot', SERVER, CLIENT, 42, 10)).not.toEqual(replayRound('slot', SERVER, CLIENT, 43, 10));
  });

  it('when the game, the input shape or the seeds are wrong, then a RangeError is thrown', () => {
    expect(() => replayRound('roulette' as 'slot', SERVER, CLIENT, 0, 10)).toThrow(RangeError);
    expect(() => replayRound('slot', SERVER, CLIENT, 0, '10')).toThrow(RangeError);
    expect(() => replayRound('slot', SERVER, CLIENT, 0, 0)).toThrow(RangeError);
    expect(() => replayRound('baccarat', SERVER, CLIENT, 0, { side: 'PLAYER', amount: 5 })).toThrow(RangeError);
    expect(() => replayRound('baccarat', SERVER, CLIENT, 0, [null])).toThrow(RangeError);
    expect(() => replayRound('fish', SERVER, CLIENT, 0, { fishId: 'whale' })).toThrow(RangeError);
    expect(() => replayRound('fish', SERVER, CLIENT, 0, null)).toThrow(RangeError);
    expect(() => replayRound('fish', SERVER, CLIENT, -1, { fishId: 'whale', bet: 1 })).toThrow(RangeError);
    expect(() => replayRound('fish', SERVER, '', 0, { fishId: 'whale', bet: 1 })).toThrow(RangeError);
    const fixtureId = matchFixture('esports', CLIENT, 0).id;
    expect(() => replayRound('match', SERVER, CLIENT, 0, { fixtureId, pick: 'TEAM_A', stake: 1 })).toThrow(RangeError);
    expect(() => replayRound('match', SERVER, CLIENT, 0, { kind: 'esports', fixtureId, pick: 'DRAW', stake: 1 })).toThrow(RangeError);
    expect(() => replayRound('match', SERVER, CLIENT, 1, { kind: 'esports', fixtureId, pick: 'TEAM_A', stake: 1 })).toThrow(RangeError);
  });
});
