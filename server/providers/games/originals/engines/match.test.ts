import { describe, expect, it } from 'vitest';
import { FairStream, type RandomSource } from './fair-random.ts';
import { CHANCE_SCALE, MATCH_PICKS, MATCH_RTP, matchFixture, matchOdds, playMatch, type MatchFixture, type MatchKind, type MatchPick } from './match.ts';

const KINDS: readonly MatchKind[] = ['football', 'esports', 'cockfight'];
const SERVER = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const CLIENT = 'lucky-player';

/** Rolls exactly `roll` for the outcome, then mid-range floats for the score. */
const rolling = (roll: number): RandomSource => ({
  nextInt: (max) => {
    expect(max).toBe(CHANCE_SCALE);
    return roll;
  },
  nextFloat: () => 0.5,
});

const betOn = (fixture: MatchFixture, pick: MatchPick, stake = 1000) => ({ fixtureId: fixture.id, pick, stake });
/** Exact return per unit staked: chance × odds, both integers. */
const returnOf = (m: { chance: number; odds: number }) => (m.chance * m.odds) / (CHANCE_SCALE * 100);

describe('match', () => {
  it('when the odds of a chance are computed, then they are 95 % of the fair odds rounded down to 2 decimals', () => {
    expect(MATCH_RTP).toBe(0.95);
    expect(matchOdds(5000)).toBe(190);
    expect(matchOdds(3000)).toBe(316); // 3.1666…
    expect(matchOdds(200)).toBe(4750);
    for (const bad of [0, -1, 10_000, 12.5, Number.NaN]) expect(() => matchOdds(bad)).toThrow(RangeError);
  });

  it('when the return of every pick of 3,000 fixtures per kind is computed exactly, then it is at most 0.95 and at least 0.93', () => {
    for (const kind of KINDS) {
      let lowest = 1;
      let highest = 0;
      for (let nonce = 0; nonce < 3000; nonce += 1) {
        for (const market of matchFixture(kind, CLIENT, nonce).markets) {
          lowest = Math.min(lowest, returnOf(market));
          highest = Math.max(highest, returnOf(market));
        }
      }
      expect(highest, kind).toBeLessThanOrEqual(MATCH_RTP);
      expect(lowest, kind).toBeGreaterThanOrEqual(0.93);
    }
  });

  it('when fixtures are derived, then each offers its kind’s picks in order, chances add up to the whole, and two different sides meet', () => {
    for (const kind of KINDS) {
      for (let nonce = 0; nonce < 500; nonce += 1) {
        const f = matchFixture(kind, CLIENT, nonce);
        expect(f.kind).toBe(kind);
        expect(f.id).toMatch(/^[0-9a-f]{16}$/);
        expect(f.markets.map((m) => m.pick)).toEqual(MATCH_PICKS[kind]);
        expect(f.markets.reduce((s, m) => s + m.chance, 0)).toBe(CHANCE_SCALE);
        for (const m of f.markets) expect(m.odds).toBe(matchOdds(m.chance));
        // Between 2 % and 90 %: odds from 1.05 to 47.50.
        for (const m of f.markets) expect(m.chance >= 200 && m.chance <= 9000, `${kind} ${nonce} ${m.pick} ${m.chance}`).toBe(true);
        expect(f.sides[0].name).not.toBe(f.sides[1].name);
        for (const s of f.sides) expect(s.strength >= 35 && s.strength <= 90).toBe(true);
      }
    }
  });

  it('when a cockfight is offered, then its draw is rare (2 to 4 %) and pays at least 23x', () => {
    for (let nonce = 0; nonce < 500; nonce += 1) {
      const draw = matchFixture('cockfight', CLIENT, nonce).markets.find((m) => m.pick === 'DRAW')!;
      expect(draw.chance >= 200 && draw.chance <= 400).toBe(true);
      expect(draw.odds).toBeGreaterThanOrEqual(2375);
    }
  });

  it('when the stronger side meets a weaker one, then it is the favourite (and at home in football a little more so)', () => {
    for (const kind of KINDS) {
      for (let nonce = 0; nonce < 300; nonce += 1) {
        const f = matchFixture(kind, CLIENT, nonce);
        const [first, , last] = kind === 'esports' ? [f.markets[0], null, f.markets[1]] : f.markets;
        if (f.sides[0].strength > f.sides[1].strength) expect(first.chance, `${kind} ${nonce}`).toBeGreaterThan(last!.chance);
        if (f.sides[0].strength < f.sides[1].strength && kind !== 'football') expect(first.chance).toBeLessThan(last!.chance);
        if (f.sides[0].strength === f.sides[1].strength && kind === 'football') expect(first.chance).toBeGreaterThan(last!.chance);
      }
    }
  });

  it('when the same seeds and nonce are replayed, then the fixture and the outcome are the same; another nonce or client seed gives another fixture', () => {
    for (const kind of KINDS) {
      const f = matchFixture(kind, CLIENT, 7);
      expect(matchFixture(kind, CLIENT, 7)).toEqual(f);
      const pick = MATCH_PICKS[kind][0];
      expect(playMatch(new FairStream(SERVER, CLIENT, 7), f, betOn(f, pick))).toEqual(playMatch(new FairStream(SERVER, CLIENT, 7), f, betOn(f, pick)));
      expect(matchFixture(kind, CLIENT, 8).id).not.toBe(f.id);
      expect(matchFixture(kind, 'another seed', 7).id).not.toBe(f.id);
    }
    expect(matchFixture('football', CLIENT, 7).id).not.toBe(matchFixture('cockfight', CLIENT, 7).id);
  });

  it('when only the server seed changes, then the fixture stays the same and only the outcome may change', () => {
    for (const kind of KINDS) {
      const outcomes = new Set<string>();
      for (let i = 0; i < 40; i += 1) {
        const f = matchFixture(kind, CLIENT, 3);
        const r = playMatch(new FairStream(`server-seed-${i}`, CLIENT, 3), f, betOn(f, MATCH_PICKS[kind][0]));
        expect(r.fixture).toEqual(matchFixture(kind, CLIENT, 3));
        outcomes.add(r.outcome);
      }
      expect(outcomes.size, kind).toBeGreaterThan(1);
    }
  });

  it('when the roll falls on either side of a market’s edge, then that market wins, and a win pays stake × odds rounded down', () => {
    const f = matchFixture('football', CLIENT, 1);
    const [home, draw, away] = f.markets;
    expect(playMatch(rolling(0), f, betOn(f, 'HOME')).outcome).toBe('HOME');
    expect(playMatch(rolling(home.chance - 1), f, betOn(f, 'HOME')).outcome).toBe('HOME');
    expect(playMatch(rolling(home.chance), f, betOn(f, 'HOME')).outcome).toBe('DRAW');
    expect(playMatch(rolling(home.chance + draw.chance), f, betOn(f, 'HOME')).outcome).toBe('AWAY');
    expect(playMatch(rolling(CHANCE_SCALE - 1), f, betOn(f, 'AWAY', 3))).toMatchObject({
      outcome: 'AWAY',
      odds: away.odds,
      payout: Math.floor((3 * away.odds) / 100),
    });
    expect(playMatch(rolling(0), f, betOn(f, 'HOME', 1001))).toMatchObject({ stake: 1001, payout: Math.floor((1001 * home.odds) / 100) });
    expect(playMatch(rolling(0), f, betOn(f, 'DRAW'))).toMatchObject({ outcome: 'HOME', payout: 0 });
  });

  it('when a cockfight ends in a draw, then only the draw bet is paid: meron and wala bets lose', () => {
    const f = matchFixture('cockfight', CLIENT, 2);
    const [meron, draw] = f.markets;
    const roll = meron.chance; // the first roll of the draw market
    expect(playMatch(rolling(roll), f, betOn(f, 'DRAW', 100))).toMatchObject({ outcome: 'DRAW', payout: draw.odds, score: null });
    expect(playMatch(rolling(roll), f, betOn(f, 'MERON', 100)).payout).toBe(0);
    expect(playMatch(rolling(roll), f, betOn(f, 'WALA', 100)).payout).toBe(0);
  });

  it('when rounds are played, then the score agrees with the outcome: goals for football, maps of a best of three for esports', () => {
    const stream = new FairStream(SERVER, CLIENT, 0);
    for (let i = 0; i < 2000; i += 1) {
      const football = matchFixture('football', CLIENT, i);
      const r = playMatch(stream, football, betOn(football, 'DRAW'));
      const [h, a] = r.score!;
      expect(r.outcome).toBe(h > a ? 'HOME' : h === a ? 'DRAW' : 'AWAY');
      expect(Math.max(h, a)).toBeLessThanOrEqual(9);
      const esports = matchFixture('esports', CLIENT, i);
      const e = playMatch(stream, esports, betOn(esports, 'TEAM_B'));
      expect(
        [
          ['2,0', '2,1'],
          ['0,2', '1,2'],
        ][e.outcome === 'TEAM_A' ? 0 : 1],
      ).toContain(e.score!.join());
    }
  });

  it('when 200,000 rounds of one fixture per kind are drawn from the fair stream, then each outcome’s frequency is within 4 sd of its chance', () => {
    const n = 200_000;
    for (const kind of KINDS) {
      const f = matchFixture(kind, CLIENT, 11);
      const stream = new FairStream('match-sim', kind, 0);
      const seen = new Map<MatchPick, number>();
      for (let i = 0; i < n; i += 1) {
        const { outcome } = playMatch(stream, f, betOn(f, MATCH_PICKS[kind][0], 1));
        seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
      }
      for (const m of f.markets) {
        const p = m.chance / CHANCE_SCALE;
        expect(Math.abs((seen.get(m.pick) ?? 0) / n - p), `${kind} ${m.pick}`).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
      }
    }
  });

  it('when the kind, seeds, pick, stake or fixture id are wrong, then a RangeError is thrown', () => {
    expect(() => matchFixture('tennis' as MatchKind, CLIENT, 0)).toThrow(RangeError);
    expect(() => matchFixture('football', '', 0)).toThrow(RangeError);
    expect(() => matchFixture('football', 'é', 0)).toThrow(RangeError);
    expect(() => matchFixture('football', CLIENT, -1)).toThrow(RangeError);
    expect(() => matchFixture('football', CLIENT, 1.5)).toThrow(RangeError);
    const cockfight = matchFixture('cockfight', CLIENT, 0);
    const esports = matchFixture('esports', CLIENT, 0);
    const s = rolling(0);
    expect(() => playMatch(s, cockfight, betOn(cockfight, 'HOME'))).toThrow(RangeError);
    expect(() => playMatch(s, esports, betOn(esports, 'DRAW'))).toThrow(RangeError);
    expect(() => playMatch(s, esports, { ...betOn(esports, 'TEAM_A'), fixtureId: cockfight.id })).toThrow(RangeError);
    for (const stake of [0, -1, 2.5, Number.NaN, Number.MAX_SAFE_INTEGER])
      expect(() => playMatch(s, esports, betOn(esports, 'TEAM_A', stake))).toThrow(RangeError);
    expect(() => playMatch(s, esports, null as never)).toThrow(RangeError);
  });
});
