import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { currentServer, MAIN_SERVER } from './e2e-servers.ts';

export const PORT = MAIN_SERVER.port;
/** A brand's address on the server of the running test (the main one, or the test-clock server for *-clock.e2e.ts). */
export const brandUrl = (id: string, path = '/') => `http://${id}.localhost:${currentServer().port}${path}`;
export const SCREENS = fileURLToPath(new URL('../../../test-results/screens', import.meta.url));
mkdirSync(SCREENS, { recursive: true });

/** Stores theme/language the way the app does before the first script runs. */
export async function presetStorage(page: Page, values: { theme?: string; lang?: string }) {
  await page.addInitScript((v) => {
    if (v.theme) localStorage.setItem('theme', v.theme);
    if (v.lang) {
      localStorage.setItem('lang', v.lang);
      localStorage.setItem('hisLang', v.lang);
    }
  }, values);
}

/** Collects console errors and CSP violations; a finished page has none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/**
 * Waits until a server-rendered page is live (hydrated): its markup is on screen before its script runs,
 * and a hover or key press before that reaches no handler.
 */
export async function waitForLive(page: Page): Promise<void> {
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
}
