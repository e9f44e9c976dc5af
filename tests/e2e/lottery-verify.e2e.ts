// /lottery/verify (issue 18) in Chromium against the real server on two brands: the e2e tenants' 30-second fast
// draw runs with or without bets, so a drawn draw is there within a minute. Without JavaScript the server-rendered
// page already shows the draw's published seed hash and its revealed seed; with JavaScript the browser recomputes
// the draw (Web Crypto) and says it verifies. A draw is found by the form too (a malformed number refused), and the lottery screen's result
// row links here. Screenshots: aurora light (EN), lotus dark (VI), wide and narrow.
import { createHash } from 'node:crypto';
import { SHORT_DRAW } from './support/e2e-tenants.ts';
import { expect, test, type Page } from './support/fixtures.ts';
import { call } from './support/new-player.ts';
import { brandUrl, presetStorage, SCREENS, watchConsole } from './support/page-helpers.ts';

interface Drawn {
  numero: string;
  seed: string | null;
  seedHash: string;
  openNumber: string | null;
}

const RUNS = [
  { brand: 'aurora', lang: 'EN', theme: 'light' },
  { brand: 'lotus', lang: 'VI', theme: 'dark' },
] as const;

/** The latest drawn draw of the short game (waits for the first one: a draw every 30 s), asked from a page of the brand. */
async function latestDrawn(page: Page, brand: string): Promise<Drawn> {
  let found: Drawn | undefined;
  await page.goto(brandUrl(brand, '/lottery/verify'));
  await expect
    .poll(
      async () => {
        found = (await call<Drawn[]>(page, 'GET', `/lgw/lottery/results?gameCode=${SHORT_DRAW.gameCode}&count=5`)).value[0];
        return found?.seed ?? null;
      },
      { timeout: 3 * SHORT_DRAW.intervalSeconds * 1000 },
    )
    .not.toBeNull();
  return found!;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('when a drawn draw’s verify page is opened with JavaScript off, then the server-rendered page shows its seed hash and revealed seed', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // The draw is looked up from a page with JavaScript (its own context); the page under test has none.
    const helper = await browser.newPage();
    const drawn = await latestDrawn(helper, 'aurora');
    await helper.close();
    await page.goto(brandUrl('aurora', `/lottery/verify?gameCode=${SHORT_DRAW.gameCode}&numero=${drawn.numero}`));
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('[data-verify-seed-hash]')).toHaveText(drawn.seedHash);
    await expect(page.locator('[data-verify-seed]')).toHaveText(drawn.seed!);
    await expect(page.locator('[data-draw-status]')).toHaveAttribute('data-draw-status', 'drawn');
    await expect(page.locator('[data-result-digits]').first()).toHaveText(drawn.openNumber!);
  });
});

for (const r of RUNS) {
  test(`when ${r.brand}'s verify page recomputes a drawn draw in the browser, then it verifies; the form and the results' link lead there`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await presetStorage(page, { lang: r.lang, theme: r.theme });
    const drawn = await latestDrawn(page, r.brand);
    expect(createHash('sha256').update(drawn.seed!).digest('hex')).toBe(drawn.seedHash);

    // From the lottery screen's results: the verify link of the draw.
    await page.goto(brandUrl(r.brand, `/lottery?gameCode=${SHORT_DRAW.gameCode}`));
    const row = page.locator(`[data-result-numero="${drawn.numero}"]`);
    await expect(row).toBeVisible({ timeout: 2 * SHORT_DRAW.intervalSeconds * 1000 });
    await row.locator('[data-verify-link]').click();
    await expect(page).toHaveURL(new RegExp(`/lottery/verify\\?gameCode=${SHORT_DRAW.gameCode}&numero=${drawn.numero}$`));
    await expect(page.locator('[data-hash-ok]')).toHaveAttribute('data-hash-ok', 'yes');
    await expect(page.locator('[data-result-ok]')).toHaveAttribute('data-result-ok', 'yes');
    await expect(page.locator('[data-verified]')).toHaveAttribute('data-verified', 'yes');
    await expect(page.locator('[data-verify-recomputed]')).toContainText(drawn.openNumber!);
    await page.screenshot({ path: `${SCREENS}/lottery-verify-${r.brand}-${r.theme}.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENS}/lottery-verify-${r.brand}-${r.theme}-narrow.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    // Typed in the form: an unknown draw number says so; the real one verifies.
    await page.goto(brandUrl(r.brand, '/lottery/verify'));
    await page.locator('[data-verify-game]').selectOption(SHORT_DRAW.gameCode);
    await page.locator('[data-verify-numero]').fill('2020010100');
    await page.locator('[data-verify-form] button[type="submit"]').click();
    await expect(page.locator('[data-verify-form-error]')).toBeVisible();
    await page.locator('[data-verify-numero]').fill(drawn.numero);
    await page.locator('[data-verify-form] button[type="submit"]').click();
    await expect(page.locator('[data-verified]')).toHaveAttribute('data-verified', 'yes');
    await expect(page.locator('[data-verify-seed]')).toHaveText(drawn.seed!);
    expect(problems).toEqual([]);
  });
}
