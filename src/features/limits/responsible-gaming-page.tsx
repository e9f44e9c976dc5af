// /responsibleGaming (issue 22): one click from every page's footer, server-rendered for everyone (the text reads
// with JavaScript off); a signed-in member also gets their limits panel. Other player-protection sections (time-out,
// self-exclusion, reality checks) join this page beside the limits.
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { useSignedIn } from '../../lib/session/session.store.ts';
import { LimitsPanel } from './limits-panel.tsx';

export interface ResponsibleGamingPageProps {
  /** Asks the visitor to sign in (the app composes the accounts feature's sign-in). */
  onSignIn?: () => void;
  /** The page's other protection sections (the app puts the exclusion feature's here). */
  children?: ReactNode;
}

export default function ResponsibleGamingPage({ onSignIn, children }: ResponsibleGamingPageProps) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const signIn = useCallback(() => onSignIn?.(), [onSignIn]);
  return (
    <Container>
      <Article data-testid="responsible-gaming-page">
        <h1>{t('page.responsibleGaming')}</h1>
        <p>{t('responsibleGaming.lead')}</p>
        <h2>{t('responsibleGaming.limitsTitle')}</h2>
        <p>{t('responsibleGaming.limitsText')}</p>
        <p>{t('responsibleGaming.coolingOff')}</p>
        {signedIn ? (
          <PanelSpace>
            <LimitsPanel />
          </PanelSpace>
        ) : (
          <p>
            {t('responsibleGaming.signInToSet')}{' '}
            {onSignIn ? (
              <Button type="button" $size="sm" onClick={signIn}>
                {t('responsibleGaming.signIn')}
              </Button>
            ) : null}
          </p>
        )}
        {children}
        <h2>{t('responsibleGaming.helpTitle')}</h2>
        <p>{t('responsibleGaming.helpText')}</p>
      </Article>
    </Container>
  );
}

const Article = styled.article`
  padding: 16px 0 32px;
  max-width: 860px;
  h1 {
    font-size: 24px;
    margin: 0 0 12px;
  }
  h2 {
    font-size: 18px;
    margin: 20px 0 8px;
  }
  p {
    line-height: 1.55;
  }
`;

/** The panel's own title would sit tight under the page's text. */
const PanelSpace = styled.div`
  margin-top: 20px;
`;
