// Whether the header shows the balance or *** (spec §2). Kept for the tab's session only: a shared
// computer should not remember it.
import { create } from 'zustand';
import { readStorage, writeStorage } from '../../../lib/storage/safe-storage.ts';

const KEY = 'balanceHidden';

interface BalanceVisibility {
  hidden: boolean;
  toggle: () => void;
}

export const useBalanceVisibility = create<BalanceVisibility>((set, get) => ({
  hidden: readStorage('session', KEY) === '1',
  toggle: () => {
    const hidden = !get().hidden;
    writeStorage('session', KEY, hidden ? '1' : '0');
    set({ hidden });
  },
}));
