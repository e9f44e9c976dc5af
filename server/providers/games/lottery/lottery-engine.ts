// The lottery's draw engine, pure: a draw's result is a deterministic function of its committed seed
// (sha256(seed) is published when the draw opens, the seed after it is drawn), the game code and the
// draw number, so anyone can recompute it (/lottery/verify). Fast electronic draws (ELOTT) give 3 or 5
// digits; VN regional draws give the real prize structure (north: 27 prizes, the special 5 digits;
// central and south: 18 prizes, the special 6 digits). Bet evaluation is a table of "hits" per
// (bet type, selection), so settlement is one set-based join of the tickets with that table.
import { createHash, randomBytes } from 'node:crypto';
import { baoPrizes, drawStreamLabel, VN_PRIZES, type Region } from '../../../../schemas/rules/lottery-prizes.ts';
import { FairStream } from '../originals/engines/fair-random.ts';

export type FastBetType = 'position' | 'bigSmall' | 'oddEven' | 'sum' | '2D' | '3D';
export type VnBetType = 'lo2' | 'de' | 'lo3' | 'de3' | 'xien2' | 'xien3' | 'xien4' | 'bao3';
export type BetType = FastBetType | VnBetType;

export const FAST_BET_TYPES: readonly FastBetType[] = ['position', 'bigSmall', 'oddEven', 'sum', '2D', '3D'];
export const VN_BET_TYPES: readonly VnBetType[] = ['lo2', 'de', 'lo3', 'de3', 'xien2', 'xien3', 'xien4', 'bao3'];

/** Xiên n: how many two-digit numbers a parlay names (each must appear among the lô results). */
const XIEN_SIZE: Readonly<Record<string, number>> = { xien2: 2, xien3: 3, xien4: 4 };

export { baoPrizes };

/** What one unit of odds is divided by for a bet type (bao lô: its covered prizes, a line's amount being whole points; every other type: 1). */
export function oddsDivisor(shape: DrawShape, type: string): number {
  return type === 'bao3' && shape.kind === 'vn' ? baoPrizes(shape.region) : 1;
}

export type { Region };
export type DrawShape = { kind: 'fast'; digits: 3 | 5 } | { kind: 'vn'; region: Region };

export interface VnPrize {
  name: string;
  numbers: string[];
}
export type LotteryResult = { kind: 'fast'; digits: string } | { kind: 'vn'; region: Region; prizes: VnPrize[] };

