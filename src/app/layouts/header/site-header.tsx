// The sticky site header (spec §2). full: brand bar + navigation row. reduced: brand bar only (game screens).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Icon } from '../../../components/icon.tsx';
import { HeaderAccountArea } from '../../../features/accounts/components/header-account-area.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { useMainNav } from '../../navigation/use-main-nav.ts';
import { routePath } from '../../routes/route-table.ts';
import { BrandLogo } from './brand-logo.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { LiveClock } from './live-clock.tsx';
import { MainNavBar } from './main-nav-bar.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

export function SiteHeader({ variant }: { variant: 'full' | 'reduced' }) {
  const { t } = useTranslation();
  const { items, routeIds } = useMainNav();
  return (
    <Header data-variant={variant}>
      <BrandBar>
        <Inner>
          <OnlyNarrow>
            <MobileMenu items={items} />
          </OnlyNarrow>
          <BrandLogo compactOnNarrow />
          <Spacer />
          <OnlyWide>
            <LiveClock />
            {routeIds.has('down') ? (
              <DownloadLabel to={routePath('down')}>
                <Icon name="phone" size={16} />
                {t('header.downloadApp')}
              </DownloadLabel>
            ) : null}
          </OnlyWide>
          <Tools>
            <LanguageSwitcher />
            <ThemeSwitch />
          </Tools>
          <Divider aria-hidden="true" />
          <AccountSlot>
            <HeaderAccountArea layout="row" />
          </AccountSlot>
          <AccountCompact>
            <HeaderAccountArea layout="compact" />
          </AccountCompact>
        </Inner>
      </BrandBar>
      {variant === 'full' ? (
        <NavRow>
          <MainNavBar items={items} />
        </NavRow>
      ) : null}
    </Header>
  );
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  color: var(--c-header-text);
  box-shadow: 0 6px 24px rgb(0 0 0 / 0.25);
`;

const BrandBar = styled.div`
  background:
    radial-gradient(800px 120px at 20% -40%, color-mix(in srgb, var(--c-primary) 22%, transparent), transparent 70%),
    linear-gradient(180deg, color-mix(in srgb, var(--c-header-bg) 92%, white), var(--c-header-bg));
  border-bottom: 1px solid color-mix(in srgb, var(--c-primary) 30%, transparent);
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: ${({ theme }) => theme.sizes.container}px;
  height: 60px;
  margin: 0 auto;
  padding: 0 12px;
  ${media.sm} {
    gap: 10px;
  }
  ${media.md} {
    gap: 14px;
    padding: 0 20px;
  }
  ${media.xl} {
    height: 68px;
    padding: 0 24px;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const OnlyNarrow = styled.div`
  display: flex;
  ${media.xl} {
    display: none;
  }
`;

const OnlyWide = styled.div`
  display: none;
  align-items: center;
  gap: 16px;
  ${media.lg} {
    display: flex;
  }
`;

const Tools = styled.div`
  display: none;
  align-items: center;
  gap: 10px;
  ${media.md} {
    display: flex;
  }
`;

const DownloadLabel = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 13px;
  font-weight: 700;
  color: var(--c-accent);
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const Divider = styled.span`
  display: none;
  width: 1px;
  height: 28px;
  background: color-mix(in srgb, var(--c-header-text) 18%, transparent);
  ${media.md} {
    display: block;
  }
`;

const AccountSlot = styled.div`
  display: none;
  ${media.md} {
    display: block;
  }
`;

const AccountCompact = styled.div`
  display: block;
  ${media.md} {
    display: none;
  }
`;

const NavRow = styled.div`
  display: none;
  ${media.xl} {
    display: block;
  }
`;
