// Spec §2: the winners carousel shows 5 cards per view and group on wide screens, spacing 20, autoplay
// every 3000 ms. Shared by the still row and the swiper carousel so both lay out the same.
export const WINNER_SLIDES = 5;
export const WINNER_SPACING = 20;
export const WINNER_AUTOPLAY_MS = 3000;
export const WINNER_BREAKPOINTS = {
  0: { slidesPerView: 2, slidesPerGroup: 2 },
  640: { slidesPerView: 3, slidesPerGroup: 3 },
  1024: { slidesPerView: WINNER_SLIDES, slidesPerGroup: WINNER_SLIDES },
} as const;
