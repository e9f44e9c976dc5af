// Vendor rules: what a brand shows must be playable. A shown vendor served here needs its seamless
// wallet secret (else every bet of its games is refused); hot and game-wallet vendors must be shown;
// pinned and hidden games must exist. The catalogue a brand imports is vendorCatalogue(vendor), a pure
// function of the registry in this build (the studio's games and the sandboxed vendors' lists), so the
// validator knows every game without a database. A vendor adapter that fetched its list over the network
// would move the pinned-game check to the catalogue import, which runs when the brand loads.
import { findVendor, type VendorInfo } from '../providers/games/vendor-registry.ts';
import { vendorCatalogue } from '../providers/games/vendor-catalogue.ts';
import { escapePointer, isObject, listAt, objectAt, quote, type Problem } from './tenant-problem.ts';

const gameCodes = new Map<string, ReadonlySet<string>>();
function catalogueOf(vendor: VendorInfo): ReadonlySet<string> {
  let codes = gameCodes.get(vendor.vassalage);
  if (!codes) gameCodes.set(vendor.vassalage, (codes = new Set(vendorCatalogue(vendor).map((g) => g.gameCode))));
  return codes;
}

/** Vendor codes of /games/categories, with where each first appears. */
function shownVendors(data: Record<string, unknown>): Map<string, string> {
  const shown = new Map<string, string>();
  listAt(objectAt(data, 'games'), 'categories').forEach((category, i) => {
    listAt(category, 'vendors').forEach((code, j) => {
      if (typeof code === 'string' && !shown.has(code)) shown.set(code, `/games/categories/${i}/vendors/${j}`);
    });
  });
  return shown;
}

function secretRules(data: Record<string, unknown>, shown: Map<string, string>): Problem[] {
  const secrets = objectAt(objectAt(data, 'secrets'), 'vendorSecrets');
  const out: Problem[] = [];
  for (const [code, pointer] of shown) {
    const vendor = findVendor(code);
    // Vendors not connected here (studio null: the lottery vendors) take no bets, so they need no secret.
    if (!vendor || vendor.studio === null || typeof secrets[code] === 'string') continue;
    out.push({
      pointer,
      message: `vendor "${code}" is shown but has no seamless-wallet secret: add /secrets/vendorSecrets/${escapePointer(code)} (16 characters or more); without it every bet on its games is refused`,
    });
  }
  return out;
}

function mustBeShown(data: Record<string, unknown>, shown: Map<string, string>): Problem[] {
  const out: Problem[] = [];
  const check = (list: unknown[], base: string, what: string) =>
    list.forEach((code, k) => {
      if (typeof code !== 'string') return;
      if (!findVendor(code)) out.push({ pointer: `${base}/${k}`, message: `unknown vendor code "${code}" (not in the vendor registry)` });
      else if (!shown.has(code))
        out.push({ pointer: `${base}/${k}`, message: `vendor "${code}" ${what} but is in no category of /games/categories, so players never see it` });
    });
  check(listAt(objectAt(data, 'games'), 'hotVendors'), '/games/hotVendors', 'is hot');
  check(listAt(objectAt(data, 'cashier'), 'gameWallets'), '/cashier/gameWallets', 'keeps a game wallet');
  return out;
}

function gameRules(data: Record<string, unknown>, shown: Map<string, string>): Problem[] {
  const out: Problem[] = [];
  const games = isObject(data.games) ? data.games : {};
  for (const key of ['pinnedGames', 'hiddenGames'] as const) {
    listAt(games, key).forEach((entry, k) => {
      if (typeof entry !== 'string' || !entry.includes(':')) return; // the schema reports the shape
      const pointer = `/games/${key}/${k}`;
      const [code, gameCode] = [entry.slice(0, entry.indexOf(':')), entry.slice(entry.indexOf(':') + 1)];
      const vendor = findVendor(code);
      if (!vendor) out.push({ pointer, message: `unknown vendor code "${code}" (not in the vendor registry)` });
      else if (!shown.has(code)) out.push({ pointer, message: `vendor "${code}" is in no category of /games/categories, so none of its games is shown` });
      else if (vendor.studio === null) out.push({ pointer, message: `vendor "${code}" is not connected here and lists no games` });
      else if (!catalogueOf(vendor).has(gameCode)) out.push({ pointer, message: `vendor ${code} has no game ${quote(gameCode)} in its catalogue` });
    });
  }
  return out;
}

export function vendorRules(data: Record<string, unknown>): Problem[] {
  const shown = shownVendors(data);
  return [...secretRules(data, shown), ...mustBeShown(data, shown), ...gameRules(data, shown)];
}
