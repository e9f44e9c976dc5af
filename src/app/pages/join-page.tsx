// /join (chunk joinus): agent recruitment. The page composes the recruitment feature with the accounts
// feature's sign-in (a visitor goes to sign in, a trial account gets the spec's warning) and agent centre.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Container } from '../../components/container.tsx';
import { memberInfoQueryOptions } from '../../features/accounts/api/member-info.api.ts';
import { useCentreOpener, useProtectedAction } from '../../features/accounts/centres/use-protected-action.ts';
import { ApplicationPanel } from '../../features/agent-recruitment/components/application-panel.tsx';
import { JoinView } from '../../features/agent-recruitment/components/join-view.tsx';
import { useSignedIn } from '../../lib/session/session.store.ts';

export default function JoinPage() {
  const signedIn = useSignedIn();
  const protect = useProtectedAction();
  const openCentre = useCentreOpener();
  const queryClient = useQueryClient();
  const onSignIn = useCallback(() => void protect(() => undefined), [protect]);
  // Approval changed the account type after the member info was loaded: read it again before the centre checks it.
  const onOpenAgentCentre = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: memberInfoQueryOptions().queryKey });
    await openCentre('agent');
  }, [openCentre, queryClient]);
  return (
    <Container>
      <JoinView application={<ApplicationPanel signedIn={signedIn} onSignIn={onSignIn} onOpenAgentCentre={() => void onOpenAgentCentre()} />} />
    </Container>
  );
}
