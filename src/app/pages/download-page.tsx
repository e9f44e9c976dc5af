// /down and /download (chunk download, no header): the app download page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Icon } from '../../components/icon.tsx';
import { AppDownload, appPlatforms } from '../../features/download/components/app-download.tsx';
import { InstallGuide } from '../../features/download/components/install-guide.tsx';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { media } from '../../lib/theme/styled-theme.ts';
import { BrandLogo } from '../layouts/header/brand-logo.tsx';

export default function DownloadPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const platforms = appPlatforms(tenant.resources);
  return (
    <Page>
      <Top>
        <BrandLogo height={44} />
        <Back to="/">
          <Icon name="chevronLeft" size={16} />
          {t('common.backToHome')}
        </Back>
      </Top>
      <Hero>
        <h1>{t('download.title', { brand: tenant.brand.name })}</h1>
        <p>{t('download.subtitle')}</p>
      </Hero>
      <AppDownload />
      <InstallGuide android={platforms.some((p) => !p.ios)} ios={platforms.some((p) => p.ios)} />
    </Page>
  );
}

const Page = styled.div`
  min-height: 100vh;
  padding: 16px 16px 48px;
  color: var(--c-header-text);
  background:
    radial-gradient(900px 520px at 85% -10%, color-mix(in srgb, var(--c-primary) 30%, transparent), transparent 70%),
    radial-gradient(700px 520px at -10% 100%, color-mix(in srgb, var(--c-accent) 22%, transparent), transparent 70%), var(--c-header-bg);
  ${media.md} {
    padding: 24px 32px 64px;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  max-width: 1100px;
  margin: 0 auto;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 14px;
  font-weight: 700;
  opacity: 0.85;
  &:hover {
    opacity: 1;
    color: var(--c-primary);
  }
`;

const Hero = styled.div`
  max-width: 720px;
  margin: 40px auto 32px;
  text-align: center;
  h1 {
    font-size: 30px;
    font-weight: 900;
    line-height: 1.15;
  }
  p {
    margin-top: 10px;
    opacity: 0.8;
    font-size: 16px;
  }
  ${media.md} {
    margin-top: 64px;
    h1 {
      font-size: 44px;
    }
  }
`;
