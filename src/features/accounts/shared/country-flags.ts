// Flag pictures for the dialling-code picker (spec §2 "shows flag images"): the MIT flag-icons set
// (4:3 SVG), one file per ISO country, emitted as separate assets (never inlined) so a visitor only
// downloads the flags a brand's list shows. This module is imported by the picker alone, which loads
// with the forms that need it, never with the first page.
const FLAG_URLS = import.meta.glob<string>('/node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

const byCode = new Map<string, string>(
  Object.entries(FLAG_URLS).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length).toUpperCase(), url]),
);

/** The flag of an ISO 3166-1 alpha-2 country code, or undefined when the set has none. */
export function flagUrl(countryCode: string): string | undefined {
  return byCode.get(countryCode.toUpperCase());
}
