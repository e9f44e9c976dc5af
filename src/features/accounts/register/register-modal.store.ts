// The registration popup (modal registerModal, spec §2): opened by the header's register button or by a
// link with ?referralCode=. UI state only; the form reads the link's codes itself.
import { create } from 'zustand';

interface RegisterModalState {
  open: boolean;
  openRegister: () => void;
  closeRegister: () => void;
}

export const useRegisterModal = create<RegisterModalState>((set) => ({
  open: false,
  openRegister: () => set({ open: true }),
  closeRegister: () => set({ open: false }),
}));

/** For code outside React (the header button, the login form's register link). */
export function openRegisterModal(): void {
  useRegisterModal.getState().openRegister();
}
