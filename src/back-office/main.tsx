// The back office's entry (operator hosts only): CSP nonce first, then language and theme, then the app.
import '../lib/csp-nonce.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setApiLanguageSource } from '../lib/api/api-client.ts';
import { createQueryClient } from '../lib/query/query-client.ts';
import { readInitialThemeMode } from '../lib/theme/theme-mode.ts';
import { initThemeMode } from '../lib/theme/theme-mode.store.ts';
import { BackOfficeApp } from './app/back-office-app.tsx';
import { currentStaffLanguage, initialStaffLanguage, initStaffI18n } from './app/back-office-i18n.ts';

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  initThemeMode(readInitialThemeMode('light'));
  setApiLanguageSource(currentStaffLanguage);
  await initStaffI18n(initialStaffLanguage());
  createRoot(root).render(
    <StrictMode>
      <BackOfficeApp queryClient={createQueryClient()} />
    </StrictMode>,
  );
}

void start();
