// Fixed-odds betting on one event per round: a football match (home, draw, away), an esports series
// (best of three maps, no draw) or a cockfight (meron, draw, wala). The fixture (the two sides, their
// strengths, each outcome's chance and odds) comes from public data only: the kind, the player's client
// seed and the nonce. So the page shows it before the bet, and the secret server seed cannot have chosen
// it; the outcome is then drawn from the fair stream with exactly the chances shown.
import { createHash } from 'node:crypto';
import { CLIENT_SEED_PATTERN, type RandomSource } from './fair-random.ts';

export type MatchKind = 'football' | 'esports' | 'cockfight';
export type MatchPick = 'HOME' | 'DRAW' | 'AWAY' | 'TEAM_A' | 'TEAM_B' | 'MERON' | 'WALA';

/** Chances are whole parts of this (basis points), so odds and returns can be computed exactly. */
export const CHANCE_SCALE = 10_000;
const MARGIN = 500; // 5 % of CHANCE_SCALE
/** The most any pick of any fixture returns on average; odds round down, so most return a little less. */
export const MATCH_RTP = (CHANCE_SCALE - MARGIN) / CHANCE_SCALE;

/** Each kind's outcomes in the order they are offered: first side, draw, second side. */
export const MATCH_PICKS: Readonly<Record<MatchKind, readonly MatchPick[]>> = {
  football: ['HOME', 'DRAW', 'AWAY'],
  esports: ['TEAM_A', 'TEAM_B'],
  cockfight: ['MERON', 'DRAW', 'WALA'],
};

// Invented names (no real club, team or breeder); proper nouns, shown as they are in every language.
const NAMES: Readonly<Record<MatchKind, readonly string[]>> = {
  football: [
    'Aldmoor',
    'Brackwell',
    'Caskridge',
    'Dunmere',
    'Elmsworth',
    'Fernhollow',
    'Glimmerton',
    'Harrowdale',
    'Juniper Vale',
    'Kestrelmouth',
    'Larkhaven',
    'Mossbury',
    'Northwyn',
    'Pellingford',
    'Quarrymoor',
    'Rushcombe',
  ],
  esports: [
    'Quantum Owls',
    'Crimson Pixels',
    'Frostbyte Five',
    'Velvet Comets',
    'Glitch Monks',
    'Turbo Yaks',
    'Copper Kites',
    'Static Moths',
    'Nova Otters',
    'Lunar Badgers',
    'Hex Herons',
    'Orbit Jackals',
  ],
  cockfight: [
    'Sunspur',
    'Ironcomb',
    'Blazewing',
    'Stormtalon',
    'Copperhackle',
    'Nightcrest',
    'Goldshank',
    'Emberclaw',
    'Jadefeather',
    'Thunderspur',
    'Silverhackle',
    'Ashwing',
  ],
};

// Strengths (shown as 1-99) stay in this band, which keeps every chance between about 2 % and 90 %.
const STRENGTH_MIN = 35;
const STRENGTH_SPAN = 56; // 35..90
// Football: goals per side are Poisson, about 1.3 each between equal sides, with a small home edge.
const GOALS_BETWEEN_EQUALS = 1.3;
const HOME_EDGE = 0.12;
const MAX_GOALS = 9; // beyond this the Poisson tail is negligible, and a score the page can show
// Cockfight: a draw is rare (2-4 %), as in real sabong, which is why it pays 23x to 47x.
const COCKFIGHT_DRAW_MIN = 200;
const COCKFIGHT_DRAW_SPAN = 201;
/** Keeps stake × odds exact (odds stay below 100 × CHANCE_SCALE hundredths). */
const MAX_STAKE = Math.floor(Number.MAX_SAFE_INTEGER / (100 * CHANCE_SCALE));

export interface MatchSide {
  name: string;
  /** 35 to 90: what the chances were computed from, for the page to show. */
  strength: number;
}

export interface MatchMarket {
  pick: MatchPick;
  /** Out of CHANCE_SCALE; the market's chances add up to CHANCE_SCALE. */
  chance: number;
  /** Decimal odds in hundredths (235 = 2.35): a winning bet returns stake × odds / 100, stake included. */
  odds: number;
}

