import type { VendorCard, VendorLane } from './api/vendor-lanes.api.ts';

/** The brand's hot vendors in its order (games.hotVendors), else every card the lanes mark hot. */
export function hotVendorCards(lanes: readonly VendorLane[], hotCodes: readonly string[] | undefined, limit = 8): VendorCard[] {
  const cards = lanes.flatMap((lane) => lane.cards.map((card) => ({ ...card, gameType: card.gameType ?? lane.gameType })));
  const byCode = new Map<string, VendorCard>();
  for (const card of cards) if (!byCode.has(card.vassalage)) byCode.set(card.vassalage, card);
  const picked =
    hotCodes && hotCodes.length > 0
      ? hotCodes.map((code) => byCode.get(code)).filter((card): card is VendorCard => Boolean(card))
      : [...byCode.values()].filter((card) => card.isHot === 1);
  return picked.slice(0, limit);
}
