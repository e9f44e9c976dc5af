// /agentHome (chunk agentHome; spec §2): the agent login form (no remember me; only agents get in —
// the server answers 'Non-agents cannot log in' otherwise), and after sign-in the agent's start page
// with the way into the agent centre.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { Icon } from '../../components/icon.tsx';
import { useCentreOpener } from '../../features/accounts/centres/use-protected-action.ts';
import { LoginForm } from '../../features/accounts/login/login-form.tsx';
import { useMemberInfo } from '../../features/accounts/api/member-info.api.ts';
import { useSignedIn } from '../../lib/session/session.store.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { media } from '../../lib/theme/styled-theme.ts';

export default function AgentHomePage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const signedIn = useSignedIn();
  const member = useMemberInfo().data;
  const openCentre = useCentreOpener();
  return (
    <Container py={[4, 5]}>
      <Layout>
        <Intro>
          <Icon name="users" size={48} strokeWidth={1.4} />
          <h1>{t('agent.title', { brand: tenant.brand.name })}</h1>
          <p>{t('agent.intro')}</p>
        </Intro>
        <Card>
          {signedIn ? (
            <Welcome data-testid="agent-home-signed-in">
              <h2>{member ? t('header.welcome', { name: member.nickname || member.account }) : t('header.updating')}</h2>
              <p>{member?.agentCentre ? t('agent.centreReady') : t('agent.centreUnavailable')}</p>
              <Button type="button" $size="lg" $block onClick={() => void openCentre('agent')} data-testid="agent-home-open-centre">
                {t('header.agentCentre')}
              </Button>
            </Welcome>
          ) : (
            <>
              <h2>{t('agent.login')}</h2>
              <LoginForm variant="agent" />
            </>
          )}
        </Card>
      </Layout>
    </Container>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 24px;
  max-width: 980px;
  margin: 0 auto;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 440px);
  }
`;

const Intro = styled.section`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 10px;
  padding: 28px 24px;
  border-radius: calc(var(--radius, 8px) * 2);
  color: var(--c-header-text);
  background: radial-gradient(520px 260px at 100% 0%, color-mix(in srgb, var(--c-secondary) 45%, transparent), transparent 70%), var(--c-header-bg);
  svg {
    color: var(--c-accent);
  }
  h1 {
    font-size: 28px;
    font-weight: 900;
    line-height: 1.15;
  }
  p {
    font-size: 15px;
    opacity: 0.85;
    max-width: 420px;
  }
`;

const Card = styled.section`
  padding: 24px 20px;
  border-radius: calc(var(--radius, 8px) * 2);
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  box-shadow: 0 12px 36px rgb(0 0 0 / 0.12);
  ${media.md} {
    padding: 28px;
  }
  h2 {
    margin-bottom: 16px;
    font-size: 22px;
    font-weight: 800;
  }
`;

const Welcome = styled.div`
  p {
    margin: -8px 0 18px;
    color: var(--c-text-muted);
  }
`;