export function newDrawSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment published when the draw opens: sha256 of the seed's text. */
export function drawSeedHash(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

/** The draw's result from its seed; the stream is HMAC-SHA256(seed, "<gameCode>:<numero>:0:<block>"). */
export function drawResult(shape: DrawShape, seed: string, gameCode: string, numero: string): LotteryResult {
  const stream = new FairStream(seed, drawStreamLabel(gameCode, numero), 0);
  const digits = (n: number) => Array.from({ length: n }, () => String(stream.nextInt(10))).join('');
  if (shape.kind === 'fast') return { kind: 'fast', digits: digits(shape.digits) };
  return {
    kind: 'vn',
    region: shape.region,
    prizes: VN_PRIZES[shape.region].map(([name, count, length]) => ({ name, numbers: Array.from({ length: count }, () => digits(length)) })),
  };
}

/** The open number shown in lists (at most 6 digits): the fast draw's digits, the VN special prize. */
export function openNumber(result: LotteryResult): string {
  return (result.kind === 'fast' ? result.digits : result.prizes[0].numbers[0]).slice(-6);
}

const sumOf = (digits: string) => [...digits].reduce((s, d) => s + Number(d), 0);
const key = (type: BetType, selection: string) => `${type}|${selection}`;

/** Every winning (bet type, selection) of a result with its number of hits (lô counts each prize it appears on). */
export function hitsOf(result: LotteryResult): Map<string, number> {
  const hits = new Map<string, number>();
  const add = (type: BetType, selection: string) => hits.set(key(type, selection), (hits.get(key(type, selection)) ?? 0) + 1);
  if (result.kind === 'fast') {
    const d = result.digits;
    const n = d.length;
    [...d].forEach((digit, position) => add('position', `${position}:${digit}`));
    const sum = sumOf(d);
    add('bigSmall', sum * 2 > 9 * n ? 'big' : 'small');
    add('oddEven', sum % 2 === 1 ? 'odd' : 'even');
    add('sum', String(sum));
    add('2D', d.slice(-2));
    add('3D', d.slice(-3));
    return hits;
  }
  const numbers = result.prizes.flatMap((p) => p.numbers);
  const special = result.prizes[0].numbers[0];
  for (const n of numbers) add('lo2', n.slice(-2));
  for (const n of numbers) if (n.length >= 3) add('lo3', n.slice(-3));
  add('de', special.slice(-2));
  add('de3', special.slice(-3));
  for (const n of numbers) if (n.length >= 3) add('bao3', n.slice(-3));
  // Xiên 2, 3, 4: every set of distinct lô numbers that all appeared (one hit each, however often they did).
  const distinct = [...new Set(numbers.map((n) => n.slice(-2)))].sort();
  const pick = (size: number, from: number, chosen: string[]) => {
    if (chosen.length === size) {
      add(`xien${size}` as BetType, chosen.join(','));
      return;
    }
    for (let i = from; i <= distinct.length - (size - chosen.length); i += 1) pick(size, i + 1, [...chosen, distinct[i]]);
  };
  for (const size of [2, 3, 4]) pick(size, 0, []);
  return hits;
}

/** The hits of one (bet type, selection) on a result, without building the whole table. */
export function hitsFor(result: LotteryResult, type: string, selection: string): number {
  if (result.kind === 'vn' && type in XIEN_SIZE) {
    const lo = new Set(result.prizes.flatMap((p) => p.numbers.map((n) => n.slice(-2))));
    return selection.split(',').every((n) => lo.has(n)) ? 1 : 0;
  }
  return hitsOf(result).get(`${type}|${selection}`) ?? 0;
}

/** The hits table as rows (what the settlement SQL joins the tickets with). */
export function winningRows(result: LotteryResult): { betType: string; selection: string; hits: number; per: number }[] {
  const shape: DrawShape = result.kind === 'fast' ? { kind: 'fast', digits: result.digits.length as 3 | 5 } : { kind: 'vn', region: result.region };
  return [...hitsOf(result)].map(([k, hits]) => {
    const at = k.indexOf('|');
    const betType = k.slice(0, at);
    return { betType, selection: k.slice(at + 1), hits, per: oddsDivisor(shape, betType) };
  });
}

export function betTypesOf(shape: DrawShape): readonly BetType[] {
  return shape.kind === 'fast' ? FAST_BET_TYPES : VN_BET_TYPES;
}

/** Whether `selection` is a valid pick for `type` in a game of this shape. */
export function validSelection(shape: DrawShape, type: string, selection: string): boolean {
  if (!betTypesOf(shape).includes(type as BetType)) return false;
  const n = shape.kind === 'fast' ? shape.digits : 0;
  switch (type as BetType) {
    case 'position': {
      const m = /^([0-9]):([0-9])$/.exec(selection);
      return m !== null && Number(m[1]) < n;
    }
    case 'bigSmall':
      return selection === 'big' || selection === 'small';
    case 'oddEven':
      return selection === 'odd' || selection === 'even';
    case 'sum':
      return /^(0|[1-9][0-9]?)$/.test(selection) && Number(selection) <= 9 * n;
    case '2D':
    case 'lo2':
    case 'de':
      return /^[0-9]{2}$/.test(selection);
    case '3D':
    case 'lo3':
    case 'de3':
    case 'bao3':
      return /^[0-9]{3}$/.test(selection);
    case 'xien2':
    case 'xien3':
    case 'xien4': {
      // n distinct two-digit numbers in ascending order, comma-separated ("07,45,81")
      const parts = selection.split(',');
      return parts.length === XIEN_SIZE[type] && parts.every((x, i) => /^[0-9]{2}$/.test(x) && (i === 0 || parts[i - 1] < x));
    }
  }
}

/** How many n-digit strings have each digit sum (index = sum). */
export function sumCounts(n: number): number[] {
  let counts = [1];
  for (let i = 0; i < n; i += 1) {
    const next = new Array<number>(counts.length + 9).fill(0);
    counts.forEach((c, s) => {
      for (let d = 0; d <= 9; d += 1) next[s + d] += c;
    });
    counts = next;
  }
  return counts;
}

export interface BetTypeTerms {
  type: string;
  oddsX100?: number;
  rtpBps?: number;
}

/** The odds (hundredths, stake included) a line is accepted at; null when the brand does not offer the type. */
export function oddsFor(shape: DrawShape, terms: readonly BetTypeTerms[], type: string, selection: string): number | null {
  const t = terms.find((x) => x.type === type);
  if (!t || !validSelection(shape, type, selection)) return null;
  if (type === 'sum') {
    if (shape.kind !== 'fast' || !t.rtpBps) return null;
    const count = sumCounts(shape.digits)[Number(selection)];
    return Math.floor((t.rtpBps * 10 ** shape.digits) / (count * 100));
  }
  return t.oddsX100 ?? null;
}

/** What a line pays for a result: amount × odds × hits / (100 × the type's divisor), floored to a minor unit (the SQL settlement computes the same). */
export function payoutOf(result: LotteryResult, line: { betType: string; selection: string; amount: number; oddsX100: number }): number {
  const hits = hitsFor(result, line.betType, line.selection);
  const per = line.betType === 'bao3' && result.kind === 'vn' ? baoPrizes(result.region) : 1;
  return Number((BigInt(line.amount) * BigInt(line.oddsX100) * BigInt(hits)) / (100n * BigInt(per)));
}
