import { lazy, Suspense, type ReactNode } from 'react';
import { withFullCatalogue } from '../../../lib/i18n/i18n.ts';
import { useLoginModal } from './login-modal.store.ts';

const LoginModal = lazy(withFullCatalogue(() => import('./login-modal.tsx')));

/**
 * Mounted once inside the router (the header); the popup's chunk loads when it first opens.
 * `gamesMenu` is the top area of spec §2 (game categories and their vendors), composed by the app.
 */
export function LoginModalHost({ gamesMenu }: { gamesMenu?: ReactNode }) {
  const open = useLoginModal((s) => s.open);
  return open ? (
    <Suspense fallback={null}>
      <LoginModal gamesMenu={gamesMenu} />
    </Suspense>
  ) : null;
}
