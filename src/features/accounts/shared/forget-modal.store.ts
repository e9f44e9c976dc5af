// The forgot-password popup (spec §2 forgetPassModal): opened from the login popup's "forgot password" link.
// UI state only.
import { create } from 'zustand';

interface ForgetModalState {
  open: boolean;
  openForget: () => void;
  closeForget: () => void;
}

export const useForgetModal = create<ForgetModalState>((set) => ({
  open: false,
  openForget: () => set({ open: true }),
  closeForget: () => set({ open: false }),
}));

export function openForgetModal(): void {
  useForgetModal.getState().openForget();
}
