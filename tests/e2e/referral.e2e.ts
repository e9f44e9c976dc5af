// Invite friends in Chromium against the real server (issue 19): player A opens the member centre's referral
// page, copies the invite link (the clipboard holds the register page with ?referralCode=), a new visitor in a
// second browser context opens that link, registers on the form (the code filled in from the link) and deposits
// through the sandbox gateway; the rewards engine pays A for the sign-up and the first deposit, and A's page
// lists the friend (masked) with both milestones and the reward. Screens: the page in light and dark, English
// and Vietnamese (lotus), wide and narrow, with axe on it.
import AxeBuilder from '@axe-core/playwright';
import { captchaAnswer } from './support/captcha-answer.ts';
import { expect, test, waitForLiveAfterNavigation, type Page } from './support/fixtures.ts';
import { call, depositByGateway, mobileNumber, registerByApi } from './support/new-player.ts';
import { brandUrl, presetStorage, SCREENS, watchConsole } from './support/page-helpers.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The CSRF token of the signed-in browser page (the shell inlines it in the boot payload). */
const csrfOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(document.getElementById('boot')?.textContent ?? '{}') as { session?: { csrfToken?: string } }).session?.csrfToken ?? '');

async function openReferral(page: Page): Promise<void> {
  await page.getByTestId('header-deposit').first().click();
  await page.getByTestId('centre-section-referral').click();
  await expect(page.getByTestId('centre-content')).toHaveAttribute('data-section', 'referral');
  await expect(page.getByTestId('referral-code')).toBeVisible();
}

test('when a player shares the copied invite link and a friend registers with it and deposits, then the friend and the rewards appear on the referral page', async ({
  page,
  context,
  browser,
}) => {
  // Hang guard, not a speed check: two registrations (argon2id), a deposit and several pages on a loaded 2-core machine.
  test.setTimeout(600_000);
  const brand = 'aurora';
  const problems = watchConsole(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: brandUrl(brand, '') });
  await page.setViewportSize({ width: 1366, height: 900 });
  await presetStorage(page, { lang: 'EN', theme: 'light' });
  await registerByApi(page, brand, `ra${Date.now().toString(36).slice(-8)}`);
  await page.goto(brandUrl(brand, '/'));
  await openReferral(page);
  const code = (await page.getByTestId('referral-code').textContent())!;
  expect(code).toMatch(/^R[A-Z2-9]{9}$/);
  await expect(page.getByTestId('referral-no-friends')).toBeVisible();
  await expect(page.getByTestId('referral-programme-invite-friends')).toContainText('Invite friends');
  await expect(page.getByTestId('referral-qr')).toBeVisible();

  await page.getByTestId('referral-copy-link').click();
  await expect(page.getByTestId('referral-copied')).toHaveText('Copied Successfully');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(brandUrl(brand, `/register?referralCode=${code}`));

  // The friend, in a browser of their own.
  const friendContext = await browser.newContext();
  try {
    const friend = await friendContext.newPage();
    waitForLiveAfterNavigation(friend, true);
    await friend.addInitScript(() => localStorage.setItem('lang', 'EN'));
    await friend.goto(link);
    const form = friend.getByTestId('register-form');
    await expect(form).toBeVisible();
    const field = (name: string) => form.locator(`[data-testid=field-${name}] input`);
    await expect(field('referralCode')).toHaveValue(code);
    const name = `rf${Date.now().toString(36).slice(-8)}`;
    await field('username').fill(name);
    await field('password').fill('harbor2468');
    await field('confirmPassword').fill('harbor2468');
    await field('email').fill(`${name}@example.com`);
    await field('captcha').fill(await captchaAnswer(friendContext));
    await form.getByRole('checkbox').check();
    await friend.getByTestId('register-submit').click();
    await expect(friend).toHaveURL(brandUrl(brand, '/'));
    await friend.goto(brandUrl(brand, '/'));
    await depositByGateway(friend, brand, { csrf: await csrfOf(friend) }, 10_000);
  } finally {
    await friendContext.close();
  }

  // The engine pays the sign-up ($2) and the first deposit of at least $20 ($5): A sees both.
  await expect
    .poll(async () => (await call<{ totals: { earned: number } }>(page, 'GET', '/wps/promotions/referral/overview?language=EN', undefined)).value.totals.earned)
    .toBe(700);
  await page.keyboard.press('Escape');
  await openReferral(page);
  const row = page.getByTestId('referral-friend');
  await expect(row).toHaveCount(1);
  await expect(row.locator('th')).toHaveText(/^rf\*\*\*[a-z0-9]{2}$/);
  await expect(row.locator('[data-milestone]')).toHaveText(['Signed up', 'First deposit']);
  await expect(row.getByTestId('referral-friend-earned')).toHaveText('$7.00');
  await expect(page.getByTestId('referral-total-friends')).toHaveText('1');
  await expect(page.getByTestId('referral-total-earned')).toHaveText('$7.00');

  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await page.keyboard.press('Escape');
      await page.locator('header button[data-mode]').first().click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await openReferral(page);
    }
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    const { violations } = await new AxeBuilder({ page }).include('[data-testid="referral-page"]').withTags(WCAG_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/referral-aurora-en-${theme}-wide.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('referral-friends').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/referral-aurora-en-dark-narrow.png` });
  expect(problems).toEqual([]);
});

test('when a lotus player reads the referral page in Vietnamese, then it is translated in both themes, wide and narrow', async ({ page }) => {
  test.setTimeout(300_000);
  const problems = watchConsole(page);
  await presetStorage(page, { lang: 'VI', theme: 'light' });
  await page.setViewportSize({ width: 1366, height: 900 });
  // Lotus asks for the payee name and a mobile number (unproven beside a username registration).
  const mobileNum = mobileNumber('+84');
  await registerByApi(page, 'lotus', `rv${Date.now().toString(36).slice(-8)}`, { mobileNum, countryDialingCode: '+84', payeeName: 'NGUYEN VAN AN' });
  await page.goto(brandUrl('lotus', '/'));
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.keyboard.press('Escape');
      await page.locator('header button[data-mode]').first().click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
    await openReferral(page);
    await expect(page.getByTestId('referral-page')).toContainText('Liên kết mời của bạn');
    await expect(page.getByTestId('referral-programme-invite-friends')).toContainText('Mời bạn bè');
    await page.screenshot({ path: `${SCREENS}/referral-lotus-vi-${theme}-wide.png` });
    // The open centre follows the window down to a phone's width.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('referral-qr')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/referral-lotus-vi-${theme}-narrow.png` });
  }
  expect(problems).toEqual([]);
});
