// Server-rendered first paint (issue 15): pages read without JavaScript, hydrate without a single
// console complaint, and a signed-in reload fills in the personal header without shifting the page.
import { expect, test, type Page } from './support/fixtures.ts';
import { brandUrl, presetStorage } from './support/page-helpers.ts';
import { signInByApi } from './support/session.ts';

const READABLE_BRANDS = ['aurora', 'lotus'] as const;

/** Every console error or warning and every uncaught error of the page (hydration mismatches are errors). */
function watchEverything(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const brand of READABLE_BRANDS) {
    test(`when ${brand}'s home, a category page and the games list are opened with JavaScript off, then their content is there`, async ({ page }) => {
      await page.goto(brandUrl(brand, '/'));
      await expect(page.locator('#home-lobby')).toBeVisible();
      await expect(page.locator('[aria-labelledby="home-lobby"] a').first()).toBeVisible();
      await expect(page.locator('header nav a, nav a').first()).toBeVisible();
      await expect(page.getByTestId('jackpot-block')).toBeVisible();

      await page.goto(brandUrl(brand, '/live'));
      await expect(page.locator('main h1')).toBeVisible();
      expect(await page.locator('main a[href*="vassalage="], main button').count()).toBeGreaterThan(0);

      await page.goto(brandUrl(brand, '/rng'));
      await expect(page.locator('main h1')).toBeVisible();
      // The first page of games, with names a reader can see.
      await expect(page.locator('main ul li').filter({ hasText: /\S/ }).first()).toBeVisible();
      expect(await page.locator('main ul li').count()).toBeGreaterThan(5);
    });
  }

  test('when a brand sends signed-out visitors to the login page, then the server redirects and the login page reads without JavaScript', async ({ page }) => {
    const response = await page.goto(brandUrl('pearl', '/'));
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(response?.status()).toBe(200);
    await expect(page.locator('main input').first()).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  for (const brand of READABLE_BRANDS) {
    test(`when ${brand}'s server-rendered pages hydrate, then the console stays silent`, async ({ page }) => {
      const problems = watchEverything(page);
      for (const path of ['/', '/rng', '/live']) {
        await page.goto(brandUrl(brand, path));
        await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
        await page.waitForLoadState('networkidle');
        // Live, not just painted: a control that only works once hydrated answers.
        await expect(page.locator('main h1, #home-lobby').first()).toBeVisible();
      }
      expect(problems).toEqual([]);
    });
  }

  test('when a visitor only looks at the home, then the login logic, the rest of the catalogue and the side tools stay unloaded until first use', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await presetStorage(page, { lang: 'EN' });
    const problems = watchEverything(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const onFirstUse = /\/assets\/(header-login-form|rest|recently-viewed-panel)-/;
    await page.goto(brandUrl('aurora', '/'));
    await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => onFirstUse.test(path))).toEqual([]);
    await expect(page.getByTestId('header-login-form')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open recently viewed games' })).toHaveCount(0);

    // The mouse moving over the page is a first use: the inline form and the side tools arrive.
    await page.mouse.move(400, 300);
    await page.mouse.move(420, 320);
    await expect(page.getByTestId('header-login-form')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open recently viewed games' })).toBeVisible();
    await expect.poll(() => scripts.filter((path) => onFirstUse.test(path)).length).toBeGreaterThanOrEqual(3);
    expect(problems).toEqual([]);
  });

  test('when a signed-in player reloads the home page, then the balance appears without a layout shift', async ({ page }) => {
    await signInByApi(page, 'aurora');
    // Cumulative layout shift as browsers define it: the largest session window of unexpected shifts.
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      let windowValue = 0;
      let first = 0;
      let last = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (entry.hadRecentInput) continue;
          if (windowValue > 0 && entry.startTime - last < 1000 && entry.startTime - first < 5000) windowValue += entry.value;
          else {
            windowValue = entry.value;
            first = entry.startTime;
          }
          last = entry.startTime;
          w.__cls = Math.max(w.__cls, windowValue);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchEverything(page);
    await page.goto(brandUrl('aurora', '/'));
    await expect(page.getByTestId('account-area-signed-in')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThanOrEqual(0.05);
    expect(problems).toEqual([]);
  });
});
