// The banner strip of a route group (spec §2). One banner: a still image. Several: the carousel, loaded
// as its own chunk while the first banner is already on screen in the same box (no layout shift).
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BannerGroup } from '../../../../schemas/generated/tenant.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { BannerSlide } from './banner-slide.tsx';

const BannerCarousel = lazy(() => import('./banner-carousel.tsx'));

export function BannerStrip({ group }: { group: BannerGroup }) {
  const tenant = useTenant();
  const { t } = useTranslation();
  const banners = useMemo(() => tenant.banners.filter((b) => b.groupName === group), [tenant.banners, group]);
  if (banners.length === 0) return null;
  return (
    <Strip aria-roledescription="carousel" aria-label={t('banner.label')}>
      {banners.length === 1 ? (
        <BannerSlide banner={banners[0]} index={0} total={1} eager />
      ) : (
        <Suspense fallback={<BannerSlide banner={banners[0]} index={0} total={banners.length} eager />}>
          <BannerCarousel banners={banners} />
        </Suspense>
      )}
    </Strip>
  );
}

const Strip = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: 0;
  box-shadow: 0 10px 30px rgb(0 0 0 / 0.18);
  ${media.md} {
    border-radius: calc(var(--radius, 8px) * 1.5);
  }
`;
