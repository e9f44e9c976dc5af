import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { VendorCard } from '../api/vendor-lanes.api.ts';
import { ProviderLogoLink } from './provider-strip.tsx';
import { usePrefersReducedMotion } from '../../../lib/media/use-media-query.ts';

/** Spec §9: 10 slides per view on wide screens, spacing 10; fewer as the screen narrows. */
export const PROVIDER_BREAKPOINTS = {
  0: { slidesPerView: 3 },
  480: { slidesPerView: 4 },
  768: { slidesPerView: 6 },
  1024: { slidesPerView: 8 },
  1280: { slidesPerView: 10 },
} as const;
export const PROVIDER_SPACING = 10;
const PROVIDER_AUTOPLAY_MS = 2500;

export default function ProviderCarousel({ cards }: { cards: readonly VendorCard[] }) {
  const reducedMotion = usePrefersReducedMotion();
  // Swiper's loop needs more slides than fit on screen (twice the widest view).
  const loop = cards.length > 20;
  return (
    <Swiper
      modules={[Autoplay]}
      spaceBetween={PROVIDER_SPACING}
      slidesPerView={10}
      breakpoints={PROVIDER_BREAKPOINTS}
      loop={loop}
      rewind={!loop}
      speed={700}
      autoplay={reducedMotion ? false : { delay: PROVIDER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
    >
      {cards.map((card) => (
        <SwiperSlide key={card.vassalage}>
          <ProviderLogoLink card={card} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
