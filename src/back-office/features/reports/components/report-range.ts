// The reports page's day ranges: today in the brand's time zone, the presets (last 7 days, last 30
// days, this month) and the check the form makes before asking (the server checks the same rules).
export type RangePreset = 'last7' | 'last30' | 'thisMonth';
export const RANGE_PRESETS: readonly RangePreset[] = ['last7', 'last30', 'thisMonth'];
export const MAX_RANGE_DAYS = 366;

export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a calendar day, or null when the text is not one. */
export function dayMs(text: string): number | null {
  const m = DAY.exec(text);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === text ? ms : null;
}

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today's date (YYYY-MM-DD) in a time zone (UTC when the zone is unknown). */
export function todayIn(timeZone: string, now = Date.now()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return dayText(now);
  }
}

export function presetRange(preset: RangePreset, today: string): DayRange {
  const end = dayMs(today) ?? dayMs(dayText(Date.now()))!;
  if (preset === 'thisMonth') return { from: `${today.slice(0, 7)}-01`, to: today };
  const days = preset === 'last7' ? 7 : 30;
  return { from: dayText(end - (days - 1) * DAY_MS), to: dayText(end) };
}

/** Why a range cannot be asked for ('order', 'length', 'date'), or null when it can. */
export function rangeProblem({ from, to }: DayRange): 'date' | 'order' | 'length' | null {
  const a = dayMs(from);
  const b = dayMs(to);
  if (a === null || b === null) return 'date';
  if (a > b) return 'order';
  return (b - a) / DAY_MS + 1 > MAX_RANGE_DAYS ? 'length' : null;
}
