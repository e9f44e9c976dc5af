// Recently viewed games (side menu), kept in localStorage. The games issue pushes entries on launch.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface RecentlyViewedEntry {
  gameCode: string;
  name: string;
  vassalage: string;
  gameType: string;
  iconUrl?: string;
  viewedAt: number;
}

export const RECENTLY_VIEWED_LIMIT = 20;

interface RecentlyViewedState {
  entries: RecentlyViewedEntry[];
  push: (entry: Omit<RecentlyViewedEntry, 'viewedAt'>, now?: number) => void;
  clear: () => void;
}

/** Newest first, one entry per game, at most RECENTLY_VIEWED_LIMIT. */
export function withEntry(entries: readonly RecentlyViewedEntry[], entry: RecentlyViewedEntry): RecentlyViewedEntry[] {
  const rest = entries.filter((e) => !(e.gameCode === entry.gameCode && e.vassalage === entry.vassalage));
  return [entry, ...rest].slice(0, RECENTLY_VIEWED_LIMIT);
}

export const useRecentlyViewedStore = create<RecentlyViewedState>()(
  persist(
    (set) => ({
      entries: [],
      push: (entry, now = Date.now()) => set((state) => ({ entries: withEntry(state.entries, { ...entry, viewedAt: now }) })),
      clear: () => set({ entries: [] }),
    }),
    {
      name: 'recentlyViewed',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ entries: state.entries }),
      merge: (persisted, current) => {
        const entries = (persisted as { entries?: unknown })?.entries;
        return {
          ...current,
          entries: Array.isArray(entries)
            ? (entries as RecentlyViewedEntry[]).filter((e) => e && typeof e.gameCode === 'string').slice(0, RECENTLY_VIEWED_LIMIT)
            : [],
        };
      },
    },
  ),
);
