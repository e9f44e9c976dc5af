// /forget (chunk forget): the forgot-password forms on the left, the "no account" side with a register
// button on the right (spec §2), shown only where registration is on.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { Icon } from '../../components/icon.tsx';
import { ForgetForms } from '../../features/accounts/password/forget-forms.tsx';
import { AccountCard, AccountPageLayout, SideBadge, SideCard } from '../../features/accounts/register/account-page-parts.tsx';
import { useEnabledRouteIds } from '../navigation/use-main-nav.ts';
import { routePath } from '../routes/route-table.ts';

export default function ForgetPage() {
  const { t } = useTranslation();
  const canRegister = useEnabledRouteIds().has('register');
  // The agent page's "forgot password" link says where it came from (the sign-in after a phone reset follows it).
  const scene = useSearchParams()[0].get('scene') === 'agent' ? 'agent' : 'member';
  return (
    <Container py={[3, 4]}>
      <AccountPageLayout data-side={canRegister ? 'true' : 'false'}>
        <AccountCard aria-labelledby="forget-title">
          <h1 id="forget-title">{t('forget.title')}</h1>
          <ForgetForms scene={scene} />
        </AccountCard>
        {canRegister ? (
          <SideCard aria-labelledby="forget-register-title" data-testid="forget-no-account">
            <SideBadge aria-hidden="true">
              <Icon name="gift" size={30} />
            </SideBadge>
            <h2 id="forget-register-title">{t('forget.noAccount')}</h2>
            <p>{t('forget.noAccountText')}</p>
            <Button as={Link} to={routePath('register')} $size="lg" $block data-testid="forget-register">
              {t('forget.registerNow')}
            </Button>
          </SideCard>
        ) : null}
      </AccountPageLayout>
    </Container>
  );
}
