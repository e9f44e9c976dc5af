// The winners carousel proper (swiper, its own chunk): loaded by the jackpot block after the first paint.
// Autoplay stops under prefers-reduced-motion and pauses while hovered.
import { usePrefersReducedMotion } from '../../lib/media/use-media-query.ts';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { WinnerEntry } from '../../../schemas/generated/games.ts';
import { WinnerCard } from './winner-card.tsx';
import { WINNER_AUTOPLAY_MS, WINNER_BREAKPOINTS, WINNER_SLIDES, WINNER_SPACING } from './winners-layout.ts';

export default function WinnersCarousel({ winners, onPlay }: { winners: readonly WinnerEntry[]; onPlay: (winner: WinnerEntry) => void }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Swiper
      modules={[Autoplay]}
      spaceBetween={WINNER_SPACING}
      slidesPerView={WINNER_SLIDES}
      slidesPerGroup={WINNER_SLIDES}
      breakpoints={WINNER_BREAKPOINTS}
      rewind
      autoplay={reducedMotion ? false : { delay: WINNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
    >
      {winners.map((w, i) => (
        <SwiperSlide key={`${w.wonAt}-${i}`}>
          <WinnerCard winner={w} onPlay={onPlay} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
