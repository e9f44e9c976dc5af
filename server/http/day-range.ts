// The day range of the records pages (account, betting, profit/loss): `from`/`to` as YYYY-MM-DD (UTC
// days, both included), default the last 7 days, at most 31 days (the pages' presets are 7 and 30).
import { AppError } from './app-error.ts';

const DAY_MS = 86_400_000;
export const MAX_RANGE_DAYS = 31;

export const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** [from, to) as instants, and the days as given back to the client. 400 for a reversed or too long range. */
export function dayRange(query: { from?: string; to?: string }, now: number): { from: Date; toExclusive: Date; fromDay: string; toDay: string } {
  const to = query.to ? new Date(`${query.to}T00:00:00Z`) : new Date(`${dayOf(new Date(now))}T00:00:00Z`);
  const from = query.from ? new Date(`${query.from}T00:00:00Z`) : new Date(to.getTime() - 6 * DAY_MS);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from > to) throw new AppError(400, 'dateRangeInvalid');
  if ((to.getTime() - from.getTime()) / DAY_MS + 1 > MAX_RANGE_DAYS) throw new AppError(400, 'dateRangeTooLong', { params: { days: MAX_RANGE_DAYS } });
  return { from, toExclusive: new Date(to.getTime() + DAY_MS), fromDay: dayOf(from), toDay: dayOf(to) };
}
