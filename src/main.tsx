// Entry: CSP nonce first, then the boot payload decides everything (brand, language, theme, status).
import './lib/csp-nonce.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { AppRoot, startScreenOf } from './app/app-root.tsx';
import { preloadFooter } from './app/layouts/root-layout.tsx';
import { preloadRouteChunk } from './app/app-router.tsx';
import { restoreSession } from './lib/session/session.store.ts';
import { setApiLanguageSource } from './lib/api/api-client.ts';
import { readBootPayload } from './lib/boot/boot-payload.ts';
import { changeAppLanguage, currentLanguage, i18n, initI18n } from './lib/i18n/i18n.ts';
import { writeLanguageCookie } from './lib/i18n/language-cookie.ts';
import { runAfterFirstPaint } from './lib/idle/after-first-paint.ts';
import { readServerRenderState } from './lib/boot/server-render-state.ts';
import { resolveLanguage } from '../schemas/rules/languages.ts';
import { LANGUAGE_STORAGE_KEYS } from '../schemas/rules/storage-keys.ts';
import { createQueryClient } from './lib/query/query-client.ts';
import { readStorage } from './lib/storage/safe-storage.ts';
import { createTenantContextValue } from './lib/tenant/tenant-context.tsx';
import { readInitialThemeMode } from './lib/theme/theme-mode.ts';
import { initThemeMode } from './lib/theme/theme-mode.store.ts';

function setFavicon(href: string): void {
  if (document.querySelector('link[rel~="icon"]')) return;
  const link = document.createElement('link');
  link.rel = 'icon';
  link.href = href;
  document.head.appendChild(link);
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  let boot;
  try {
    boot = readBootPayload();
  } catch (error) {
    // The server always inlines the payload; without it there is no brand to show.
    console.error(error);
    await initI18n('EN');
    root.textContent = i18n.t('notFoundHost.text');
    return;
  }
  const { tenant } = boot;
  // Server-rendered page: hydrate in the language and with the data the server used, then switch.
  const rendered = readServerRenderState();
  const lang = resolveLanguage(
    [...LANGUAGE_STORAGE_KEYS.map((key) => readStorage('local', key)), document.documentElement.dataset.lang],
    tenant.languages.supported,
    tenant.languages.default,
  );
  initThemeMode(readInitialThemeMode(tenant.themes.default));
  setApiLanguageSource(currentLanguage);
  restoreSession(boot);
  setFavicon(tenant.brand.favicon);
  // A rendered page already names its image CDN (the first): keep it, or the images would differ.
  const context = rendered ? createTenantContextValue(boot, Date.now(), () => 0) : createTenantContextValue(boot);
  // Before the catalogue loads: the first page's chunk (and the footer's, if that page has one) are
  // fetched in parallel with it.
  let pageLoaded: Promise<void> = Promise.resolve();
  if (startScreenOf(boot.system?.status) === 'app') {
    const page = preloadRouteChunk(context.modules, window.location.pathname);
    if (page.layout === 'full') preloadFooter();
    pageLoaded = page.loaded;
  }
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <AppRoot context={context} queryClient={queryClient} />
    </StrictMode>
  );
  if (!rendered) {
    await initI18n(lang);
    createRoot(root).render(app);
    return;
  }
  await initI18n(rendered.lang);
  hydrate(queryClient, rendered.queries);
  hydrateRoot(root, app);
  // Tell the server the language for the next first paint, then show the page in it if it differs —
  // only once the page has hydrated (its chunk in, then painted): a change during hydration would make
  // the rest of the page differ from the server's markup.
  writeLanguageCookie(lang);
  if (lang !== rendered.lang) void pageLoaded.then(() => runAfterFirstPaint(() => void changeAppLanguage(lang, tenant.languages.supported)));
}

void start();
