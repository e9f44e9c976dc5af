// Swiper carousel of several banners: autoplay every 5000 ms (spec §9) — paused on hover, off for
// reduced motion —, looping, with clickable dots that are real buttons with translated labels.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner } from '../../../../schemas/generated/tenant.ts';
import { media } from '../../../lib/theme/styled-theme.ts';
import { BANNER_AUTOPLAY_MS } from './banner-autoplay.ts';
import { BannerSlide } from './banner-slide.tsx';
import { usePrefersReducedMotion } from '../../../lib/media/use-media-query.ts';

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export default function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const several = banners.length > 1;
  return (
    <Carousel>
      <Swiper
        modules={[Autoplay, Pagination]}
        slidesPerView={1}
        loop={several}
        speed={600}
        autoplay={several && !reducedMotion ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        pagination={{
          clickable: true,
          renderBullet: (index, className) =>
            `<button type="button" class="${className}" aria-label="${escapeAttr(t('banner.goTo', { index: index + 1 }))}"></button>`,
        }}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.bannerId}>
            <BannerSlide banner={banner} index={index} total={banners.length} eager={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
    </Carousel>
  );
}

const Carousel = styled.div`
  .swiper-pagination {
    bottom: 4px;
    transform: scale(0.75);
  }
  ${media.md} {
    .swiper-pagination {
      bottom: 12px;
      transform: none;
    }
  }
  .swiper-pagination-bullet {
    width: 10px;
    height: 10px;
    margin: 0 5px !important;
    padding: 0;
    border: 1px solid rgb(255 255 255 / 0.7);
    background: rgb(0 0 0 / 0.35);
    opacity: 1;
    transition:
      width 0.2s,
      background-color 0.2s;
  }
  .swiper-pagination-bullet-active {
    width: 28px;
    border-radius: 6px;
    background: var(--c-primary);
    border-color: var(--c-primary);
  }
  .swiper-pagination-bullet:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
`;
