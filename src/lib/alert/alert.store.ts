// One app-wide alert dialog (spec §8 warning dialogs): any feature may show a translated message.
import { create } from 'zustand';

interface AlertState {
  message: string | null;
  show: (message: string) => void;
  dismiss: () => void;
}

export const useAlertStore = create<AlertState>((set) => ({
  message: null,
  show: (message) => set({ message }),
  dismiss: () => set({ message: null }),
}));

export function showAlert(message: string): void {
  useAlertStore.getState().show(message);
}
