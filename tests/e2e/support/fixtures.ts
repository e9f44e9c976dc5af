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

/**
 * PU announcements pop up once per member after a sign-in on the page (src/app/after-login-modals-host.tsx),
 * over whatever the test does next. Tests about something else have them closed whenever one shows (Playwright's
 * locator handler runs before each action and auto-waiting assertion); a file that checks the popups themselves
 * sets `test.use({ keepAnnouncementPopups: true })` and closes them with support/announcements.ts.
 */
async function closeAnnouncementPopupsWhenShown(page: Page): Promise<void> {
  const popup = page.getByRole('dialog').filter({ has: page.getByTestId('popup-announcement') });
  // noWaitAfter: a brand with several PU notices shows the next at once; the handler runs again for it.
  await page.addLocatorHandler(popup, async () => popup.getByTestId('popup-announcement-close').click(), { noWaitAfter: true });
}

/**
 * The first-login welcome (spec §4 first-login action, before the PU popups) shows after an account's first sign-in
 * on the page — every test that registers a player. Tests about something else answer "Later" whenever it shows;
 * a file that checks it sets `test.use({ keepFirstLoginWelcome: true })`.
 */
async function closeFirstLoginWelcomeWhenShown(page: Page): Promise<void> {
  const welcome = page.getByRole('dialog').filter({ has: page.getByTestId('first-login-welcome') });
  await page.addLocatorHandler(welcome, async () => welcome.getByTestId('first-login-later').click());
}

export const test = base.extend<{ keepAnnouncementPopups: boolean; keepFirstLoginWelcome: boolean }>({
  keepAnnouncementPopups: [false, { option: true }],
  keepFirstLoginWelcome: [false, { option: true }],
  page: async ({ page, javaScriptEnabled, keepAnnouncementPopups, keepFirstLoginWelcome }, use) => {
    waitForLiveAfterNavigation(page, javaScriptEnabled);
    if (!keepFirstLoginWelcome) await closeFirstLoginWelcomeWhenShown(page);
    if (!keepAnnouncementPopups) await closeAnnouncementPopupsWhenShown(page);
    await use(page);
  },
});
