// The jackpot beyond the home page (issue 21 item 6) in Chromium: the slots page's strip counts the real pool
// and opens the winners list; the register page carries the jackpot block (spec §2), on two brands.
import { expect, test } from './support/fixtures.ts';
import { brandJson } from './support/session.ts';
import { brandUrl, presetStorage, SCREENS, watchConsole } from './support/page-helpers.ts';

for (const [brand, theme] of [
  ['aurora', 'light'],
  ['lotus', 'dark'],
] as const) {
  test(`when a visitor opens ${brand}'s slots and register pages, then the real jackpot pool is shown and the winners list opens`, async ({ page }) => {
    await presetStorage(page, { theme, lang: 'EN' });
    const problems = watchConsole(page);
    const pool = (await brandJson<{ value: { amount: number } }>(page, brand, '/wps/game/jackpot')).body.value.amount;

    await page.goto(brandUrl(brand, '/rng'));
    const ticker = page.getByTestId('jackpot-ticker');
    await expect(ticker).toBeVisible();
    // The strip shows the server's pool (it only grows: at least what was read before the page).
    await expect.poll(async () => Number(await page.getByTestId('jackpot-ticker-amount').getAttribute('data-value'))).toBeGreaterThanOrEqual(pool);
    await ticker.screenshot({ path: `${SCREENS}/jackpot-ticker-${brand}-${theme}.png` });
    await ticker.getByTestId('winners-board-open').click();
    await expect(page.getByRole('dialog')).toContainText('Winners list');
    await expect(page.getByTestId('winners-board').or(page.getByTestId('winners-board-empty'))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto(brandUrl(brand, '/register'));
    await expect(page.getByTestId('jackpot-block')).toBeVisible();
    await expect(page.getByTestId('jackpot-amount')).not.toHaveText('—');
    await page.screenshot({ path: `${SCREENS}/register-jackpot-${brand}-${theme}.png`, fullPage: true });
    expect(problems).toEqual([]);
  });
}
