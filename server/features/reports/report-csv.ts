// The reports as CSV (RFC 4180: comma, CRLF, quotes doubled), for spreadsheets: money in major units
// with 2 decimals (more only for a currency with more minor digits) and no symbol or grouping, so a
// spreadsheet reads them as numbers. Text cells (category and vendor names come from tenant files and
// vendors' lists) are made formula-safe: one starting with = + - @, a tab or a carriage return gets a
// leading apostrophe, as OWASP advises.
// Money and counts are written by this module as plain decimals, never text from outside, so a
// negative amount stays a number ("-12.50" is not a formula).
import type { BreakdownReportValue, DailyReportValue, GameFigures, ReportFigures } from '../../../schemas/generated/reports.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as a spreadsheet will never run it. */
export function safeText(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Integer minor units → major units, exactly (no floating point), with 2 decimals as everywhere in the
 * portal, or more when the currency has more minor digits (nothing is rounded away).
 */
export function majorUnits(minor: number, minorUnits: number): string {
  const negative = minor < 0;
  const digits = Math.abs(minor)
    .toString()
    .padStart(minorUnits + 1, '0');
  const whole = digits.slice(0, digits.length - minorUnits);
  const fraction = digits.slice(digits.length - minorUnits).padEnd(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

const lines = (rows: string[][]) => rows.map((r) => r.join(',')).join('\r\n') + '\r\n';

const DAILY_COLUMNS = [
  'deposits',
  'withdrawals',
  'stakes',
  'wins',
  'ggr',
  'jackpotContributions',
  'jackpotHits',
  'bets',
  'activePlayers',
  'registrations',
] as const satisfies ReadonlyArray<keyof ReportFigures>;
const MONEY: ReadonlySet<string> = new Set(['deposits', 'withdrawals', 'stakes', 'wins', 'ggr', 'jackpotContributions', 'jackpotHits']);
const GAME_COLUMNS = ['stakes', 'wins', 'ggr', 'jackpotHits', 'bets', 'activePlayers'] as const satisfies ReadonlyArray<keyof GameFigures>;

const cell = (name: string, value: number, minorUnits: number) => (MONEY.has(name) ? majorUnits(value, minorUnits) : String(value));

/** day, the figures…; the last line is the range's totals ("total"). */
export function dailyCsv(report: DailyReportValue): string {
  const { minorUnits } = report.scope;
  const row = (label: string, f: ReportFigures) => [safeText(label), ...DAILY_COLUMNS.map((c) => cell(c, f[c], minorUnits))];
  return lines([['day', ...DAILY_COLUMNS], ...report.days.map((d) => row(d.day, d.figures)), row('total', report.totals)]);
}

/** kind (category / vendor / total), key, the game figures. */
export function breakdownCsv(report: BreakdownReportValue): string {
  const { minorUnits } = report.scope;
  const row = (kind: string, key: string, f: GameFigures) => [kind, safeText(key), ...GAME_COLUMNS.map((c) => cell(c, f[c], minorUnits))];
  return lines([
    ['kind', 'key', ...GAME_COLUMNS],
    ...report.categories.map((r) => row('category', r.key, r.figures)),
    ...report.vendors.map((r) => row('vendor', r.key, r.figures)),
    row('total', '', report.totals),
  ]);
}
