// /register, /register.html (chunk register): the registration form with a way back to login, then the
// jackpot block (the real pool and winners, where the brand runs the jackpot) and the app download block (spec §2).
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { Icon } from '../../components/icon.tsx';
import { AccountCard, AccountPageLayout, SideBadge, SideCard } from '../../features/accounts/register/account-page-parts.tsx';
import { useAdoptSession } from '../../features/accounts/session/use-adopt-session.ts';
import { Hint } from '../../components/form/form-parts.tsx';
import { RegisterForm } from '../../features/accounts/register/register-form.tsx';
import { useSignedIn } from '../../lib/session/session.store.ts';
import { PromoDownloadStrip } from '../../features/download/components/promo-download-strip.tsx';
import { useModules, useTenant } from '../../lib/tenant/tenant-context.tsx';
import { useLaunchGame } from '../../features/games/use-launch-game.ts';
import { JackpotBlock } from '../../features/jackpot/jackpot-block.tsx';
import { useEnabledRouteIds } from '../navigation/use-main-nav.ts';
import { routePath } from '../routes/route-table.ts';

export default function RegisterPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const navigate = useNavigate();
  const adoptSession = useAdoptSession();
  const routeIds = useEnabledRouteIds();
  const modules = useModules();
  const { launch } = useLaunchGame();
  // A member already has an account: registering here would only replace the session.
  if (useSignedIn()) return <Navigate to="/" replace />;
  return (
    <Container py={[3, 4]}>
      <AccountPageLayout data-side="true">
        <AccountCard aria-labelledby="register-title">
          <h1 id="register-title">{t('register.title')}</h1>
          <Hint>{t('register.intro', { brand: tenant.brand.name })}</Hint>
          <RegisterForm
            idPrefix="register-page"
            onSignedIn={(value) => {
              adoptSession(value);
              navigate('/', { replace: true });
            }}
          />
        </AccountCard>
        <SideCard aria-labelledby="register-login-title">
          <SideBadge aria-hidden="true">
            <Icon name="user" size={30} />
          </SideBadge>
          <h2 id="register-login-title">{t('register.haveAccount')}</h2>
          <p>{t('register.loginText')}</p>
          <Button as={Link} to="/login" $variant="secondary" $size="lg" $block data-testid="register-page-login">
            <Icon name="login" size={18} />
            {t('register.toLogin')}
          </Button>
        </SideCard>
      </AccountPageLayout>
      {modules.has('JACKPOT') ? (
        <JackpotBlock
          onPlay={(w) =>
            void launch({ vendor: w.vendor, gameCode: w.gameCode, gameName: w.gameName, gameType: w.gameType, iconUrl: w.iconUrl, launch: w.launch })
          }
        />
      ) : null}
      <Spaced>
        <PromoDownloadStrip downloadPagePath={routeIds.has('down') ? routePath('down') : null} />
      </Spaced>
    </Container>
  );
}

const Spaced = styled.div`
  margin-top: 28px;
`;
