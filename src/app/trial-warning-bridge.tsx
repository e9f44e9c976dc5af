// Hands the accounts feature's trial-account warning to every other feature (src/lib/session/trial-warning.ts):
// src/app composes features, so it is the one place that knows both sides.
import type { ReactNode } from 'react';
import { useTrialWarning } from '../features/accounts/centres/use-protected-action.ts';
import { TrialWarningProvider } from '../lib/session/trial-warning.ts';

export function TrialWarningBridge({ children }: { children: ReactNode }) {
  const showTrialWarning = useTrialWarning();
  return <TrialWarningProvider value={showTrialWarning}>{children}</TrialWarningProvider>;
}
