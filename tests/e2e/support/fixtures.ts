// The e2e `test`: every navigation of the test's page to a brand page returns once the page is live.
// Why: brand pages are server-rendered, so their markup is on screen before React hydrates; a hover,
// click or key press in that gap reaches no handler and the test fails on a loaded machine only.
// Waiting here, once, removes that whole class of flakes instead of a `waitForLive` per call site.
import { test as base, type Page, type Response } from '@playwright/test';
import { waitForLive } from './page-helpers.ts';

export { expect } from '@playwright/test';
export type { BrowserContext, FrameLocator, Page } from '@playwright/test';

/** An app page carries the module script that hydrates it; the unknown-host page and API answers do not. */
async function isAppPage(page: Page, response: Response | null): Promise<boolean> {
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return false;
  return (await page.locator('script[type="module"]').count()) > 0;
}

export function waitForLiveAfterNavigation(page: Page, javaScriptEnabled: boolean): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settle = async (response: Response | null) => {
    if (javaScriptEnabled && (await isAppPage(page, response))) await waitForLive(page);
    return response;
  };
  page.goto = async (url, options) => settle(await goto(url, options));
  page.reload = async (options) => settle(await reload(options));
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    waitForLiveAfterNavigation(page, javaScriptEnabled);
    await use(page);
  },
});
