import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Img } from '../../../components/img.tsx';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';

/**
 * The brand logo linking home; the dark-theme logo when the brand has one. Both are in the page and
 * <html data-theme> picks one (global style): the server renders before it knows the visitor's theme.
 * Then both are lazy: the browser never fetches a lazy image that is not displayed (the other theme's),
 * and the shown one is on screen, so it loads at once.
 */
export function BrandLogo({ height = 40, compactOnNarrow = false }: { height?: number; compactOnNarrow?: boolean }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const { logo, logoDark } = tenant.brand;
  return (
    <LogoLink to="/" aria-label={t('header.logoAlt', { brand: tenant.brand.name })} $h={height} $compact={compactOnNarrow}>
      {logoDark ? (
        <>
          <Img src={logo} alt={tenant.brand.name} height={height} loading="lazy" fallbackSrc={logo} data-theme-only="light" />
          <Img src={logoDark} alt={tenant.brand.name} height={height} loading="lazy" fallbackSrc={logoDark} data-theme-only="dark" />
        </>
      ) : (
        <Img src={logo} alt={tenant.brand.name} height={height} loading="eager" fallbackSrc={logo} />
      )}
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
