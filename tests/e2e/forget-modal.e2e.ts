// The forgot-password popup (spec §2 forgetPassModal) in Chromium on two brands: from the login popup, "forgot
// password" opens it in the login popup's place, with the games menu on top, the reset forms and the "no
// account" side; its games menu leads on (the popup closes with the navigation), and its register button
// opens registration.
import { expect, test } from './support/fixtures.ts';
import { brandUrl, presetStorage, SCREENS, watchConsole } from './support/page-helpers.ts';

for (const [brand, theme] of [
  ['aurora', 'dark'],
  ['lotus', 'light'],
] as const) {
  test(`when a visitor of ${brand} asks the login popup for a forgotten password, then the forgot-password popup takes its place and leads on`, async ({
    page,
  }) => {
    // Below 1280 px the header shows a button that opens the login popup instead of the inline form.
    await page.setViewportSize({ width: 1024, height: 800 });
    await presetStorage(page, { theme, lang: 'EN' });
    const problems = watchConsole(page);
    await page.goto(brandUrl(brand, '/'));
    await page.getByTestId('header-open-login').first().click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await page.getByTestId('login-modal').getByTestId('login-forgot').click();
    const popup = page.getByTestId('forget-modal');
    await expect(popup).toBeVisible();
    await expect(page.getByTestId('login-modal')).toHaveCount(0);
    await expect(page).toHaveURL(brandUrl(brand, '/'));
    await expect(popup.getByTestId('forget-forms')).toBeVisible();
    await expect(popup.getByTestId('login-games-menu')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/forget-modal-${brand}-${theme}.png` });

    // The register side swaps it for the registration popup.
    await popup.getByTestId('forget-modal-register').click();
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole('dialog')).toBeVisible();

    // Reopened: a vendor of the games menu leads to its page and the popup closes with the navigation.
    await page.keyboard.press('Escape');
    await page.getByTestId('header-open-login').first().click();
    await page.getByTestId('login-modal').getByTestId('login-forgot').click();
    await expect(popup).toBeVisible();
    await popup.locator('[data-testid^="login-games-vendor-"]').first().click();
    await expect(page).not.toHaveURL(brandUrl(brand, '/'));
    await expect(popup).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}
