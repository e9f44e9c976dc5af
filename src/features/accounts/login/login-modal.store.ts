// The login popup (spec §2 login modal): opened by the header's log-in buttons, or by the header form
// when the server wants a captcha (the popup has room for it). UI state only; what the header form
// already typed is handed over in memory, never stored.
import { create } from 'zustand';
import type { LoginMethod } from './login-methods.ts';

export interface LoginPrefill {
  method?: LoginMethod;
  username?: string;
  password?: string;
  /** The message of the attempt that made the header form hand over. */
  message?: string;
}

interface LoginModalState {
  open: boolean;
  prefill: LoginPrefill | null;
  openLogin: (prefill?: LoginPrefill) => void;
  closeLogin: () => void;
}

export const useLoginModal = create<LoginModalState>((set) => ({
  open: false,
  prefill: null,
  openLogin: (prefill) => set({ open: true, prefill: prefill ?? null }),
  closeLogin: () => set({ open: false, prefill: null }),
}));

export function openLoginModal(prefill?: LoginPrefill): void {
  useLoginModal.getState().openLogin(prefill);
}

export function closeLoginModal(): void {
  useLoginModal.getState().closeLogin();
}
