import { lazy, Suspense } from 'react';
import { useConfirmStore } from './confirm-dialog.store.ts';

const ConfirmDialog = lazy(() => import('./confirm-dialog.tsx'));

/** Mounted once (app root); the dialog's chunk loads with the first question. */
export function ConfirmDialogHost() {
  const open = useConfirmStore((s) => s.request !== null);
  return open ? (
    <Suspense fallback={null}>
      <ConfirmDialog />
    </Suspense>
  ) : null;
}
