// Screenshots of a back-office page as staff see it: both themes (switched with the console's own button) and
// both widths, saved as test-results/screens/back-office-<name>-<theme>-<width>.png to be looked at.
import { join } from 'node:path';
import { expect, type Page } from './fixtures.ts';
import { SCREENS } from './page-helpers.ts';

export const BO_VIEWPORTS = { wide: { width: 1366, height: 900 }, narrow: { width: 390, height: 844 } } as const;

/** Both themes and both widths of what is on screen now; leaves the page wide. */
export async function shootBackOffice(page: Page, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    if ((await page.locator('html').getAttribute('data-theme')) !== theme) await page.getByTestId('bo-theme').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    for (const [width, size] of Object.entries(BO_VIEWPORTS)) {
      await page.setViewportSize(size);
      await page.screenshot({ path: join(SCREENS, `back-office-${name}-${theme}-${width}.png`), fullPage: true });
    }
  }
  await page.setViewportSize(BO_VIEWPORTS.wide);
}
