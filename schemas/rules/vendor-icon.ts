// The vendor-icon image rule of spec §7, shared by the client (and any server code that needs it).
//
// With a non-empty image CDN list:  {imgUrl}/TCG_PROD_IMAGES/{gameType}_LIST_VENDOR/{vassalage}-COLOR.png
//   - the CDN (imgUrl) is chosen at random from the list, once per page load (see createVendorIconResolver);
//   - the tenant's languageRules[lang] apply first: vendorIconAliases swap the icon's vendor code
//     (first matching `match`, a regular expression over the whole code) and categoryAliases swap the
//     folder's game type; language behaviour is data, never `if (lang === 'TY')`;
//   - the BTI vendor has one fixed file, RNG_LIST_VENDOR/BTI-COLOR.png, whatever its game type.
// With an empty list: the built-in generated art /art/vendors/{vassalage}.svg (the vendor's own code:
// the generated art exists for every registry vendor, aliases are about CDN file names).
import type { LanguageRule } from '../generated/tenant.ts';

export type RandomSource = () => number;

export interface VendorIconInput {
  vassalage: string;
  /** The vendor's category (lane game type), e.g. RNG, LIVE. */
  gameType: string;
  /** The current interface language code, e.g. TY, EN. */
  lang: string;
}

export interface VendorIconOptions {
  imageCdns: readonly string[];
  languageRules?: Readonly<Record<string, LanguageRule | undefined>>;
  random?: RandomSource;
}

export const BUILT_IN_VENDOR_ART = '/art/vendors';
const FIXED_FILE_VENDOR = 'BTI';
const FIXED_FILE_FOLDER = 'RNG_LIST_VENDOR';

/** Picks one entry of a non-empty list with the given random source ([0, 1)); undefined for an empty list. */
export function pickCdn(list: readonly string[], random: RandomSource = Math.random): string | undefined {
  const usable = list.map((entry) => entry.trim()).filter((entry) => entry.length > 0);
  if (usable.length === 0) return undefined;
  const r = random();
  const index = Math.min(usable.length - 1, Math.max(0, Math.floor((Number.isFinite(r) ? r : 0) * usable.length)));
  return usable[index].replace(/\/+$/, '');
}

/** The icon vendor code and folder game type after the language's aliases. */
export function applyLanguageAliases(
  input: VendorIconInput,
  languageRules?: Readonly<Record<string, LanguageRule | undefined>>,
): { iconCode: string; gameType: string } {
  const rule = languageRules?.[input.lang];
  let iconCode = input.vassalage;
  for (const alias of rule?.vendorIconAliases ?? []) {
    if (matchesWhole(alias.match, input.vassalage)) {
      iconCode = alias.icon;
      break;
    }
  }
  const gameType = rule?.categoryAliases?.[input.gameType] ?? input.gameType;
  return { iconCode, gameType };
}

/** The URL of a vendor's icon for an already chosen CDN base (undefined = built-in art). */
export function vendorIconUrl(input: VendorIconInput, imgUrl: string | undefined, languageRules?: Readonly<Record<string, LanguageRule | undefined>>): string {
  if (!imgUrl) return `${BUILT_IN_VENDOR_ART}/${encodeURIComponent(input.vassalage)}.svg`;
  const { iconCode, gameType } = applyLanguageAliases(input, languageRules);
  if (iconCode === FIXED_FILE_VENDOR) {
    return `${imgUrl}/TCG_PROD_IMAGES/${FIXED_FILE_FOLDER}/${FIXED_FILE_VENDOR}-COLOR.png`;
  }
  return `${imgUrl}/TCG_PROD_IMAGES/${gameType}_LIST_VENDOR/${iconCode}-COLOR.png`;
}

/** Picks the CDN once and returns the rule bound to it: one CDN for the whole page load. */
export function createVendorIconResolver(options: VendorIconOptions): (input: VendorIconInput) => string {
  const imgUrl = pickCdn(options.imageCdns, options.random ?? Math.random);
  return (input) => vendorIconUrl(input, imgUrl, options.languageRules);
}

function matchesWhole(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`).test(value);
  } catch {
    return false;
  }
}
