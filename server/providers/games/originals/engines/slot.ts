// "Fortune Reels": 5 reels x 3 rows, 10 fixed lines paying left to right. Reel stops come from the
// fair stream, one per reel, so a revealed seed replays the exact grid.
import type { RandomSource } from './fair-random.ts';

export type SlotSymbol = 'SEVEN' | 'BAR' | 'BELL' | 'CHERRY' | 'LEMON' | 'ORANGE' | 'PLUM' | 'WILD' | 'JACKPOT';
export type SlotStrips = ReadonlyArray<ReadonlyArray<SlotSymbol>>;

export const SLOT_ROWS = 3;
export const SLOT_LINES = 10;

/** Row index (0 top .. 2 bottom) on each reel; line numbers in results are indexes into this list. */
export const SLOT_PAYLINES: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/** Multipliers of the bet per line for 3, 4 and 5 of a kind. JACKPOT pays from the portal's pool only. */
export const SLOT_PAYTABLE: Readonly<Record<SlotSymbol, readonly [number, number, number]>> = {
  WILD: [50, 250, 2500],
  SEVEN: [30, 150, 1000],
  BAR: [25, 100, 400],
  BELL: [20, 60, 250],
  PLUM: [12, 40, 150],
  ORANGE: [10, 30, 120],
  LEMON: [6, 25, 100],
  CHERRY: [5, 20, 75],
  JACKPOT: [0, 0, 0],
};

// Symbol counts per strip (32 stops each). Three JACKPOTs per reel put all five on the middle row with
// probability (3/32)^5, about 1 in 138,000 spins.
const OUTER: Readonly<Record<SlotSymbol, number>> = { WILD: 2, SEVEN: 2, BAR: 3, BELL: 3, PLUM: 4, ORANGE: 4, LEMON: 5, CHERRY: 6, JACKPOT: 3 };
const INNER: Readonly<Record<SlotSymbol, number>> = { ...OUTER, BELL: 4, CHERRY: 5 }; // reels 2 and 4
const REEL_WEIGHTS = [OUTER, INNER, OUTER, INNER, OUTER];

/** Spreads each symbol evenly along the strip so equal symbols do not bunch up on screen. */
function buildStrip(weights: Readonly<Record<SlotSymbol, number>>): SlotSymbol[] {
  const slots: Array<{ at: number; symbol: SlotSymbol }> = [];
  for (const [symbol, count] of Object.entries(weights) as Array<[SlotSymbol, number]>) {
    for (let i = 0; i < count; i += 1) slots.push({ at: (i + 0.5) / count, symbol });
  }
  return slots.sort((a, b) => a.at - b.at).map((s) => s.symbol); // stable sort: ties keep table order
}

export const SLOT_STRIPS: SlotStrips = REEL_WEIGHTS.map(buildStrip);

const MAX_LINE_MULTIPLIER = Math.max(...Object.values(SLOT_PAYTABLE).flat());

export interface SlotLineWin {
  line: number;
  symbol: string;
  count: number;
  payout: number;
}

export interface SlotResult {
  grid: SlotSymbol[][]; // [reel][row]
  lineWins: SlotLineWin[];
  totalPayout: number; // minor units
  jackpotHit: boolean;
}

function pay(symbol: SlotSymbol, count: number): number {
  return count >= 3 ? SLOT_PAYTABLE[symbol][count - 3] : 0;
}

/** Best left-to-right win on one line: a run of wilds alone, or wilds standing in for the first other symbol. */
function lineWin(symbols: readonly SlotSymbol[]): { symbol: SlotSymbol; count: number; multiplier: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'WILD') wilds += 1;
  let best = { symbol: 'WILD' as SlotSymbol, count: wilds, multiplier: pay('WILD', wilds) };
  const lead = symbols[wilds];
  if (lead !== undefined && lead !== 'JACKPOT') {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === lead || symbols[count] === 'WILD')) count += 1;
    const multiplier = pay(lead, count);
    if (multiplier > best.multiplier) best = { symbol: lead, count, multiplier };
  }
  return best.multiplier > 0 ? best : null;
}

/** Pays a visible grid; exported so tests can check hand-made grids and tiny strip sets. */
export function evaluateGrid(grid: readonly (readonly SlotSymbol[])[], betPerLine: number): Omit<SlotResult, 'grid'> {
  const lineWins: SlotLineWin[] = [];
  SLOT_PAYLINES.forEach((rows, line) => {
    const win = lineWin(rows.map((row, reel) => grid[reel][row]));
    if (win) lineWins.push({ line, symbol: win.symbol, count: win.count, payout: win.multiplier * betPerLine });
  });
  return {
    lineWins,
    totalPayout: lineWins.reduce((sum, w) => sum + w.payout, 0),
    jackpotHit: grid.every((column) => column[1] === 'JACKPOT'),
  };
}

export function gridAt(strips: SlotStrips, stops: readonly number[]): SlotSymbol[][] {
  return strips.map((strip, reel) => Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stops[reel] + row) % strip.length]));
}

export function spinSlot(stream: RandomSource, betPerLine: number): SlotResult {
  if (!Number.isSafeInteger(betPerLine) || betPerLine <= 0 || betPerLine * SLOT_LINES * MAX_LINE_MULTIPLIER > Number.MAX_SAFE_INTEGER) {
    throw new RangeError('betPerLine must be a positive integer amount in minor units');
  }
  const grid = gridAt(
    SLOT_STRIPS,
    SLOT_STRIPS.map((strip) => stream.nextInt(strip.length)),
  );
  return { grid, ...evaluateGrid(grid, betPerLine) };
}

/**
 * Exact base-game return for any strip set. A stop is uniform over its strip, so every row of a reel
 * shows each symbol with probability count/length, and reels are independent: every line has the same
 * expected multiplier, which is therefore the RTP (10 lines paid, 10 lines staked). Enumerating symbol
 * tuples weighted by their counts covers all length^5 stop combinations exactly, in 9^5 steps.
 */
export function stripRtp(strips: SlotStrips): number {
  const counts = strips.map((strip) => {
    const bySymbol = new Map<SlotSymbol, number>();
    for (const s of strip) bySymbol.set(s, (bySymbol.get(s) ?? 0) + 1);
    return [...bySymbol];
  });
  let weightedPay = 0; // integer: sum of (stop combinations x line multiplier)
  const line: SlotSymbol[] = [];
  const walk = (reel: number, weight: number): void => {
    if (reel === counts.length) {
      weightedPay += weight * (lineWin(line)?.multiplier ?? 0);
      return;
    }
    for (const [symbol, count] of counts[reel]) {
      line[reel] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1);
  return weightedPay / strips.reduce((n, strip) => n * strip.length, 1);
}

export function slotRtp(): number {
  return stripRtp(SLOT_STRIPS);
}

/** Chance that one spin shows JACKPOT on all five middle-row positions. */
export function slotJackpotProbability(): number {
  return SLOT_STRIPS.reduce((p, strip) => p * (strip.filter((s) => s === 'JACKPOT').length / strip.length), 1);
}
