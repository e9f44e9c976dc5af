// Every demo brand's home page, on its own hostname, in both themes and two of its languages,
// wide and narrow. Screenshots are kept in test-results/screens/ for a person to look at.
import { expect, test } from './support/fixtures.ts';
import { demoBrands } from './support/e2e-tenants.ts';
import { brandUrl, presetStorage, SCREENS, watchConsole } from './support/page-helpers.ts';
import { signInByApi } from './support/session.ts';
import { join } from 'node:path';

for (const [index, brand] of demoBrands().entries()) {
  const languages = brand.languages.supported.slice(0, 2);
  const guarded = brand.hasModule('LOGINEDTOHOMEPAGE');
  // The run prefers reduced motion (playwright.config.ts); the first brand plays every animation.
  const motion = index === 0 ? 'no-preference' : 'reduce';
  for (const theme of ['light', 'dark'] as const) {
    for (const lang of languages) {
      test(`when ${brand.id} home opens in ${theme} theme and ${lang}, then it shows that brand's shell in that theme and language`, async ({ page }) => {
        const problems = watchConsole(page);
        await page.emulateMedia({ reducedMotion: motion });
        await page.setViewportSize({ width: 1440, height: 900 });
        // A brand with the login guard shows its home only to a session; the guard has its own test.
        await presetStorage(page, { theme, lang });
        if (guarded) await signInByApi(page, brand.id);
        await page.goto(brandUrl(brand.id));
        const nav = page.locator('header nav').first();
        await expect(nav).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('html')).toHaveAttribute('data-lang', lang);
        await expect(page).toHaveTitle(new RegExp(brand.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        // One nav entry per enabled category with a vendor dropdown toggle, plus Home.
        await expect(nav.locator('button[aria-expanded]')).toHaveCount(brand.categories.length);
        // The footer is a lazy chunk (it keeps the home route's first load small).
        await expect(page.locator('footer')).toBeVisible();
        await expect(page.locator('[aria-roledescription="carousel"]').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: join(SCREENS, `${brand.id}-${theme}-${lang}-wide.png`), fullPage: true });
        expect(problems).toEqual([]);
      });
    }
    test(`when ${brand.id} home opens on a narrow phone in ${theme} theme, then the menu collapses into a drawer`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.emulateMedia({ reducedMotion: motion });
      await page.setViewportSize({ width: 390, height: 844 });
      await presetStorage(page, { theme });
      if (guarded) await signInByApi(page, brand.id);
      await page.goto(brandUrl(brand.id));
      const hamburger = page.locator('button[aria-haspopup="dialog"]').first();
      await expect(hamburger).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(SCREENS, `${brand.id}-${theme}-narrow.png`), fullPage: true });
      await hamburger.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: join(SCREENS, `${brand.id}-${theme}-narrow-menu.png`) });
      // No horizontal scrolling on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
    });
  }
}
