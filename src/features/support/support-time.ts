// A post's time as the brand's clock shows it (yyyy-mm-dd hh:mm, or hh:mm for today in the chat).
import { zonedParts } from '../../lib/format/zoned-time.ts';
export function formatPostTime(iso: string, timeZone: string | undefined, short = false): string {
  const p = zonedParts(iso, timeZone);
  if (!p) return '';
  return short ? `${p.hour}:${p.minute}` : `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}
