import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Img } from '../../../components/img.tsx';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { useThemeModeStore } from '../../../lib/theme/theme-mode.store.ts';

/** The brand logo linking home; the dark-theme logo when the brand has one. */
export function BrandLogo({ height = 40, compactOnNarrow = false }: { height?: number; compactOnNarrow?: boolean }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const mode = useThemeModeStore((s) => s.mode);
  const src = mode === 'dark' && tenant.brand.logoDark ? tenant.brand.logoDark : tenant.brand.logo;
  return (
    <LogoLink to="/" aria-label={t('header.logoAlt', { brand: tenant.brand.name })} $h={height} $compact={compactOnNarrow}>
      <Img src={src} alt={tenant.brand.name} height={height} loading="eager" fallbackSrc={src} />
    </LogoLink>
  );
}

const LogoLink = styled(Link)<{ $h: number; $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  flex-shrink: 1;
  min-width: 0;
  img {
    width: auto;
    height: ${({ $h }) => $h}px;
    max-width: 220px;
    object-fit: contain;
    object-position: left center;
  }
  ${({ $compact }) => ($compact ? '@media (max-width: 479px) { img { height: 30px; max-width: 112px; } }' : '')}
`;
