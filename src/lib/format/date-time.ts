import dayjs from 'dayjs';

export const DATE_TIME_FORMAT = 'YYYY/MM/DD HH:mm';

/** An ISO date-time for display, or '' when it does not parse. */
export function formatDateTime(iso: string | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format(DATE_TIME_FORMAT) : '';
}
