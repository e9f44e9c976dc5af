// Amounts in the back office's forms: staff type the currency's major units ("12.50"), the API keeps integer minor
// units (1250). Empty text is "not set"; anything that is not a plain non-negative number is NaN (the form says so).
export function toMinor(text: string, minorUnits: number): number | undefined {
  const s = text.trim();
  if (s === '') return undefined;
  if (!/^\d+(\.\d+)?$/.test(s)) return Number.NaN;
  const [whole, fraction = ''] = s.split('.');
  if (fraction.length > minorUnits) return Number.NaN;
  return Number(whole) * 10 ** minorUnits + Number(fraction.padEnd(minorUnits, '0') || '0');
}

export function fromMinor(minor: number | undefined, minorUnits: number): string {
  if (minor === undefined) return '';
  if (minorUnits === 0) return String(minor);
  const whole = Math.floor(minor / 10 ** minorUnits);
  const fraction = String(minor % 10 ** minorUnits).padStart(minorUnits, '0');
  return `${whole}.${fraction}`;
}

/** A whole number typed in a form: undefined when empty, NaN when not a non-negative integer. */
export function toCount(text: string): number | undefined {
  const s = text.trim();
  if (s === '') return undefined;
  return /^\d+$/.test(s) ? Number(s) : Number.NaN;
}
