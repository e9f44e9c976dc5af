// Which art of a banner a visitor sees, the same on server render and in the browser: the image drawn
// for their language when the banner has one (art often carries text), else the banner's url.
import type { Banner } from '../generated/tenant.ts';

export function bannerImage(banner: Pick<Banner, 'url' | 'images'>, lang: string): string {
  return banner.images?.[lang] ?? banner.url;
}
