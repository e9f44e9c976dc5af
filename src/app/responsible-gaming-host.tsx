// Mounts the reality check / session limit host (exclusion feature) while signed in; its chunk loads only then,
// so the first page of a visitor carries none of it.
import { lazy, Suspense } from 'react';
import { withFullCatalogue } from '../lib/i18n/i18n.ts';
import { useSignedIn } from '../lib/session/session.store.ts';
import { useSignOutNow } from './sign-out-now.ts';
import { useMemberInfo } from '../features/accounts/api/member-info.api.ts';

const RealityCheckHost = lazy(
  withFullCatalogue(() => import('../features/exclusion/components/reality-check-host.tsx').then((m) => ({ default: m.RealityCheckHost }))),
);

export function ResponsibleGamingHost() {
  const signedIn = useSignedIn();
  const signOut = useSignOutNow();
  const member = useMemberInfo().data;
  // Not while a forced password change is pending: the server answers every other call 403 until it is done.
  if (!signedIn || !member || member.mustChangePassword) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckHost signedIn={signedIn} onSignOut={signOut} />
    </Suspense>
  );
}
