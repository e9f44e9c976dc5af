/* Generated from schemas/api/games.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * Shapes of the games endpoints.
 */
export interface GamesApi {}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "NewGameVendorQuery".
 */
export interface NewGameVendorQuery {
  platform?: 'html5-desktop' | 'html5' | 'flash';
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "GameVendorCard".
 */
export interface GameVendorCard {
  /**
   * Vendor code.
   */
  vassalage: string;
  displayName: string;
  gameType: import('./tenant.ts').CategoryId;
  isHot: 0 | 1;
  showIcon: 1;
  /**
   * Stable id of the vendor node (its accountTypeId); used by favourites.
   */
  nodeId: number;
  accountTypeId: number;
}
/**
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "GameVendorLane".
 */
export interface GameVendorLane {
  /**
   * Category id; the client translates it (category.<id>).
   */
  title: import('./tenant.ts').CategoryId;
  gameType: import('./tenant.ts').CategoryId;
  cards: GameVendorCard[];
}
/**
 * value of GET /wps/relay/GCSGAME_newGameVendor.
 *
 * This interface was referenced by `GamesApi`'s JSON-Schema
 * via the `definition` "GameVendorValue".
 */
export interface GameVendorValue {
  lanes: GameVendorLane[];
}
