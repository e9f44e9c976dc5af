// The brand the pages that work on one brand (feature tree, content, players, reports, promotions) show: one choice
// for the whole back office, kept for the browser tab, and always one of the member's brands.
import { create } from 'zustand';
import { readStorage, writeStorage } from '../../lib/storage/safe-storage.ts';

const KEY = 'staffBrand';

interface BrandChoiceState {
  brandId: string | null;
  choose: (brandId: string) => void;
}

export const useBrandChoice = create<BrandChoiceState>((set) => ({
  brandId: readStorage('session', KEY),
  choose: (brandId) => {
    writeStorage('session', KEY, brandId);
    set({ brandId });
  },
}));

/** The chosen brand when it is one of `allowed`, else the first of them. */
export function effectiveBrand(chosen: string | null, allowed: readonly { id: string }[]): string | null {
  if (chosen && allowed.some((b) => b.id === chosen)) return chosen;
  return allowed[0]?.id ?? null;
}
