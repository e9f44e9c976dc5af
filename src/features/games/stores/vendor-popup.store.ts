// Which vendor's game list is open in the popup (spec §4: a VASSALAGE item opens the popup list of
// its vendor's games). UI state only; the games themselves come from the games-list query.
import { create } from 'zustand';
import type { CategoryId } from '../../../../schemas/generated/tenant.ts';

export interface PopupVendor {
  vassalage: string;
  gameType: CategoryId;
  name: string;
}

interface VendorPopupState {
  vendor: PopupVendor | null;
  open(vendor: PopupVendor): void;
  close(): void;
}

export const useVendorPopupStore = create<VendorPopupState>((set) => ({
  vendor: null,
  open: (vendor) => set({ vendor }),
  close: () => set({ vendor: null }),
}));
