// The layout of every route: its variant comes from the route table (full / reduced header / no header).
// It owns the skip link, the banner strip of the route's group (rebuilt on every navigation), scrolling
// to the top or to the hash, focus and the document title.
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams } from 'react-router';
import styled from 'styled-components';
import { BannerStrip } from '../../features/content/components/banner-strip.tsx';
import { useVendorPopupStore } from '../../features/games/stores/vendor-popup.store.ts';
import { useFirstUse } from '../../lib/idle/after-first-paint.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { media } from '../../lib/theme/styled-theme.ts';
import { gameTypeFromParam } from '../routes/route-table.ts';
import { useRouteEntry } from '../routes/use-route-entry.ts';
import { SiteHeader } from './header/site-header.tsx';
import { ChatRoomHost } from '../chat-room-host.tsx';

const loadFooter = () => import('./footer/site-footer.tsx');
const SiteFooter = lazy(loadFooter);

// The side tools (the recently-viewed tab on the left, the quick links on the right): fixed to the window's
// edges, so showing them later moves nothing on the page. Neither is part of the first paint: both chunks
// load on the visitor's first use of the page (a touch, a key, the mouse moving, focus).
const RecentlyViewedPanel = lazy(() => import('../../features/games/components/recently-viewed-panel.tsx').then((m) => ({ default: m.RecentlyViewedPanel })));
const RightBar = lazy(() => import('./right-bar.tsx').then((m) => ({ default: m.RightBar })));

function SideTools() {
  return useFirstUse() ? (
    <Suspense fallback={null}>
      <RecentlyViewedPanel />
      <RightBar />
    </Suspense>
  ) : null;
}

// The popup list of a vendor's games (opened from a hall, a category page or a hot vendor), loaded on first use.
const VendorGamesPopup = lazy(() => import('../../features/games/components/vendor-games-popup.tsx').then((m) => ({ default: m.VendorGamesPopup })));

function VendorPopupHost() {
  const open = useVendorPopupStore((s) => s.vendor !== null);
  return open ? (
    <Suspense fallback={null}>
      <VendorGamesPopup />
    </Suspense>
  ) : null;
}

/** Starts fetching the footer's chunk at boot: it arrives with the first page but never delays it. */
export function preloadFooter(): void {
  void loadFooter();
}

export function RootLayout() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const entry = useRouteEntry();
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  // The address this layout last scrolled and focused for (null before the first page). Layout effects
  // run again when a Suspense boundary above shows this tree again after a late lazy chunk: that is no
  // navigation, and must neither scroll the visitor to the top nor pull focus out of an open menu.
  const handled = useRef<string | null>(null);
  const layout = entry?.layout ?? 'full';

  useLayoutEffect(() => {
    const address = `${location.key} ${location.pathname}${location.hash}`;
    if (handled.current === address) return;
    const firstPage = handled.current === null;
    handled.current = address;
    const hash = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
    const target = hash ? document.getElementById(hash) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    if (!firstPage && !target) mainRef.current?.focus({ preventScroll: true });
  }, [location.key, location.pathname, location.hash]);

  const gameType = gameTypeFromParam(useParams().games);
  const title = entry ? t(entry.titleKey, { type: gameType ? t(`category.${gameType}`) : '' }).trim() : t('page.notFound');
  useLayoutEffect(() => {
    document.title = entry?.id === 'home' ? tenant.brand.name : `${title} | ${tenant.brand.name}`;
  }, [title, entry?.id, tenant.brand.name]);

  return (
    <Shell>
      <SkipLink
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {t('common.skipToContent')}
      </SkipLink>
      {layout !== 'bare' ? <SiteHeader variant={layout === 'reduced' ? 'reduced' : 'full'} /> : null}
      <Main id="main" ref={mainRef} tabIndex={-1}>
        {layout === 'full' && entry?.banner ? (
          <BannerWrap>
            <BannerStrip key={location.key} group={entry.banner} />
          </BannerWrap>
        ) : null}
        <Outlet />
      </Main>
      {layout === 'full' ? (
        <>
          <Suspense fallback={<FooterSpace />}>
            <SiteFooter />
          </Suspense>
          <SideTools />
        </>
      ) : null}
      <VendorPopupHost />
      <ChatRoomHost />
    </Shell>
  );
}

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  outline: none;
`;

const BannerWrap = styled.div`
  max-width: ${({ theme }) => theme.sizes.container}px;
  margin: 0 auto;
  ${media.md} {
    padding: 16px 20px 0;
  }
  ${media.xl} {
    padding: 20px 24px 0;
  }
`;

const FooterSpace = styled.div`
  min-height: 420px;
  background: var(--c-footer-bg);
`;

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -60px;
  z-index: ${({ theme }) => theme.zIndices.alert};
  padding: 10px 16px;
  border-radius: 8px;
  font-weight: 700;
  color: var(--c-on-primary);
  background: var(--c-primary);
  transition: top 0.15s;
  &:focus {
    top: 12px;
  }
`;
