// One app-wide question dialog with a confirm and a cancel button (sign-out confirmation, the
// "a real account is needed" warning of spec §4/§8). askConfirm resolves true on confirm, false on
// cancel, close or Escape; a new question answers the pending one with false.
import { create } from 'zustand';

export interface ConfirmRequest {
  message: string;
  /** Dialog title (default: the translated "Attention"). */
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

interface ConfirmState {
  request: (ConfirmRequest & { resolve: (ok: boolean) => void }) | null;
  answer: (ok: boolean) => void;
}

export const useConfirmStore = create<ConfirmState>((set, get) => ({
  request: null,
  answer: (ok) => {
    const pending = get().request;
    set({ request: null });
    pending?.resolve(ok);
  },
}));

export function askConfirm(request: ConfirmRequest): Promise<boolean> {
  useConfirmStore.getState().request?.resolve(false);
  return new Promise((resolve) => useConfirmStore.setState({ request: { ...request, resolve } }));
}
