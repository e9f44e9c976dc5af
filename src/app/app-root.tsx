// Composition root of the React tree: tenant, theme, query client, then what the system status allows
// (spec §4: 1 maintenance takes precedence, 2 region restricted, otherwise the app).
import { lazy, Suspense, useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { AccountPopups } from '../features/accounts/header/account-popups.tsx';
import { SessionExpiryWatcher } from '../features/accounts/session/session-expiry-watcher.tsx';
import { ConfirmDialogHost } from '../features/accounts/shared/confirm-dialog-host.tsx';
import { withFullCatalogue } from '../lib/i18n/i18n.ts';
import { runAfterFirstPaint } from '../lib/idle/after-first-paint.ts';
import { useLiveTenantContext } from '../lib/tenant/live-tenant.ts';
import { TenantProvider, type TenantContextValue } from '../lib/tenant/tenant-context.tsx';
import { GlobalStyle } from '../lib/theme/global-style.ts';
import { theme } from '../lib/theme/styled-theme.ts';
import { AlertHost } from './alert-host.tsx';
import { AppReadyMark } from './app-ready-mark.tsx';
import { CustomerServiceButton } from './customer-service-button.tsx';
import { BootSplash } from './layouts/boot-splash.tsx';
import { AppRouter } from './app-router.tsx';
import { TrialWarningBridge } from './trial-warning-bridge.tsx';
import { AccountModals } from '../features/accounts/account-modals.tsx';
import { useSystemStatus } from '../features/system/api/system-status.api.ts';
import { CENTRE_BADGES, CENTRE_PAGES } from './centre-pages.ts';
import { AfterLoginModalsHost } from './after-login-modals-host.tsx';
import { ResponsibleGamingHost } from './responsible-gaming-host.tsx';

// The login popup's game menu (categories and vendors) loads with the popup, never with the first page.
const LoginGamesMenu = lazy(withFullCatalogue(() => import('./layouts/header/login-games-menu.tsx')));
const loginGamesMenu = (
  <Suspense fallback={null}>
    <LoginGamesMenu />
  </Suspense>
);

const MaintenancePage = lazy(() => import('../features/system/components/maintenance-page.tsx'));
const RegionBlockPage = lazy(() => import('../features/system/components/region-block-page.tsx'));

export type StartScreen = 'app' | 'maintenance' | 'region';

export function startScreenOf(status: number | undefined): StartScreen {
  if (status === 1) return 'maintenance';
  if (status === 2) return 'region';
  return 'app';
}

/** The push channel's live updates, loaded after the first paint as a chunk of their own (the first load stays as it was). */
function useLiveUpdates(enabled: boolean, queryClient: QueryClient, { boot }: TenantContextValue): void {
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    const cancel = runAfterFirstPaint(() => {
      void import('../lib/push/live-updates.ts').then(
        ({ startLiveUpdates }) => {
          if (!stopped) stop = startLiveUpdates(queryClient, boot);
        },
        // Without the chunk (a deploy replaced it) the page stays as loaded, as before live updates.
        () => {},
      );
    });
    return () => {
      stopped = true;
      cancel();
      stop?.();
    };
  }, [enabled, queryClient, boot]);
}

/**
 * The screen now: the boot status, until a pushed config changes the brand's maintenance window; then
 * the server's answer for this visitor (an allow-listed address stays on the app), without a reload.
 */
function useScreen(bootContext: TenantContextValue, context: TenantContextValue, queryClient: QueryClient): StartScreen {
  const boot = startScreenOf(bootContext.boot.system?.status);
  const window = JSON.stringify(context.tenant.systemStatus.maintenance);
  const changed = window !== JSON.stringify(bootContext.tenant.systemStatus.maintenance);
  const live = useSystemStatus(window, changed && boot === 'app', queryClient);
  return changed && live.data ? startScreenOf(live.data.status) : boot;
}

interface AppRootProps {
  context: TenantContextValue;
  queryClient: QueryClient;
  /** The page address when rendering on the server (see AppRouter). */
  location?: string;
}

export function AppRoot({ context: bootContext, queryClient, location }: AppRootProps) {
  // The boot config, then whatever the push channel brings while the page is open.
  const context = useLiveTenantContext(bootContext);
  const screen = useScreen(bootContext, context, queryClient);
  useLiveUpdates(startScreenOf(bootContext.boot.system?.status) === 'app', queryClient, bootContext);
  return (
    <TenantProvider value={context}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <QueryClientProvider client={queryClient}>
          {screen === 'app' ? (
            <TrialWarningBridge>
              <AppRouter modules={context.modules} location={location}>
                <AccountModals />
                <AccountPopups gamesMenu={loginGamesMenu} centrePages={CENTRE_PAGES} centreBadges={CENTRE_BADGES} />
                <AfterLoginModalsHost />
                <ResponsibleGamingHost />
              </AppRouter>
            </TrialWarningBridge>
          ) : (
            <Suspense fallback={<BootSplash />}>
              {screen === 'maintenance' ? (
                <MaintenancePage customerService={<CustomerServiceButton />} />
              ) : (
                <RegionBlockPage customerService={<CustomerServiceButton />} />
              )}
              <AppReadyMark />
            </Suspense>
          )}
          <AlertHost />
          <ConfirmDialogHost />
          <SessionExpiryWatcher />
        </QueryClientProvider>
      </ThemeProvider>
    </TenantProvider>
  );
}
