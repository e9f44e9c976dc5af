// The back office's players pages in Chromium (issue 16 item 5): staff sign in with TOTP, find the
// demo player, read the page (the sign-in just made is in the history), write a note, adjust the
// balance in two steps, lock the player (their sign-in is then refused) and unlock them. Screenshots of
// the search and the player page (also in Chinese), wide and narrow, light and dark, are kept in
// test-results/screens/.
import { expect, test } from './support/fixtures.ts';
import { brandUrl, watchConsole } from './support/page-helpers.ts';
import { brandJson, signInByApi } from './support/session.ts';
import { signInStaff } from './support/staff-session.ts';
import { BO_VIEWPORTS, shootBackOffice } from './support/back-office-shots.ts';

const BRAND = 'aurora';

test('when staff work a player in the back office, then search, page, note, two-step adjustment and lock all work', async ({ page }) => {
  const problems = watchConsole(page);
  // A sign-in of the player first, so the history has a row from this browser.
  await signInByApi(page, BRAND);
  await page.setViewportSize(BO_VIEWPORTS.wide);
  await signInStaff(page, undefined, '/players');

  await page.getByTestId('bo-brand').selectOption(BRAND);
  await page.getByTestId('bo-players-q').fill('demo_pl');
  await page.getByTestId('bo-players-search').click();
  const row = page.locator('[data-testid^="bo-player-row-"]', { hasText: 'demo_player' });
  await expect(row).toHaveCount(1);
  await shootBackOffice(page, 'players-search');

  await row.getByRole('link', { name: 'demo_player' }).click();
  await expect(page.getByTestId('bo-player-profile')).toContainText('demo_player');
  await expect(page.getByTestId('bo-player-status')).toHaveText('Active');
  const before = await page.getByTestId('bo-player-balance').innerText();

  await page.getByTestId('bo-player-tab-logins').click();
  await expect(page.getByRole('tabpanel')).toContainText('HeadlessChrome');
  await shootBackOffice(page, 'player-sign-ins');

  await page.getByTestId('bo-player-tab-notes').click();
  await page.getByTestId('bo-player-note').fill('Called about the welcome bonus.\nExplained the terms.');
  await page.getByTestId('bo-player-note-add').click();
  await expect(page.getByRole('tabpanel')).toContainText('Explained the terms.');
  await expect(page.getByRole('tabpanel')).toContainText('admin');

  // Two steps: enter, review, confirm.
  await page.getByTestId('bo-player-adjust').click();
  await page.getByTestId('bo-player-adjust-credit').check();
  await page.getByTestId('bo-player-adjust-amount').fill('25.50');
  await page.getByTestId('bo-player-reason').fill('Missed bonus credit');
  await page.getByTestId('bo-player-action-submit').click();
  await expect(page.getByTestId('bo-player-adjust-review')).toContainText('25.50');
  await shootBackOffice(page, 'player-adjust-review');
  await page.getByTestId('bo-player-action-submit').click();
  await expect(page.getByTestId('bo-player-done')).toBeVisible();
  await expect(page.getByTestId('bo-player-balance')).not.toHaveText(before);
  await page.getByTestId('bo-player-tab-ledger').click();
  await expect(page.getByRole('tabpanel')).toContainText('Missed bonus credit');
  await shootBackOffice(page, 'player-page');

  await page.getByTestId('bo-player-lock').click();
  await page.getByTestId('bo-player-reason').fill('Security check');
  await page.getByTestId('bo-player-action-submit').click();
  await expect(page.getByTestId('bo-player-status')).toHaveText('Locked');
  // The player's own session ended, and a new sign-in is refused.
  const info = await brandJson<{ success: boolean }>(page, BRAND, '/wps/member/info');
  expect(info.status).toBe(401);
  await expect(signInByApi(page, BRAND)).rejects.toThrow(/403.*accountSuspended/);
  await shootBackOffice(page, 'player-locked');

  await page.getByTestId('bo-player-lock').click();
  await page.getByTestId('bo-player-reason').fill('Check passed');
  await page.getByTestId('bo-player-action-submit').click();
  await expect(page.getByTestId('bo-player-status')).toHaveText('Active');
  // The staff's other language: every text of the page comes from its catalogue.
  await page.getByTestId('bo-language').selectOption('CN');
  await expect(page.getByTestId('bo-player-status')).toHaveText('正常');
  await shootBackOffice(page, 'player-page-cn');
  await signInByApi(page, BRAND);
  await page.goto(brandUrl(BRAND, '/'));
  expect(problems).toEqual([]);
});
