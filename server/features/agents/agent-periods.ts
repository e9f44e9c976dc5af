// The periods of agent figures and contracts (spec §3 period types D, W, H = semi-monthly, M; §4 real-time
// salary every 5 minutes; hourly salary every hour), as pure functions of an instant and the brand's time
// zone. Day, week, half-month and month follow the brand's local calendar; hours and 5-minute slots are UTC
// (every brand's zone is a whole number of hours from UTC, so its local hours are the same instants).
import { localDay, startOfLocalDay } from '../../jobs/period-job.ts';
import type { ContractPeriod } from './agents.table.ts';

export const SLOT_MS = 5 * 60_000;
const HOUR_MS = 60 * 60_000;

export interface PeriodBounds {
  key: string;
  start: Date;
  end: Date;
}

/** The 5-minute slot `at` falls in (figures are kept per slot). */
export const slotOf = (at: Date): Date => new Date(Math.floor(at.getTime() / SLOT_MS) * SLOT_MS);

const addDays = (day: string, n: number): string => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};

/** The period of type `period` that contains `at`. */
export function periodAt(period: ContractPeriod, at: Date, timeZone: string): PeriodBounds {
  if (period === 'M5' || period === 'HOUR') {
    const size = period === 'M5' ? SLOT_MS : HOUR_MS;
    const start = new Date(Math.floor(at.getTime() / size) * size);
    return { key: `${period}:${start.toISOString()}`, start, end: new Date(start.getTime() + size) };
  }
  const day = localDay(at, timeZone);
  const [y, m, d] = day.split('-').map(Number);
  let first: string;
  let next: string;
  if (period === 'D') {
    first = day;
    next = addDays(day, 1);
  } else if (period === 'W') {
    // Monday to Sunday.
    const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
    first = addDays(day, -weekday);
    next = addDays(first, 7);
  } else if (period === 'H') {
    const month = day.slice(0, 8);
    first = d <= 15 ? `${month}01` : `${month}16`;
    next = d <= 15 ? `${month}16` : new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  } else {
    first = `${day.slice(0, 8)}01`;
    next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  }
  return { key: `${period}:${first}`, start: startOfLocalDay(first, timeZone), end: startOfLocalDay(next, timeZone) };
}

/** The bounds of a period by its key (`<period>:<start>`); null for a key that is not one. */
export function periodOfKey(key: string, timeZone: string): PeriodBounds | null {
  const [period, start] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  if (!['D', 'W', 'H', 'M', 'HOUR', 'M5'].includes(period)) return null;
  const at = period === 'M5' || period === 'HOUR' ? new Date(start) : startOfLocalDay(start, timeZone);
  if (Number.isNaN(at.getTime())) return null;
  const found = periodAt(period as ContractPeriod, at, timeZone);
  return found.key === key ? found : null;
}

/** How many ended periods a job looks back over (catch-up after downtime), per period type. */
export const CATCH_UP: Readonly<Record<ContractPeriod, number>> = { M5: 36, HOUR: 24, D: 7, W: 4, H: 4, M: 3 };

/** The ended periods of type `period` before `now`, the most recent `window`, oldest first. */
export function endedPeriods(period: ContractPeriod, now: Date, timeZone: string, window = CATCH_UP[period]): PeriodBounds[] {
  const out: PeriodBounds[] = [];
  let current = periodAt(period, now, timeZone);
  for (let i = 0; i < window; i += 1) {
    current = periodAt(period, new Date(current.start.getTime() - 1), timeZone);
    out.unshift(current);
  }
  return out;
}

/** The period after the one containing `at`: where a contract accepted (or terminated) at `at` starts (or ends). */
export const nextPeriodStart = (period: ContractPeriod, at: Date, timeZone: string): Date => periodAt(period, at, timeZone).end;

export type RangeName = 'today' | 'yesterday' | 'week' | 'month' | 'custom';

/** The team overview's ranges: [from, to) instants; a custom range is whole local days, both ends included. */
export function rangeOf(name: RangeName, now: Date, timeZone: string, custom?: { from: string; to: string }): { from: Date; to: Date } {
  if (name === 'custom' && custom) return { from: startOfLocalDay(custom.from, timeZone), to: startOfLocalDay(addDays(custom.to, 1), timeZone) };
  if (name === 'yesterday') {
    const today = periodAt('D', now, timeZone);
    return { from: periodAt('D', new Date(today.start.getTime() - 1), timeZone).start, to: today.start };
  }
  const bounds = periodAt(name === 'week' ? 'W' : name === 'month' ? 'M' : 'D', now, timeZone);
  return { from: bounds.start, to: bounds.end };
}

/** The brand-local periods the team rollup (agent_team_periods) keeps figures for. */
export const ROLLUP_PERIODS = ['D', 'W', 'M'] as const;

export interface RollupKeys {
  /** The day rows whose amounts make up the range. */
  days: string[];
  /** The row whose active_members is the range's (a day, week or month); null for a custom range of several days. */
  active: string | null;
}

const daysOf = (first: string, last: string): string[] => {
  const keys: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) keys.push(`D:${day}`);
  return keys;
};

/** The team rollup rows (agent_team_periods keys) that make up an overview range. */
export function rollupKeysOf(name: RangeName, now: Date, timeZone: string, custom?: { from: string; to: string }): RollupKeys {
  if (name === 'custom' && custom) {
    const days = daysOf(custom.from, custom.to);
    return { days, active: days.length === 1 ? days[0] : null };
  }
  if (name === 'today' || name === 'yesterday') {
    const today = periodAt('D', now, timeZone);
    const key = name === 'today' ? today.key : periodAt('D', new Date(today.start.getTime() - 1), timeZone).key;
    return { days: [key], active: key };
  }
  const period = periodAt(name === 'week' ? 'W' : 'M', now, timeZone);
  const first = period.key.slice(2);
  const last = localDay(new Date(period.end.getTime() - 1), timeZone);
  return { days: daysOf(first, last), active: period.key };
}
