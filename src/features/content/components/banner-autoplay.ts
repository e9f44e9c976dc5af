// Spec §9: the banner carousel moves every 5000 ms. Its own module so the strip can time swiper's arrival
// by it without importing the carousel (and swiper) statically.
export const BANNER_AUTOPLAY_MS = 5000;
