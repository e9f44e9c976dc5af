// Composition root of the back office: theme, i18n, query client; the sign-in until there is a staff
// session, then the layout with the pages the member's role allows. A request answered "signed out"
// (idle or absolute limit reached, account disabled) brings the sign-in back.
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { QueryCache, QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes, useOutletContext } from 'react-router';
import { ThemeProvider } from 'styled-components';
import type { SessionValue } from '../../../schemas/generated/staff.ts';
import { ApiError } from '../../lib/api/api-client.ts';
import { GlobalStyle } from '../../lib/theme/global-style.ts';
import { theme } from '../../lib/theme/styled-theme.ts';
import { sessionKeys } from '../features/session/api/session-keys.ts';
import { useStaffSession } from '../features/session/api/session.api.ts';
import { SignInPage } from '../features/session/components/sign-in-page.tsx';
import { staffI18n } from './back-office-i18n.ts';
import { pagesFor } from './back-office-pages.ts';
import { BackOfficeLayout, type LayoutOutlet } from './back-office-layout.tsx';
import { StaffPalette } from './staff-palette.ts';

export function BackOfficeApp({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <I18nextProvider i18n={staffI18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <StaffPalette />
        <QueryClientProvider client={queryClient}>
          <SignedOutWatcher cache={queryClient.getQueryCache()} />
          <BrowserRouter>
            <SessionGate />
          </BrowserRouter>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}

/** Any request answered 401 staffSignedOut means the session is gone: show the sign-in. */
function SignedOutWatcher({ cache }: { cache: QueryCache }) {
  const client = useQueryClient();
  useEffect(
    () =>
      cache.subscribe((event) => {
        const error = event.query.state.error;
        if (event.type === 'updated' && error instanceof ApiError && error.code === 'staffSignedOut' && event.query.queryKey[1] !== 'session') {
          client.setQueryData<SessionValue>(sessionKeys.current(), { staff: null });
        }
      }),
    [cache, client],
  );
  return null;
}

function SessionGate() {
  const client = useQueryClient();
  const session = useStaffSession();
  const staff = session.data?.staff ?? null;
  const pages = useMemo(() => (staff ? pagesFor(staff) : []), [staff]);
  const lazyPages = useMemo(() => pages.map((p) => ({ entry: p, Component: lazy(p.load) })), [pages]);
  if (session.isPending) return null;
  if (!staff)
    return (
      <SignInPage
        onSignedIn={(value) => {
          // Nothing of a previous member's stays cached; the session query itself keeps its observers.
          client.removeQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
          client.setQueryData(sessionKeys.current(), value);
        }}
      />
    );
  return (
    <Routes>
      <Route element={<BackOfficeLayout staff={staff} pages={pages} />}>
        {lazyPages.map(({ entry, Component }) => (
          <Route
            key={entry.path}
            path={`${entry.path}/*`}
            element={
              <Suspense fallback={null}>
                <PageWithBrand>{(brandId) => <Component staff={staff} brandId={brandId} />}</PageWithBrand>
              </Suspense>
            }
          />
        ))}
        <Route path="*" element={pages[0] ? <Navigate to={`/${pages[0].path}`} replace /> : <NoPages />} />
      </Route>
    </Routes>
  );
}

/** Brand pages get the brand chosen in the top bar (the layout keeps it one of the member's brands). */
function PageWithBrand({ children }: { children: (brandId: string) => ReactNode }) {
  const { t } = useTranslation();
  const { brandId } = useOutletContext<LayoutOutlet>();
  return brandId ? children(brandId) : <p>{t('layout.noBrands')}</p>;
}

function NoPages() {
  const { t } = useTranslation();
  return <p>{t('layout.noPages')}</p>;
}
