// /responsibleGaming: the player's protection tools. The exclusion feature's sections (time-out and
// self-exclusion, reality check, session time limit); the limits feature adds its own beside them.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container } from '../../components/container.tsx';
import { ExclusionSections } from '../../features/exclusion/responsible-gaming-sections.tsx';
import { useSignedIn } from '../../lib/session/session.store.ts';
import { useSignOutNow } from '../sign-out-now.ts';

export default function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  // The page stays: it says what was taken and until when.
  const signOut = useSignOutNow({ goHome: false, serverEnded: true });
  return (
    <Container>
      <Title>{t('page.responsibleGaming')}</Title>
      <ExclusionSections signedIn={signedIn} onExcluded={() => void signOut()} />
    </Container>
  );
}

const Title = styled.h1`
  margin: 20px 0 16px;
  font-size: 26px;
`;
