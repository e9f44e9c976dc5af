// One game as a vendor's game list describes it (spec §3 "Game"), before a brand imports it.
import type { CategoryId, LanguageCode } from '../../../schemas/generated/tenant.ts';

/** Slot filters of spec §9: scratch, video poker, table games, arcade, slots, bingo. */
export type GameClassify = 'SC' | 'VP' | 'TG' | 'AC' | 'JP' | 'BG';

export interface CatalogueGame {
  vendor: string;
  gameCode: string;
  gameType: CategoryId;
  classify: GameClassify | null;
  /** Name per language; EN is always present and stands in for a missing language. */
  names: Partial<Record<LanguageCode, string>> & { EN: string };
  /** Smallest stake in minor units. */
  minBet: number;
  lines: number;
  isTop: boolean;
  hot: boolean;
  /** Position in the vendor's list. */
  sort: number;
}

/** A game's name in `language`; EN stands in for a missing language (as the catalogue promises). */
export function localizedName(names: Record<string, string>, language: string | undefined): string {
  return (language && names[language]) || names.EN || Object.values(names)[0] || '';
}
