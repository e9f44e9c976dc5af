// Entry: CSP nonce first, then the boot payload decides everything (brand, language, theme, status).
import './lib/csp-nonce.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { AppRoot, startScreenOf } from './app/app-root.tsx';
import { preloadFooter } from './app/layouts/root-layout.tsx';
import { preloadRouteChunk } from './app/app-router.tsx';
import { restoreSession } from './lib/session/session.store.ts';
import { takeSignedInByRedirect } from './lib/session/signed-in-by-redirect.ts';
import { setApiLanguageSource } from './lib/api/api-client.ts';
import { readBootPayload } from './lib/boot/boot-payload.ts';
import { currentLanguage, i18n, initI18n } from './lib/i18n/i18n.ts';
import { writeLanguageCookie } from './lib/i18n/language-cookie.ts';
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
  // What the server rendered, if it did (see below).
  const rendered = readServerRenderState();
  const lang = resolveLanguage(
    [...LANGUAGE_STORAGE_KEYS.map((key) => readStorage('local', key)), document.documentElement.dataset.lang],
    tenant.languages.supported,
    tenant.languages.default,
  );
  initThemeMode(readInitialThemeMode(tenant.themes.default));
  setApiLanguageSource(currentLanguage);
  restoreSession(boot, takeSignedInByRedirect());
  setFavicon(tenant.brand.favicon);
  // A rendered page already names its image CDN (the first): keep it, or the images would differ.
  const context = rendered ? createTenantContextValue(boot, Date.now(), () => 0) : createTenantContextValue(boot);
  // Before the catalogue loads: the first page's chunk (and the footer's, if that page has one) are
  // fetched in parallel with it.
  if (startScreenOf(boot.system?.status) === 'app') {
    if (preloadRouteChunk(context.modules, window.location.pathname) === 'full') preloadFooter();
  }
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <AppRoot context={context} queryClient={queryClient} />
    </StrictMode>
  );
  // Tell the server the language for the next first paint.
  writeLanguageCookie(lang);
  // A server-rendered page in the visitor's language is hydrated with the data it showed. One rendered
  // in another language (the stored choice predates the cookie) is rendered afresh in the right one:
  // switching after hydration would race the parts still hydrating and break their markup.
  if (rendered) hydrate(queryClient, rendered.queries);
  await initI18n(lang);
  // Hydration runs as a transition: React then works in short slices and yields to the browser between them
  // (input, paint, the banner image), instead of one long task over the whole page. A default-priority
  // hydration is one uninterrupted render of every component on the page, which on a phone is what blocks
  // the main thread longest after the first paint.
  if (rendered && rendered.lang === lang) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
