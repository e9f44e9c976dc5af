// The VN regional draws' result structure, shared by the draw engine (server) and the verification page
// (browser), which recomputes a draw from its revealed seed with this same table: prize name, how many
// numbers, digits each — in the order they are drawn and shown. North: 27 prizes, the special 5 digits;
// central and south: 18 prizes, the special 6 digits.

export type Region = 'north' | 'central' | 'south';

const SOUTH: ReadonlyArray<readonly [string, number, number]> = [
  ['special', 1, 6],
  ['first', 1, 5],
  ['second', 1, 5],
  ['third', 2, 5],
  ['fourth', 7, 5],
  ['fifth', 1, 4],
  ['sixth', 3, 4],
  ['seventh', 1, 3],
  ['eighth', 1, 2],
];

export const VN_PRIZES: Readonly<Record<Region, ReadonlyArray<readonly [string, number, number]>>> = {
  north: [
    ['special', 1, 5],
    ['first', 1, 5],
    ['second', 2, 5],
    ['third', 6, 5],
    ['fourth', 4, 4],
    ['fifth', 6, 4],
    ['sixth', 3, 3],
    ['seventh', 4, 2],
  ],
  central: SOUTH,
  south: SOUTH,
};

/** The draw stream's client-seed part: HMAC-SHA256(seed, "<gameCode>:<numero>:0:<block>"), 4 bytes per digit draw. */
export const drawStreamLabel = (gameCode: string, numero: string) => `${gameCode}:${numero}`;

/**
 * Bao lô 3 số covers every prize of three digits or more (north 23, central and south 17): one point costs
 * the game's unit once per covered prize, and each covered prize ending in the number pays the point's odds.
 */
export function baoPrizes(region: Region): number {
  return VN_PRIZES[region].reduce((n, [, count, length]) => n + (length >= 3 ? count : 0), 0);
}
