import { describe, expect, it } from 'vitest';
import { bannerImage } from './banner-image.ts';

describe('bannerImage', () => {
  const banner = { url: '/brand-assets/banners/w_home-1.svg', images: { EN: '/brand-assets/banners/w_home-1.en.svg' } };

  it('when the banner has art for the visitor language, then that art is shown', () => {
    expect(bannerImage(banner, 'EN')).toBe('/brand-assets/banners/w_home-1.en.svg');
  });

  it('when the banner has no art for the visitor language, then its default art (url) is shown', () => {
    expect(bannerImage(banner, 'TH')).toBe('/brand-assets/banners/w_home-1.svg');
    expect(bannerImage({ url: '/a.svg' }, 'EN')).toBe('/a.svg');
  });
});
