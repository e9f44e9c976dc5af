// The exclusion periods and when each ends. Months and years are calendar ones (UTC), as a player reads
// "6 months"; `permanent` has no end.
import type { ExclusionPeriod } from '../../../schemas/generated/exclusion.ts';

export const TIME_OUT_PERIODS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;

const DAY_MS = 24 * 60 * 60_000;

/** The end of `period` started at `from`; null for permanent. */
export function periodEnd(period: ExclusionPeriod, from: Date): Date | null {
  const end = new Date(from);
  switch (period) {
    case '24h':
      return new Date(from.getTime() + DAY_MS);
    case '7d':
      return new Date(from.getTime() + 7 * DAY_MS);
    case '30d':
      return new Date(from.getTime() + 30 * DAY_MS);
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end;
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end;
    case 'permanent':
      return null;
  }
}

/** Later of two "in force until" moments, null meaning "until further notice". */
export function laterUntil(a: Date | null, b: Date | null): Date | null {
  if (a === null || b === null) return null;
  return a.getTime() >= b.getTime() ? a : b;
}
