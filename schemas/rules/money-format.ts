// One formatter for money and numbers (ARCHITECTURE §4), shared by the browser and server messages: the currency's
// own decimals (2 for cents, none for a currency without minor units such as VND; never more than 2), thousands
// commas, tenant symbol.
// Amounts travel as integer minor units; display rounds half away from zero on the minor unit.
export const DEFAULT_CURRENCY_SYMBOL = 'P';

export interface CurrencyDisplay {
  symbol?: string;
  /** Minor units per major unit as a power of ten (2 = cents). */
  minorUnits?: number;
}

/** 1234567.891 → "1,234,567.89" (fixed decimals, comma grouping, '.' decimal point). */
export function formatNumber(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return (0).toFixed(decimals);
  const negative = value < 0;
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = fraction !== undefined ? `${grouped}.${fraction}` : grouped;
  return negative && Number(fixed) !== 0 ? `-${body}` : body;
}

/** Decimals shown for a currency: its minor units, at most 2 (₫ 0, $ 2, KD 3 → 2). */
export const shownDecimals = (currency: CurrencyDisplay = {}): number => Math.min(2, Math.max(0, currency.minorUnits ?? 2));

/** A major-unit amount with the tenant's symbol: 1234.5 → "P1,234.50", -3 → "-P3.00"; ₫ (no minor units) 2500 → "₫2,500". */
export function formatMoney(amount: number, currency: CurrencyDisplay = {}): string {
  const symbol = currency.symbol || DEFAULT_CURRENCY_SYMBOL;
  const body = formatNumber(amount, shownDecimals(currency));
  return body.startsWith('-') ? `-${symbol}${body.slice(1)}` : `${symbol}${body}`;
}

/** An integer minor-unit amount (as stored): 123456n with 2 minor units → "P1,234.56", 2500 with 0 → "₫2,500". Exact for bigint. */
export function formatMinorUnits(minor: number | bigint, currency: CurrencyDisplay = {}): string {
  const symbol = currency.symbol || DEFAULT_CURRENCY_SYMBOL;
  const units = currency.minorUnits ?? 2;
  const big = typeof minor === 'bigint' ? minor : BigInt(Math.round(Number.isFinite(minor) ? minor : 0));
  const negative = big < 0n;
  const abs = negative ? -big : big;
  const scale = 10n ** BigInt(units);
  let whole = abs / scale;
  let rest = abs % scale;
  // Show exactly two decimals: round half up when the currency has more minor digits.
  let cents: bigint;
  if (units >= 2) {
    const divisor = 10n ** BigInt(units - 2);
    cents = rest / divisor;
    if ((rest % divisor) * 2n >= divisor && divisor > 1n) cents += 1n;
    if (cents === 100n) {
      whole += 1n;
      cents = 0n;
    }
  } else {
    rest *= 10n ** BigInt(2 - units);
    cents = rest;
  }
  const grouped = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // A currency without minor units shows none (VND: "₫2,500", not "₫2,500.00"); one with one shows one.
  const decimals = shownDecimals(currency);
  const fraction = decimals === 0 ? '' : `.${cents.toString().padStart(2, '0').slice(0, decimals)}`;
  const body = `${symbol}${grouped}${fraction}`;
  return negative && (whole > 0n || cents > 0n) ? `-${body}` : body;
}

/**
 * What a player typed as an amount in major units ("1,250.5", "300") → integer minor units, or null
 * when it is not a positive amount with at most `minorUnits` decimals.
 */
export function parseAmount(text: string, minorUnits = 2): number | null {
  const clean = text.trim().replace(/,/g, '');
  const match = /^(\d{1,13})(?:\.(\d*))?$/.exec(clean);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > minorUnits) return null;
  const minor = Number(match[1]) * 10 ** minorUnits + Number((fraction + '0'.repeat(minorUnits)).slice(0, minorUnits) || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}
