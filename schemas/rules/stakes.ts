// Stakes per brand. Catalogue stakes (a vendor's min bets, the studio's chips and limits) are written
// for a currency counted in cents; a brand whose currency is worth far less per unit (VND) multiplies
// them by its games.stakeScale, so a Vietnamese brand's cheapest slot is ₫1,000 rather than ₫10. The
// spec's min-bet filter (§9: 0.01, 0.05, 0.1, 0.5, 0.75) is such a ladder.

/** The min-bet filter of spec §9 in catalogue minor units. */
export const MIN_BET_STEPS = [1, 5, 10, 50, 75] as const;

export const stakeScaleOf = (games: { stakeScale?: number } | undefined): number => games?.stakeScale ?? 1;

/** The brand's min-bet ladder in its minor units. */
export function minBetLadder(scale: number): number[] {
  return MIN_BET_STEPS.map((step) => step * scale);
}

/** The brand's min-bet filter options in major units: what the filter shows and sends. */
export function minBetOptions(scale: number, minorUnits: number): number[] {
  return minBetLadder(scale).map((minor) => minor / 10 ** minorUnits);
}
