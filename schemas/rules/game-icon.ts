// Where a game's icon comes from. Spec §7 gives the vendor-icon file on an image CDN; game icons
// follow the same host and folder scheme, one file per game:
//   {imgUrl}/TCG_PROD_IMAGES/{gameType}_LIST_GAME/{vassalage}/{gameCode}.png
// Without a CDN the portal's generated art is used: /art/games/{vassalage}/{gameCode}.svg.
export const BUILT_IN_GAME_ART = '/art/games';
export const DEFAULT_GAME_ICON = '/art/default-game.svg';

export function gameIconUrl(game: { vendor: string; gameCode: string; gameType: string }, imgUrl: string | undefined): string {
  const vendor = encodeURIComponent(game.vendor);
  const code = encodeURIComponent(game.gameCode);
  if (!imgUrl) return `${BUILT_IN_GAME_ART}/${vendor}/${code}.svg`;
  return `${imgUrl}/TCG_PROD_IMAGES/${encodeURIComponent(game.gameType)}_LIST_GAME/${vendor}/${code}.png`;
}
