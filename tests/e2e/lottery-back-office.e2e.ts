// The back office's lottery draws page (issue 18) in Chromium on two brands: staff sign in with TOTP, open the
// draws of the e2e tenants' 30-second fast draw (drawn whether or not anyone bets, so drawn rows appear within a
// minute), and the page lists them with their state and result. Screenshots of each brand's page, light and dark,
// wide and narrow, are kept in test-results/screens/ to be looked at.
import { SHORT_DRAW } from './support/e2e-tenants.ts';
import { expect, test } from './support/fixtures.ts';
import { watchConsole } from './support/page-helpers.ts';
import { signInStaff } from './support/staff-session.ts';
import { BO_VIEWPORTS, shootBackOffice } from './support/back-office-shots.ts';

test('when staff open the lottery draws of two brands, then each lists its drawn draws with state and result', async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watchConsole(page);
  await page.setViewportSize(BO_VIEWPORTS.wide);
  await signInStaff(page, undefined, '/lottery');
  for (const brand of ['aurora', 'lotus']) {
    // the short draw runs every 30 s: drawn rows appear within a few of them (the page read afresh each time)
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('bo-brand').selectOption(brand);
          await page.getByTestId('bo-draws-game').selectOption(SHORT_DRAW.gameCode);
          await page.locator('[data-testid="bo-draws"], [data-testid="bo-draws-empty"]').first().waitFor();
          return page.locator('[data-testid^="bo-draw-2"]').count();
        },
        { timeout: 4 * SHORT_DRAW.intervalSeconds * 1000, intervals: [5_000] },
      )
      .toBeGreaterThan(1);
    await expect(page.getByTestId('bo-draws')).toBeVisible();
    await shootBackOffice(page, `lottery-draws-${brand}`);
  }
  expect(problems).toEqual([]);
});
