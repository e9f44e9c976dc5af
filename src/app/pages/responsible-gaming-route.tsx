// /responsibleGaming (chunk responsibleGaming): the limits feature's page, with the accounts feature's sign-in.
import { useCallback } from 'react';
import { useProtectedAction } from '../../features/accounts/centres/use-protected-action.ts';
import ResponsibleGamingPage from '../../features/limits/responsible-gaming-page.tsx';

export default function ResponsibleGamingRoute() {
  const protect = useProtectedAction();
  const onSignIn = useCallback(() => void protect(() => undefined), [protect]);
  return <ResponsibleGamingPage onSignIn={onSignIn} />;
}
