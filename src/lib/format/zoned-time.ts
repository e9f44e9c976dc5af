// The calendar and clock parts of an instant in a time zone (the brand's, so the server's render and the
// browser's agree whatever the visitor's own zone). Each display picks its own layout from the parts.
export interface ZonedParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The parts of `iso` in `timeZone` (UTC when none), or null when it does not parse. */
export function zonedParts(iso: string, timeZone: string | undefined): ZonedParts | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const p = Object.fromEntries(
    formatFor(timeZone ?? 'UTC')
      .formatToParts(date)
      .map((x) => [x.type, x.value]),
  );
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute };
}
