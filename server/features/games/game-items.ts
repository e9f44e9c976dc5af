// Catalogue rows → the API's game items (spec §3 "Game"): the name in the asked language, the icon
// by the brand's image rule, and how the portal opens the game.
import type { GameItem } from '../../../schemas/generated/games.ts';
import type { CategoryId } from '../../../schemas/generated/tenant.ts';
import { gameIconUrl } from '../../../schemas/rules/game-icon.ts';
import { pickCdn } from '../../../schemas/rules/vendor-icon.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { localizedName } from '../../providers/games/catalogue-game.ts';
import type { GameRow } from './games.table.ts';
import { findVendor } from '../../providers/games/vendor-registry.ts';

export function launchModeOf(vendor: string): GameItem['launch'] {
  const studio = findVendor(vendor)?.studio;
  return studio === 'originals' ? 'frame' : studio === 'sandbox' ? 'window' : 'none';
}

/** Maps rows with one CDN per response (spec §7: chosen at random from the brand's list). */
export function gameItemMapper(tenant: TenantContext, language: string | undefined): (row: GameRow) => GameItem {
  const imgUrl = pickCdn(tenant.config.cdn?.image ?? []);
  return (row) => ({
    nodeId: row.id,
    gameCode: row.gameCode,
    gameName: localizedName(row.names, language),
    gameType: row.gameType as CategoryId,
    vendor: row.vendor,
    vendorName: findVendor(row.vendor)?.displayName ?? row.vendor,
    isGame: 'GAME',
    gameClassify: row.classify as GameItem['gameClassify'],
    minBet: row.minBet,
    lines: row.lines,
    isTop: row.isTop ? 1 : 0,
    hot: row.hot ? 1 : 0,
    iconUrl: gameIconUrl(row, imgUrl),
    launch: launchModeOf(row.vendor),
  });
}