export interface MatchFixture {
  /** Names the fixture, so a bet says which one it was placed on. */
  id: string;
  kind: MatchKind;
  /** Home and away, team A and team B, or meron and wala. */
  sides: [MatchSide, MatchSide];
  markets: MatchMarket[];
}

export interface MatchBet {
  fixtureId: string;
  pick: MatchPick;
  stake: number;
}

export interface MatchResult {
  fixture: MatchFixture;
  pick: MatchPick;
  stake: number;
  odds: number;
  outcome: MatchPick;
  /** Goals (football) or maps won (esports), first side first; null for a cockfight. */
  score: [number, number] | null;
  payout: number;
}

/** The most a pick may pay per unit staked while returning at most MATCH_RTP: (1 − margin) / chance, rounded down to 2 decimals. */
export function matchOdds(chance: number): number {
  if (!Number.isInteger(chance) || chance < 1 || chance >= CHANCE_SCALE) throw new RangeError('chance must be an integer in [1, CHANCE_SCALE)');
  return Math.floor(((CHANCE_SCALE - MARGIN) * 100) / chance);
}

const poisson = (mean: number, k: number): number => {
  let p = Math.exp(-mean);
  for (let i = 1; i <= k; i += 1) p *= mean / i;
  return p;
};

/** Expected goals of home and away; strengths differ by at most 55, so means stay between about 0.75 and 2.55. */
function goalMeans([home, away]: readonly MatchSide[]): [number, number] {
  const edge = (home.strength - away.strength) / 100;
  return [GOALS_BETWEEN_EQUALS * Math.exp(edge + HOME_EDGE), GOALS_BETWEEN_EQUALS * Math.exp(-edge)];
}

/** Chance of winning one map; a best-of-three is won with q²(3 − 2q). */
const mapChance = ([a, b]: readonly MatchSide[]): number => 1 / (1 + Math.exp(-(a.strength - b.strength) / 40));

const footballOutcome = (home: number, away: number): MatchPick => (home > away ? 'HOME' : home === away ? 'DRAW' : 'AWAY');

/** Probabilities of the kind's picks, in MATCH_PICKS order. */
function probabilities(kind: MatchKind, sides: readonly MatchSide[], drawChance: number): number[] {
  if (kind === 'football') {
    const [home, away] = goalMeans(sides);
    const sum = { HOME: 0, DRAW: 0, AWAY: 0 } as Record<MatchPick, number>;
    for (let h = 0; h <= MAX_GOALS; h += 1) for (let a = 0; a <= MAX_GOALS; a += 1) sum[footballOutcome(h, a)] += poisson(home, h) * poisson(away, a);
    return MATCH_PICKS.football.map((pick) => sum[pick]);
  }
  if (kind === 'esports') {
    const q = mapChance(sides);
    const a = q * q * (3 - 2 * q);
    return [a, 1 - a];
  }
  const meronShare = 1 / (1 + Math.exp(-(sides[0].strength - sides[1].strength) / 60));
  const rest = (CHANCE_SCALE - drawChance) / CHANCE_SCALE;
  return [rest * meronShare, drawChance / CHANCE_SCALE, rest * (1 - meronShare)];
}

/** Probabilities as whole chances adding up to CHANCE_SCALE exactly (the last takes the rounding). */
function toChances(probs: readonly number[]): number[] {
  const total = probs.reduce((s, p) => s + p, 0);
  const chances = probs.map((p) => Math.round((CHANCE_SCALE * p) / total));
  chances[chances.length - 1] = CHANCE_SCALE - chances.slice(0, -1).reduce((s, c) => s + c, 0);
  return chances;
}

function checkKind(kind: MatchKind): void {
  if (!Object.hasOwn(MATCH_PICKS, kind)) throw new RangeError('kind must be football, esports or cockfight');
}

