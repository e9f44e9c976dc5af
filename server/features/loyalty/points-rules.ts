// The points rules (issue 20), pure: how settled turnover earns points, and the closed form the property
// test checks the engine against.
import type { Loyalty } from '../../../schemas/generated/tenant.ts';

/** The points ledger's currency: points are money, in their own currency of the wallet ledger. */
export const POINTS = 'PTS';

/** Turnover (minor units) that earns one point in `category`, or null when the category earns nothing. */
export function turnoverPerPoint(loyalty: Loyalty | undefined, category: string): number | null {
  if (!loyalty) return null;
  return loyalty.earn[category] ?? loyalty.earn['*'] ?? null;
}

/** Points that `turnover` earns at `rate` (turnover per point): whole points only, the rest waits for more turnover. */
export const pointsFor = (turnover: number, rate: number): number => Math.floor(turnover / rate);

/** The closed form: a member's points from their settled turnover per category, at the brand's rates. */
export function expectedPoints(loyalty: Loyalty, turnoverByCategory: Readonly<Record<string, number>>): number {
  let total = 0;
  for (const [category, turnover] of Object.entries(turnoverByCategory)) {
    const rate = turnoverPerPoint(loyalty, category);
    if (rate !== null) total += pointsFor(turnover, rate);
  }
  return total;
}
