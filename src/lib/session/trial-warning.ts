// The "a real account is needed" warning (in_need_true_account) that any feature shows when a trial
// account tries something only real accounts may do. The accounts feature owns the dialog (it leads to
// its registration popup); src/app provides it here, so features ask for it without importing accounts.
import { createContext, useContext } from 'react';

export type ShowTrialWarning = () => Promise<void>;

const TrialWarningContext = createContext<ShowTrialWarning | null>(null);

export const TrialWarningProvider = TrialWarningContext.Provider;

const notWired: ShowTrialWarning = () => Promise.reject(new Error('the trial warning needs a TrialWarningProvider (src/app/trial-warning-bridge.tsx)'));

/** The warning src/app wired in. Without a provider, rendering still works and showing it fails loudly (mis-composed app). */
export function useTrialWarningDialog(): ShowTrialWarning {
  return useContext(TrialWarningContext) ?? notWired;
}
