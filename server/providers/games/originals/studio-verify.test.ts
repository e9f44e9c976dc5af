import { describe, expect, it } from 'vitest';
import { FairStream } from './engines/fair-random.ts';
import { matchFixture, playMatch } from './engines/match.ts';
import { SLOT_STRIPS, gridAt, type SlotResult } from './engines/slot.ts';
import { verifyRound } from './studio-games.ts';

// Expected cards, stops and catches below were derived with Python's hmac module from these seeds.
const SERVER = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const CLIENT = 'lucky-player';
const seeds = (nonce: number, clientSeed = CLIENT) => ({ serverSeed: SERVER, clientSeed, nonce });
const refused = expect.objectContaining({ status: 400 });

describe('verifyRound (the verification page)', () => {
  it('when a slot round is verified, then the reel stops and line wins are those the seeds dictate', () => {
    const r = verifyRound('slot', seeds(42), { betPerLine: 10 }) as SlotResult;
    expect(r.grid).toEqual(gridAt(SLOT_STRIPS, [30, 10, 18, 12, 16]));
    expect(r.lineWins).toEqual([{ line: 7, symbol: 'CHERRY', count: 3, payout: 50 }]);
    expect([r.totalPayout, r.jackpotHit]).toEqual([50, false]);
  });

  it('when a baccarat round is verified, then the six cards, the outcome and the payout are reproduced', () => {
    const r = verifyRound('baccarat', seeds(42), { bets: [{ side: 'BANKER', amount: 100 }] }) as any;
    const short = (cards: Array<{ rank: string; suit: string }>) => cards.map((c) => c.rank + c.suit);
    expect([short(r.player), short(r.banker)]).toEqual([
      ['10C', '4D', 'AD'],
      ['5H', '8H', '5H'],
    ]);
    expect([r.playerPoints, r.bankerPoints, r.outcome, r.totalPayout]).toEqual([5, 8, 'BANKER', 195]);
  });

  it('when fish shots are verified nonce by nonce, then each catch or miss matches the seeds', () => {
    const shot = { fishId: 'small-fish', bet: 25 };
    const caught = Array.from({ length: 12 }, (_, nonce) => (verifyRound('fish', seeds(nonce), shot) as { caught: boolean }).caught);
    expect(caught).toEqual([true, false, true, false, false, false, true, false, true, true, true, false]);
    expect(verifyRound('fish', seeds(0), shot)).toEqual({ caught: true, payout: 50, multiplier: 2, fishId: 'small-fish' });
  });

  it('when a match round is verified, then the fixture comes from the client seed and nonce and the outcome from all three seeds', () => {
    const fixture = matchFixture('cockfight', CLIENT, 5);
    const r = verifyRound('match', seeds(5), { kind: 'cockfight', fixtureId: fixture.id, pick: 'WALA', stake: 200 }) as ReturnType<typeof playMatch>;
    expect(r).toEqual(playMatch(new FairStream(SERVER, CLIENT, 5), fixture, { fixtureId: fixture.id, pick: 'WALA', stake: 200 }));
    expect(r.fixture).toEqual(fixture);
    expect(r.payout).toBe(r.outcome === 'WALA' ? Math.floor((200 * r.odds) / 100) : 0);
  });

  it('when the same round is verified twice, then the results are identical, and another nonce changes them', () => {
    const bets = {
      bets: [
        { side: 'PLAYER', amount: 5 },
        { side: 'TIE', amount: 1 },
      ],
    };
    expect(verifyRound('baccarat', seeds(7), bets)).toEqual(verifyRound('baccarat', seeds(7), bets));
    expect(verifyRound('slot', seeds(42), { betPerLine: 10 })).not.toEqual(verifyRound('slot', seeds(43), { betPerLine: 10 }));
  });

  it('when the input does not fit its engine, then it is refused as a bad request before anything is played', () => {
    expect(() => verifyRound('slot', seeds(0), { betPerLine: '10' })).toThrow(refused);
    expect(() => verifyRound('slot', seeds(0), { betPerLine: 0 })).toThrow(refused);
    expect(() => verifyRound('baccarat', seeds(0), { bets: { side: 'PLAYER', amount: 5 } })).toThrow(refused);
    expect(() => verifyRound('baccarat', seeds(0), { bets: [null] })).toThrow(refused);
    expect(() =>
      verifyRound('baccarat', seeds(0), {
        bets: [
          { side: 'PLAYER', amount: 5 },
          { side: 'PLAYER', amount: 1 },
        ],
      }),
    ).toThrow(refused);
    expect(() => verifyRound('fish', seeds(0), { fishId: 'whale' })).toThrow(refused);
    expect(() => verifyRound('fish', seeds(0), { fishId: 'kraken', bet: 1 })).toThrow(refused);
    expect(() => verifyRound('fish', seeds(0), null)).toThrow(refused);
    const fixtureId = matchFixture('esports', CLIENT, 0).id;
    expect(() => verifyRound('match', seeds(0), { fixtureId, pick: 'TEAM_A', stake: 1 })).toThrow(refused);
    expect(() => verifyRound('match', seeds(0), { kind: 'esports', fixtureId, pick: 'DRAW', stake: 1 })).toThrow(refused);
  });

  it('when a match input names a fixture the seeds do not give, then it is refused as changed', () => {
    const fixtureId = matchFixture('esports', CLIENT, 0).id;
    expect(() => verifyRound('match', seeds(1), { kind: 'esports', fixtureId, pick: 'TEAM_A', stake: 1 })).toThrow(
      expect.objectContaining({ status: 409, code: 'fixtureChanged' }),
    );
  });
});
