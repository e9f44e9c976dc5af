import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { withFullCatalogue } from '../../../lib/i18n/i18n.ts';
import { useForgetModal } from '../shared/forget-modal.store.ts';

const ForgetModal = lazy(withFullCatalogue(() => import('./forget-modal.tsx')));

/**
 * Mounted once inside the router, beside the login popup; the popup's chunk loads when it first opens. Any
 * navigation closes it: a reset that signs in goes to /, and the games menu's items lead elsewhere.
 */
export function ForgetModalHost({ gamesMenu }: { gamesMenu?: ReactNode }) {
  const open = useForgetModal((s) => s.open);
  const { pathname, search } = useLocation();
  const place = `${pathname}${search}`;
  const openedAt = useRef(place);
  useEffect(() => {
    if (open && place !== openedAt.current) useForgetModal.getState().closeForget();
    openedAt.current = place;
  }, [open, place]);
  return open ? (
    <Suspense fallback={null}>
      <ForgetModal gamesMenu={gamesMenu} />
    </Suspense>
  ) : null;
}
