// Which centre popup is open and on which section (spec §2 personal centre / agent centre modals).
// UI state only; who may open a centre is decided by useCentreOpener before it gets here.
import { create } from 'zustand';
import type { CentreKind } from './centre-sections.ts';

interface CentreModalState {
  kind: CentreKind | null;
  section: string | null;
  show: (kind: CentreKind, section: string) => void;
  select: (section: string) => void;
  close: () => void;
}

export const useCentreModal = create<CentreModalState>((set) => ({
  kind: null,
  section: null,
  show: (kind, section) => set({ kind, section }),
  select: (section) => set({ section }),
  close: () => set({ kind: null, section: null }),
}));
