// /responsibleGaming (chunk responsibleGaming, issue 22): the limits feature's page with the exclusion feature's
// sections (time-out and self-exclusion, reality check, session time limit) inside it, and the accounts feature's
// sign-in. Client features never import each other, so the app joins them here.
import { useCallback } from 'react';
import { useProtectedAction } from '../../features/accounts/centres/use-protected-action.ts';
import { ExclusionSections } from '../../features/exclusion/responsible-gaming-sections.tsx';
import ResponsibleGamingPage from '../../features/limits/responsible-gaming-page.tsx';
import { useSignedIn } from '../../lib/session/session.store.ts';
import { useSignOutNow } from '../sign-out-now.ts';

export default function ResponsibleGamingRoute() {
  const protect = useProtectedAction();
  const onSignIn = useCallback(() => void protect(() => undefined), [protect]);
  const signedIn = useSignedIn();
  // After a time-out or exclusion the server has ended every session; the page stays to say what was taken and until when.
  const signOut = useSignOutNow({ goHome: false, serverEnded: true });
  return (
    <ResponsibleGamingPage onSignIn={onSignIn}>
      <ExclusionSections signedIn={signedIn} onExcluded={() => void signOut()} />
    </ResponsibleGamingPage>
  );
}
