import dayjs from 'dayjs';

export const CLOCK_FORMAT = 'YYYY/MM/DD HH:mm:ss';
export const DATE_TIME_FORMAT = 'YYYY/MM/DD HH:mm';

export function formatClock(ms: number): string {
  return dayjs(ms).format(CLOCK_FORMAT);
}

/** An ISO date-time for display, or '' when it does not parse. */
export function formatDateTime(iso: string | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format(DATE_TIME_FORMAT) : '';
}
