// A promotion's or a bonus's date as the pages show it, in the house format and the brand's time zone
// (settings.timeZone, else UTC): promotions run on the brand's days, and the server renderer and the
// browser then print the same text whatever zone either machine is in (no hydration mismatch).
import type { Settings } from '../../../schemas/generated/tenant.ts';

type Zone = Settings['timeZone'];

function parts(iso: string, timeZone: Zone, withTime: boolean): Record<string, string> | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: timeZone ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
  });
  return Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
}

/** 2026-12-31T16:30:00Z in Asia/Manila → "2027/01/01"; '' when it does not parse. */
export function formatDate(iso: string, timeZone: Zone): string {
  const p = parts(iso, timeZone, false);
  return p ? `${p.year}/${p.month}/${p.day}` : '';
}

/** The same with the time: "2027/01/01 00:30". */
export function formatDateTime(iso: string, timeZone: Zone): string {
  const p = parts(iso, timeZone, true);
  return p ? `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}` : '';
}
