import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Banner, ModuleId } from '../../../../schemas/generated/tenant.ts';
import { bannerImage } from '../../../../schemas/rules/banner-image.ts';
import { findSiteRoute, isSiteRouteEnabled, SITE_ROUTES } from '../../../../schemas/rules/site-routes.ts';
import { Img } from '../../../components/img.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { externalUrl, internalPath } from '../../../lib/safe-link.ts';
import { useModules, useTenant } from '../../../lib/tenant/tenant-context.tsx';

interface BannerSlideProps {
  banner: Banner;
  index: number;
  total: number;
  /** The first banner is the page's largest paint: load it eagerly with high priority. */
  eager?: boolean;
}

/**
 * An internal link's path when it leads to a page that is on: a banner whose page the feature tree
 * switches off (in the file or by staff) is shown but not clickable (the tenant validator warns of it).
 */
function openInternalPath(link: string | undefined, modules: ReadonlySet<ModuleId>): string | null {
  const path = internalPath(link);
  const route = path === null ? undefined : findSiteRoute(path.split(/[?#]/, 1)[0], SITE_ROUTES);
  return route && isSiteRouteEnabled(route, modules) ? path : null;
}

export function BannerSlide({ banner, index, total, eager = false }: BannerSlideProps) {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const modules = useModules();
  const localized = useLocalized();
  const alt = localized(banner.alt) || t('banner.defaultAlt', { brand: tenant.brand.name, index: index + 1, total });
  const image = (
    <SlideImg
      src={bannerImage(banner, i18n.language)}
      alt={alt}
      width={1920}
      height={BANNER_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
  const internal = banner.linkageType === 'INTERNAL' ? openInternalPath(banner.link, modules) : null;
  if (internal) {
    return (
      <SlideLink as={Link} to={internal} draggable={false}>
        {image}
      </SlideLink>
    );
  }
  const external = banner.linkageType === 'EXTERNAL' ? externalUrl(banner.link) : null;
  if (external) {
    return (
      <SlideLink href={external} target="_blank" rel="noopener noreferrer" draggable={false}>
        {image}
        <VisuallyHidden>{t('common.openInNewWindow')}</VisuallyHidden>
      </SlideLink>
    );
  }
  return <SlideFrame>{image}</SlideFrame>;
}

/** Banner art is 1920 × 480; the strip reserves that ratio so nothing shifts while it loads. */
export const BANNER_HEIGHT = 480;
export const BANNER_RATIO = `1920 / ${BANNER_HEIGHT}`;

const SlideFrame = styled.div`
  display: block;
  width: 100%;
  aspect-ratio: ${BANNER_RATIO};
  overflow: hidden;
  background: var(--c-surface-alt);
`;

const SlideLink = styled.a`
  display: block;
  width: 100%;
  aspect-ratio: ${BANNER_RATIO};
  overflow: hidden;
  background: var(--c-surface-alt);
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const SlideImg = styled(Img)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
