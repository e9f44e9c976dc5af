// The after-login modals (spec §4: a sign-in on this page sets the after-login modal flag, the store's
// signedInOnPage): first the first-login welcome when the sign-in was the account's first (accounts feature),
// then the PU announcement popups (messages feature). Never for a session the page was opened with, never over
// a forced password change, never under an open alert. Each chunk loads only when due, so the first page
// carries neither.
import { lazy, Suspense, useState } from 'react';
import { useAlertStore } from '../lib/alert/alert.store.ts';
import { useMemberInfo } from '../features/accounts/api/member-info.api.ts';
import { withFullCatalogue } from '../lib/i18n/i18n.ts';
import { useFirstLoginPending, useSignedIn, useSignedInOnPage } from '../lib/session/session.store.ts';

const FirstLoginWelcome = lazy(withFullCatalogue(() => import('../features/accounts/login/first-login-welcome.tsx')));
const PopupAnnouncements = lazy(withFullCatalogue(() => import('../features/messages/components/popup-announcements.tsx')));

export function AfterLoginModalsHost() {
  const signedIn = useSignedIn();
  // Kept by the session store, which sees every sign-in form's success: watching `signedIn` flip here would also
  // fire when a page opened with a session hydrates (the hook answers with the server's signed-out snapshot first).
  const signedInHere = useSignedInOnPage();
  const firstLogin = useFirstLoginPending();
  const member = useMemberInfo().data;
  // A sign-in that ends with an alert (a reset password: "You have successfully changed your password") shows the
  // alert alone first: stacked under it, the welcome or a popup could not be read or closed. Once they show, a
  // later alert no longer hides them.
  const alertOpen = useAlertStore((s) => s.message !== null);
  const [releasedFor, setReleasedFor] = useState<number | null>(null);
  if (!signedIn || !signedInHere || !member || member.mustChangePassword) return null;
  if (releasedFor !== member.id) {
    if (alertOpen) return null;
    setReleasedFor(member.id);
  }
  return (
    <Suspense fallback={null}>
      {firstLogin ? <FirstLoginWelcome key={member.id} /> : <PopupAnnouncements key={member.id} memberKey={String(member.id)} />}
    </Suspense>
  );
}
