// The header clock's YYYY/MM/DD HH:mm:ss in the visitor's local time, by hand: the clock is on every
// page's first paint, and dayjs (3 KB gzip) would be in the first load for this one format.
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatClock(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getFullYear(), 4)}/${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** What the clock holds, hidden, before it knows the time (server render, first client render): with tabular figures, exactly a time's width. */
export const CLOCK_PLACEHOLDER = '0000/00/00 00:00:00';
