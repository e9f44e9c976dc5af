// The change-password popup (spec §2): opened from "my account" (normal) or right after a sign-in whose
// password must change first (forced: weak default, expired, temporary — it cannot be dismissed then).
// UI state only.
import { create } from 'zustand';

export interface ChangePasswordOpenOptions {
  /** The password must change before anything else: no close button, Escape does nothing. */
  forced?: boolean;
}

interface ChangePasswordModalState {
  open: boolean;
  forced: boolean;
  openChangePassword: (opts?: ChangePasswordOpenOptions) => void;
  close: () => void;
}

export const useChangePasswordModal = create<ChangePasswordModalState>((set) => ({
  open: false,
  forced: false,
  openChangePassword: (opts) => set({ open: true, forced: opts?.forced === true }),
  close: () => set({ open: false, forced: false }),
}));

/** For code outside React (the login flow after a sign-in with passwordExpired, the account menu). */
export function openChangePasswordModal(opts?: ChangePasswordOpenOptions): void {
  useChangePasswordModal.getState().openChangePassword(opts);
}
