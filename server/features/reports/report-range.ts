// The day range of a report: `from` and `to` as calendar days (YYYY-MM-DD, both included) of the
// brand's time zone. The schema checks the shape; this checks the calendar (no 2026-02-30), the order
// and the length (at most 366 days: a leap year), each refusal a translated 400.
import { AppError } from '../../http/app-error.ts';

export const MAX_REPORT_DAYS = 366;
const DAY_MS = 86_400_000;

/** Midnight UTC of a real calendar day, or null (2026-02-30, 2026-13-01, …). */
function calendarDay(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date.getTime() : null;
}

export const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every day of the range in order. Throws 400 dateRangeInvalid / dateRangeTooLong. */
export function reportDays(from: string, to: string): string[] {
  const start = calendarDay(from);
  const end = calendarDay(to);
  if (start === null || end === null || start > end) throw new AppError(400, 'dateRangeInvalid');
  const count = (end - start) / DAY_MS + 1;
  if (count > MAX_REPORT_DAYS) throw new AppError(400, 'dateRangeTooLong', { params: { days: MAX_REPORT_DAYS } });
  return Array.from({ length: count }, (_, i) => dayText(start + i * DAY_MS));
}

/** The last `days` days of a time zone, today included (the reports' default range). */
export function lastDays(timeZone: string, days: number, now = Date.now()): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const end = Date.parse(`${today}T00:00:00Z`);
  return { from: dayText(end - (days - 1) * DAY_MS), to: today };
}

/**
 * The zone a brand's days are cut in: its settings.timeZone as this runtime names it (an alias such as
 * US/Pacific-New becomes America/Los_Angeles: the database may not know old aliases), else UTC.
 */
export function reportTimeZone(configured: string | undefined): string {
  if (!configured) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: configured }).resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
