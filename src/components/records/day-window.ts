// The day window of the records pages (account, betting, profit/loss): presets move it back or
// forward by 7 or 30 days, never past today (spec §9 "date presets next/previous 7 and 30 days").
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';

export const DAY_FORMAT = 'YYYY-MM-DD';

export interface DayWindow {
  from: string;
  to: string;
}

/** The `days`-long window ending on `end` (inclusive). */
export function windowOf(days: number, end: dayjs.Dayjs): DayWindow {
  return { from: end.subtract(days - 1, 'day').format(DAY_FORMAT), to: end.format(DAY_FORMAT) };
}

/** The window `days` long, moved by `days` in `direction` from the current one's end, clamped to today. */
export function shiftWindow(current: DayWindow, days: number, direction: -1 | 1, today = dayjs()): DayWindow {
  const end = dayjs(current.to).add(direction * days, 'day');
  return windowOf(days, end.isAfter(today, 'day') ? today : end);
}

export function useDayWindow(onChange?: () => void): { range: DayWindow; shift: (days: number, direction: -1 | 1) => void } {
  const [range, setRange] = useState(() => windowOf(7, dayjs()));
  const shift = useCallback(
    (days: number, direction: -1 | 1) => {
      setRange((current) => shiftWindow(current, days, direction));
      onChange?.();
    },
    [onChange],
  );
  return { range, shift };
}
