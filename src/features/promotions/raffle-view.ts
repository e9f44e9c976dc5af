// What the raffle and ranking panels show, pure: each prize's chance in the next draw (its weight over the
// weights of the prizes still in stock), the label of a rank band, and the text of a draw's outcome.
import type { RafflePrizeView, RankingBand } from '../../../schemas/generated/raffle.ts';
import type { TextRef } from './promotion-view.ts';

/** Each prize's chance in percent, one decimal at most ("12.5%"); a prize out of stock has 0. */
export function prizeOdds(prizes: readonly RafflePrizeView[]): Map<string, string> {
  const inStock = prizes.filter((p) => p.left === undefined || p.left > 0);
  const total = inStock.reduce((sum, p) => sum + p.weight, 0);
  return new Map(prizes.map((p) => [p.id, `${total === 0 || !inStock.includes(p) ? 0 : Number(((p.weight * 100) / total).toFixed(1))}%`]));
}

/** "Rank 1" or "Ranks 4–10". */
export function bandLabel(band: RankingBand): TextRef {
  return band.fromRank === band.toRank
    ? { key: 'promo.ranking.rank', params: { rank: band.fromRank } }
    : { key: 'promo.ranking.ranks', params: { from: band.fromRank, to: band.toRank } };
}

/** What the result card says: the prize (cash or bonus, with its amount) or that there was none. */
export function outcomeText(draw: { kind: 'cash' | 'bonus' | 'none'; prizeName: string }, amount: string): TextRef {
  if (draw.kind === 'none') return { key: 'promo.raffle.noPrize', params: { prize: draw.prizeName } };
  return { key: draw.kind === 'bonus' ? 'promo.raffle.wonBonus' : 'promo.raffle.wonCash', params: { prize: draw.prizeName, amount } };
}
