// Mounts the reality check / session limit host (exclusion feature) while signed in; its chunk loads only then,
// so the first page of a visitor carries none of it.
import { lazy, Suspense } from 'react';
import { withFullCatalogue } from '../lib/i18n/i18n.ts';
import { useSignedIn } from '../lib/session/session.store.ts';
import { useSignOutNow } from './sign-out-now.ts';

const RealityCheckHost = lazy(
  withFullCatalogue(() => import('../features/exclusion/components/reality-check-host.tsx').then((m) => ({ default: m.RealityCheckHost }))),
);

export function ResponsibleGamingHost() {
  const signedIn = useSignedIn();
  const signOut = useSignOutNow();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckHost signedIn={signedIn} onSignOut={signOut} />
    </Suspense>
  );
}
