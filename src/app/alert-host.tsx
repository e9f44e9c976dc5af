import { lazy, Suspense } from 'react';
import { useAlertStore } from '../lib/alert/alert.store.ts';

const AlertDialog = lazy(() => import('./alert-dialog.tsx'));

/** The app-wide warning dialog (e.g. an invalid customer-service link), loaded on first use. */
export function AlertHost() {
  const open = useAlertStore((s) => s.message !== null);
  return open ? (
    <Suspense fallback={null}>
      <AlertDialog />
    </Suspense>
  ) : null;
}
