// When each lottery game draws, pure. Fast games draw every intervalSeconds from local midnight (draw k of
// day D is at midnight + k × interval, numero D + k padded to 4: 20261127-0042 → "202611270042"); VN games
// draw once at drawTime on the days in drawDayOfWeek (Sunday 1 … Saturday 7), numero the date. A draw
// opens for bets when the one before it is drawn and locks lockSeconds before its own time.
import type { LotteryGame } from '../../../../schemas/generated/tenant.ts';
import { localDay, startOfLocalDay } from '../../../jobs/period-job.ts';
import type { DrawShape } from './lottery-engine.ts';

export interface DrawSlot {
  numero: string;
  drawAt: Date;
  lockAt: Date;
  /** When the draw before it was drawn: bets open. */
  opensAt: Date;
}

const DAY_S = 86_400;

export function shapeOf(game: LotteryGame): DrawShape {
  return game.kind === 'fast' ? { kind: 'fast', digits: game.digits ?? 3 } : { kind: 'vn', region: game.region ?? 'north' };
}

const addDays = (day: string, n: number) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};
/** Sunday 1 … Saturday 7 of a YYYY-MM-DD day. */
export const dayOfWeek = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 1;
};
const compact = (day: string) => day.replaceAll('-', '');

function interval(game: LotteryGame): number {
  const s = game.intervalSeconds ?? 60;
  if (DAY_S % s !== 0) throw new RangeError(`${game.gameCode}: intervalSeconds ${s} must divide a day`);
  return s;
}

/** Draw k (1-based) of local day `day` of a fast game, without its opening. */
function fastDraw(game: LotteryGame, timeZone: string, day: string, k: number): { numero: string; drawAt: Date } {
  const s = interval(game);
  const perDay = DAY_S / s;
  if (k < 1) return fastDraw(game, timeZone, addDays(day, -1), perDay + k);
  if (k > perDay) return fastDraw(game, timeZone, addDays(day, 1), k - perDay);
  return { numero: `${compact(day)}${String(k).padStart(4, '0')}`, drawAt: new Date(startOfLocalDay(day, timeZone).getTime() + k * s * 1000) };
}

function vnDrawOn(game: LotteryGame, timeZone: string, day: string): Date {
  const [h, m] = (game.drawTime ?? '18:15').split(':').map(Number);
  return new Date(startOfLocalDay(day, timeZone).getTime() + (h * 60 + m) * 60_000);
}

const drawsOn = (game: LotteryGame, day: string) => (game.drawDayOfWeek ?? [1, 2, 3, 4, 5, 6, 7]).includes(dayOfWeek(day));

/** The draws of a game around `at`: the `before` most recent ones drawn at or before `at` (oldest first) and the `after` next ones. */
export function drawsAround(game: LotteryGame, timeZone: string, at: Date, before: number, after: number): DrawSlot[] {
  const lock = game.lockSeconds * 1000;
  const raw: { numero: string; drawAt: Date }[] = [];
  if (game.kind === 'fast') {
    const day = localDay(at, timeZone);
    const s = interval(game);
    let k = Math.floor((at.getTime() - startOfLocalDay(day, timeZone).getTime()) / (s * 1000)) + 1; // first draw after `at`
    // Around a DST change the day is not 24 h: settle on the first draw strictly after `at`.
    while (fastDraw(game, timeZone, day, k).drawAt <= at) k += 1;
    while (fastDraw(game, timeZone, day, k - 1).drawAt > at) k -= 1;
    for (let i = k - before - 1; i < k + after; i += 1) raw.push(fastDraw(game, timeZone, day, i));
  } else {
    const today = localDay(at, timeZone);
    const past: { numero: string; drawAt: Date }[] = [];
    for (let back = 0; past.length < before + 1 && back < 8 * (before + 1); back += 1) {
      const day = addDays(today, -back);
      const drawAt = vnDrawOn(game, timeZone, day);
      if (drawsOn(game, day) && drawAt <= at) past.unshift({ numero: compact(day), drawAt });
    }
    const next: { numero: string; drawAt: Date }[] = [];
    for (let ahead = 0; next.length < after && ahead < 8 * after; ahead += 1) {
      const day = addDays(today, ahead);
      const drawAt = vnDrawOn(game, timeZone, day);
      if (drawsOn(game, day) && drawAt > at) next.push({ numero: compact(day), drawAt });
    }
    raw.push(...past, ...next);
  }
  // Each slot opens when the one before it is drawn; the first one listed needs the one before it.
  const slots: DrawSlot[] = [];
  for (let i = 1; i < raw.length; i += 1) {
    slots.push({ numero: raw[i].numero, drawAt: raw[i].drawAt, lockAt: new Date(raw[i].drawAt.getTime() - lock), opensAt: raw[i - 1].drawAt });
  }
  return slots;
}

/** The draw now taking bets or about to draw: the first one after `at`. */
export function nextDraw(game: LotteryGame, timeZone: string, at: Date): DrawSlot {
  return drawsAround(game, timeZone, at, 0, 1)[0];
}

/** The draw of a game with this numero, if the game draws then (checked by recomputing it around its time). */
export function drawByNumero(game: LotteryGame, timeZone: string, numero: string): DrawSlot | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{4})?$/.exec(numero);
  if (!m || (game.kind === 'fast') !== (m[4] !== undefined)) return undefined;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  if (Number.isNaN(Date.parse(day)) || addDays(day, 0) !== day) return undefined;
  let at: Date;
  if (game.kind === 'fast') {
    const k = Number(m[4]);
    if (k < 1 || k > DAY_S / interval(game)) return undefined;
    at = fastDraw(game, timeZone, day, k).drawAt;
  } else {
    if (!drawsOn(game, day)) return undefined;
    at = vnDrawOn(game, timeZone, day);
  }
  const slot = drawsAround(game, timeZone, new Date(at.getTime() - 1), 0, 1)[0];
  return slot?.numero === numero ? slot : undefined;
}
