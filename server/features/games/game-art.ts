// Generated game icons for brands without an image CDN: a square tile in the vendor's colour with a
// shape and the initials of the game, the same for the same game every time (no network, no files).
import { stableHash as hash } from '../../providers/games/stable-hash.ts';
import { findVendor } from '../../providers/games/vendor-registry.ts';

const SHAPES = [
  // star
  (c: string) => `<path d="M60 22l10 24 26 2-20 17 6 26-22-14-22 14 6-26-20-17 26-2z" fill="${c}"/>`,
  // diamond
  (c: string) => `<path d="M60 20l30 34-30 40-30-40z" fill="${c}"/>`,
  // coin
  (c: string) => `<circle cx="60" cy="56" r="30" fill="${c}"/><circle cx="60" cy="56" r="21" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>`,
  // crown
  (c: string) => `<path d="M30 78l-4-40 18 16 16-26 16 26 18-16-4 40z" fill="${c}"/>`,
  // wave (fish)
  (c: string) => `<path d="M24 60c12-20 26-20 36 0s24 20 36 0v30H24z" fill="${c}"/>`,
  // card
  (c: string) =>
    `<rect x="38" y="24" width="44" height="62" rx="6" fill="${c}"/><rect x="46" y="32" width="28" height="46" rx="3" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>`,
];

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Initials of the game code's words, skipping the vendor prefix and the running number. */
function initials(vendor: string, gameCode: string): string {
  const prefix = vendor.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const words = gameCode
    .replace(new RegExp(`^${prefix}-`), '')
    .split('-')
    .filter((w) => /^[a-z]/.test(w));
  return (
    words
      .slice(0, 2)
      .map((w) => w[0].toUpperCase())
      .join('') || gameCode.slice(0, 2).toUpperCase()
  );
}

export function gameArtSvg(vendor: string, gameCode: string): string {
  const base = findVendor(vendor)?.color ?? '#475569';
  const h = hash(`${vendor}/${gameCode}`);
  const hue = h % 360;
  const shape = SHAPES[(h >>> 9) % SHAPES.length](`hsl(${(hue + 40) % 360} 85% 62%)`);
  const label = escapeXml(initials(vendor, gameCode));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${label}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="hsl(${hue} 60% 28%)"/></linearGradient></defs>` +
    `<rect width="120" height="120" rx="18" fill="url(#g)"/>${shape}` +
    `<text x="60" y="110" text-anchor="middle" font-family="system-ui,sans-serif" font-size="20" font-weight="700" fill="#fff">${label}</text></svg>`
  );
}
