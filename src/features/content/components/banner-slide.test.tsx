// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '../../../../schemas/generated/tenant.ts';
import type { BootPayload } from '../../../../schemas/rules/public-config.ts';
import { createTenantContextValue, TenantProvider } from '../../../lib/tenant/tenant-context.tsx';
import { theme } from '../../../lib/theme/styled-theme.ts';
import { BannerSlide } from './banner-slide.tsx';

const boot = {
  tenant: {
    brand: { name: 'Brand' },
    languages: { supported: ['EN', 'TY'], default: 'EN' },
    // Promotions on, VIP off.
    whitelabel: [
      {
        modId: 'PORTAL',
        enabled: true,
        childrenNodes: [
          {
            modId: 'CONTENT',
            enabled: true,
            childrenNodes: [
              { modId: 'PROMOTION', enabled: true },
              { modId: 'VIP', enabled: false },
            ],
          },
        ],
      },
    ],
    cdn: { image: [], launchGame: [] },
  },
  system: { status: 0, ip: '127.0.0.1' },
  serverTime: 0,
} as unknown as BootPayload;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'TY',
    resources: { TY: { translation: { banner: { defaultAlt: 'Banner {{index}}' }, common: { openInNewWindow: 'new window' } } } },
  });
});
afterEach(cleanup);

function renderSlide(banner: Banner) {
  const router = createMemoryRouter([{ path: '/', element: <BannerSlide banner={banner} index={0} total={1} eager /> }]);
  return render(
    <ThemeProvider theme={theme}>
      <TenantProvider value={createTenantContextValue(boot)}>
        <RouterProvider router={router} />
      </TenantProvider>
    </ThemeProvider>,
  );
}

const base = { bannerId: 1, url: '/brand-assets/banners/w_home-1.svg', groupName: 'w_home' } as const;

describe('BannerSlide', () => {
  it('when the banner is INTERNAL, then it links inside the site in the same tab', () => {
    const { container } = renderSlide({ ...base, linkageType: 'INTERNAL', link: '/promotions' });
    const a = container.querySelector('a')!;
    expect(a.getAttribute('href')).toBe('/promotions');
    expect(a.getAttribute('target')).toBeNull();
  });

  it('when an INTERNAL banner leads to a page the feature tree switches off, then it is shown but not clickable', () => {
    const { container } = renderSlide({ ...base, linkageType: 'INTERNAL', link: '/vip?tab=1' });
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('img')).not.toBeNull();
  });

  it('when the banner is EXTERNAL, then it opens in a new tab with noopener', () => {
    const { container } = renderSlide({ ...base, linkageType: 'EXTERNAL', link: 'https://partner.example/offer' });
    const a = container.querySelector('a')!;
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toContain('noopener');
  });

  it('when the link is not a safe URL, then the banner is not clickable', () => {
    const { container } = renderSlide({ ...base, linkageType: 'EXTERNAL', link: 'javascript:alert(1)' });
    expect(container.querySelector('a')).toBeNull();
  });

  it('when the banner has alt text in the current language, then the image uses it; otherwise the default language, then a generic text', () => {
    const { container, unmount } = renderSlide({ ...base, alt: { EN: 'Welcome', TY: 'Chào mừng' } });
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('Chào mừng');
    unmount();
    const second = renderSlide({ ...base, alt: { EN: 'Welcome' } });
    expect(second.container.querySelector('img')!.getAttribute('alt')).toBe('Welcome');
    second.unmount();
    const third = renderSlide({ ...base });
    expect(third.container.querySelector('img')!.getAttribute('alt')).toBe('Banner 1');
  });

  it('when the banner has art for the current language, then that art is shown; otherwise its default art', () => {
    const { container, unmount } = renderSlide({ ...base, images: { TY: '/brand-assets/banners/w_home-1.ty.svg' } });
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/brand-assets/banners/w_home-1.ty.svg');
    unmount();
    const other = renderSlide({ ...base, images: { CN: '/brand-assets/banners/w_home-1.cn.svg' } });
    expect(other.container.querySelector('img')!.getAttribute('src')).toBe(base.url);
  });

  it('when the banner is drawn, then its box keeps the art ratio before the image loads', () => {
    const { container } = renderSlide({ ...base });
    const img = container.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1920', '480']);
  });
});
