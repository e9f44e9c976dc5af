// /login (chunk login, no header; spec §2): the brand bar and the login form — both methods, captcha
// when asked for, remember me, forgot password, free play, social sign-in and the way to register.
// Under the login guard (LOGINEDTOHOMEPAGE) home is not reachable, so there is no link back to it.
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Container } from '../../components/container.tsx';
import { Icon } from '../../components/icon.tsx';
import { LoginForm } from '../../features/accounts/login/login-form.tsx';
import { useSignedIn } from '../../lib/session/session.store.ts';
import { useModules, useTenant } from '../../lib/tenant/tenant-context.tsx';
import { media } from '../../lib/theme/styled-theme.ts';
import { BrandLogo } from '../layouts/header/brand-logo.tsx';
import { LanguageSwitcher } from '../layouts/header/language-switcher.tsx';
import { ThemeSwitch } from '../layouts/header/theme-switch.tsx';

/** Codes the social sign-in callback sends back here (server/features/social-login). */
const SOCIAL_ERRORS = new Set(['socialUnavailable', 'socialCancelled', 'socialFailed', 'tooManyRequests', 'accountSuspended']);

export default function LoginPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const socialError = useSearchParams()[0].get('socialError');
  const guardOn = useModules().has('LOGINEDTOHOMEPAGE');
  // Already signed in (another tab, the back button): nothing to do here.
  if (useSignedIn()) return <Navigate to="/" replace />;
  return (
    <>
      <Bar>
        <BrandLogo height={36} compactOnNarrow />
        <Tools>
          <LanguageSwitcher />
          <ThemeSwitch />
        </Tools>
      </Bar>
      <Container py={[4, 6]}>
        <Layout>
          <Pitch aria-hidden="true">
            <Icon name="crown" size={54} strokeWidth={1.3} />
            <strong>{tenant.brand.name}</strong>
            <span>{t('login.pitch')}</span>
          </Pitch>
          <Card aria-labelledby="login-title">
            <h1 id="login-title">{t('page.login')}</h1>
            <p>{t('login.intro', { brand: tenant.brand.name })}</p>
            {socialError && SOCIAL_ERRORS.has(socialError) ? (
              <SocialError role="alert" data-testid="login-social-error">
                {t(`errors.${socialError}`)}
              </SocialError>
            ) : null}
            <LoginForm variant="page" />
            {guardOn ? null : (
              <Back to="/">
                <Icon name="chevronLeft" size={16} />
                {t('common.backToHome')}
              </Back>
            )}
          </Card>
        </Layout>
      </Container>
    </>
  );
}

const SocialError = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: var(--radius);
  background: color-mix(in srgb, var(--c-danger, #d33) 12%, transparent);
  color: var(--c-danger, #d33);
  font-size: 14px;
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 16px;
  color: var(--c-header-text);
  background: var(--c-header-bg);
  box-shadow: 0 4px 18px rgb(0 0 0 / 0.2);
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
`;

const Layout = styled.div`
  display: grid;
  gap: 24px;
  max-width: 980px;
  margin: 0 auto;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 460px);
    align-items: stretch;
  }
`;

const Pitch = styled.div`
  display: none;
  ${media.lg} {
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: 12px;
    padding: 40px;
    border-radius: calc(var(--radius, 8px) * 2);
    color: var(--c-header-text);
    background:
      radial-gradient(520px 260px at 0% 0%, color-mix(in srgb, var(--c-primary) 45%, transparent), transparent 70%),
      radial-gradient(420px 260px at 100% 100%, color-mix(in srgb, var(--c-secondary) 40%, transparent), transparent 70%), var(--c-header-bg);
    svg {
      color: var(--c-accent);
    }
    strong {
      font-size: 34px;
      font-weight: 900;
      line-height: 1.1;
    }
    span {
      font-size: 16px;
      opacity: 0.85;
      max-width: 340px;
    }
  }
`;

const Card = styled.section`
  padding: 24px 20px;
  border-radius: calc(var(--radius, 8px) * 2);
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  box-shadow: 0 12px 36px rgb(0 0 0 / 0.12);
  ${media.md} {
    padding: 32px;
  }
  h1 {
    font-size: 26px;
    font-weight: 800;
  }
  > p {
    margin: 6px 0 20px;
    color: var(--c-text-muted);
    font-size: 14px;
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-top: 18px;
  font-size: 13px;
  font-weight: 700;
  color: var(--c-text-muted);
  &:hover {
    color: var(--c-primary);
  }
`;
