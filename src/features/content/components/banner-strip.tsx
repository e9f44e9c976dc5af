// The banner strip of a route group (spec §2). One banner: a still image. Several: the first banner as a
// plain image (the page's largest paint, also what the server renders), and the swiper carousel loaded as
// its own chunk only when idle after the first paint or on the first interaction; it takes over in the same
// box (no layout shift). Nothing moves before the first autoplay step, so the carousel need not come sooner.
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BannerGroup } from '../../../../schemas/generated/tenant.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { useAfterFirstPaint } from '../../../lib/idle/after-first-paint.ts';
import { BANNER_AUTOPLAY_MS } from './banner-autoplay.ts';
import { BannerSlide } from './banner-slide.tsx';

const BannerCarousel = lazy(() => import('./banner-carousel.tsx'));

export function BannerStrip({ group }: { group: BannerGroup }) {
  const tenant = useTenant();
  const { t } = useTranslation();
  const banners = useMemo(() => tenant.banners.filter((b) => b.groupName === group), [tenant.banners, group]);
  // Half the first autoplay step: swiper is in well before the first slide change is due.
  const enhance = useAfterFirstPaint({ minDelayMs: BANNER_AUTOPLAY_MS / 2 });
  if (banners.length === 0) return null;
  const still = <BannerSlide banner={banners[0]} index={0} total={banners.length} eager />;
  return (
    <Strip aria-roledescription="carousel" aria-label={t('banner.label')}>
      {banners.length === 1 || !enhance ? (
        still
      ) : (
        <Suspense fallback={still}>
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