/** The fixture of the round played with this client seed and nonce: a pure function of public data. */
export function matchFixture(kind: MatchKind, clientSeed: string, nonce: number): MatchFixture {
  checkKind(kind);
  if (typeof clientSeed !== 'string' || !CLIENT_SEED_PATTERN.test(clientSeed)) throw new RangeError('clientSeed must be 1-64 printable ASCII characters');
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce must be a non-negative safe integer');
  const digest = createHash('sha256').update(`match:${kind}:${clientSeed}:${nonce}`).digest();
  const word = (at: number) => digest.readUInt16BE(at);
  const names = NAMES[kind];
  const first = word(0) % names.length;
  const second = (first + 1 + (word(2) % (names.length - 1))) % names.length; // never the same name twice
  const sides: [MatchSide, MatchSide] = [
    { name: names[first], strength: STRENGTH_MIN + (word(4) % STRENGTH_SPAN) },
    { name: names[second], strength: STRENGTH_MIN + (word(6) % STRENGTH_SPAN) },
  ];
  const chances = toChances(probabilities(kind, sides, COCKFIGHT_DRAW_MIN + (word(8) % COCKFIGHT_DRAW_SPAN)));
  return {
    id: digest.subarray(24).toString('hex'),
    kind,
    sides,
    markets: MATCH_PICKS[kind].map((pick, i) => ({ pick, chance: chances[i], odds: matchOdds(chances[i]) })),
  };
}

/** A score that ends in `outcome`, drawn with the model's own weights (what the page shows; it pays nothing). */
function scoreFor(stream: RandomSource, fixture: MatchFixture, outcome: MatchPick): [number, number] | null {
  if (fixture.kind === 'cockfight') return null;
  if (fixture.kind === 'esports') {
    const q = mapChance(fixture.sides);
    // Given the winner, the series went 2-0 with chance q² / (q²(3 − 2q)) = 1 / (3 − 2q), the same for the other side.
    const sweep = outcome === 'TEAM_A' ? 1 / (3 - 2 * q) : 1 / (1 + 2 * q);
    const clean = stream.nextFloat() < sweep;
    return outcome === 'TEAM_A' ? [2, clean ? 0 : 1] : [clean ? 0 : 1, 2];
  }
  const [home, away] = goalMeans(fixture.sides);
  const scores: Array<{ score: [number, number]; weight: number }> = [];
  for (let h = 0; h <= MAX_GOALS; h += 1)
    for (let a = 0; a <= MAX_GOALS; a += 1) {
      if (footballOutcome(h, a) === outcome) scores.push({ score: [h, a], weight: poisson(home, h) * poisson(away, a) });
    }
  let left = stream.nextFloat() * scores.reduce((s, x) => s + x.weight, 0);
  for (const x of scores) {
    left -= x.weight;
    if (left < 0) return x.score;
  }
  return scores[scores.length - 1].score;
}

/** One bet on the fixture: the outcome is the market that one draw of nextInt(CHANCE_SCALE) falls in; the score is drawn after it. */
export function playMatch(stream: RandomSource, fixture: MatchFixture, bet: MatchBet): MatchResult {
  checkKind(fixture.kind);
  const market = fixture.markets.find((m) => m.pick === bet?.pick);
  if (!market) throw new RangeError(`pick must be one of ${MATCH_PICKS[fixture.kind].join(', ')}`);
  if (bet.fixtureId !== fixture.id) throw new RangeError('the bet names another fixture');
  if (!Number.isSafeInteger(bet.stake) || bet.stake <= 0 || bet.stake > MAX_STAKE) throw new RangeError('stake must be a positive integer in minor units');
  const roll = stream.nextInt(CHANCE_SCALE);
  let below = 0;
  const won = fixture.markets.find((m) => roll < (below += m.chance)) ?? fixture.markets[fixture.markets.length - 1];
  const payout = won.pick === bet.pick ? Math.floor((bet.stake * market.odds) / 100) : 0;
  return { fixture, pick: bet.pick, stake: bet.stake, odds: market.odds, outcome: won.pick, score: scoreFor(stream, fixture, won.pick), payout };
}
