// Which dialling code the picker starts from (spec §2): the given one, else the visitor's current
// country, else the brand's default, else the first of the brand's list. The visitor's country comes
// from the server when it knows it (a trusted country header), else from the browser's locales.
export interface DialingCountry {
  countryCode: string;
  countryDialingCode: string;
}

export interface DefaultDialingInput {
  countries: readonly DialingCountry[];
  /** A code the form already holds (remembered number, member profile). */
  given?: string | null;
  /** ISO country of the visitor, when the server knows it. */
  visitorCountry?: string | null;
  /** navigator.languages, e.g. ['vi-VN', 'en-US']: their regions hint at the visitor's country. */
  browserLocales?: readonly string[];
  brandDefault?: string | null;
}

function regionOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).region?.toUpperCase();
  } catch {
    return undefined;
  }
}

export function defaultDialingCode(input: DefaultDialingInput): string {
  const { countries } = input;
  const listed = (code: string | null | undefined) => !!code && (countries.length === 0 || countries.some((c) => c.countryDialingCode === code));
  if (listed(input.given)) return input.given!;
  const regions = [input.visitorCountry, ...(input.browserLocales ?? []).map(regionOf)].filter((r): r is string => !!r).map((r) => r.toUpperCase());
  for (const region of regions) {
    const match = countries.find((c) => c.countryCode === region);
    if (match) return match.countryDialingCode;
  }
  if (listed(input.brandDefault)) return input.brandDefault!;
  return countries[0]?.countryDialingCode ?? input.brandDefault ?? '';
}
