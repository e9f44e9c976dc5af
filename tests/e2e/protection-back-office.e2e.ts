// Player protection in the back office (issue 22 item 6), in Chromium: a new aurora player sets a deposit
// limit; staff find the player, read the Limits tab (read only: the limit and its history, no control that
// relaxes it), then add an operator exclusion with a reason on the Exclusions tab; the player's session ends at
// once. Screenshots of both tabs, light and dark, wide and narrow, in test-results/screens/.
import { expect, test } from './support/fixtures.ts';
import { call, registerByApi } from './support/new-player.ts';
import { brandUrl, watchConsole } from './support/page-helpers.ts';
import { brandJson } from './support/session.ts';
import { signInStaff } from './support/staff-session.ts';
import { BO_VIEWPORTS, shootBackOffice } from './support/back-office-shots.ts';

const BRAND = 'aurora';

test("when staff read a player's limits and add an operator exclusion, then the limits are read only, the exclusion is in force and the player's session ends", async ({
  page,
}) => {
  // Hang guard, not a speed check: a registration (argon2id) and a staff sign-in with TOTP on a loaded machine.
  test.setTimeout(180_000);
  const username = `bo${Date.now().toString(36).slice(-8)}`;
  const player = await registerByApi(page, BRAND, username);
  await page.goto(brandUrl(BRAND, '/e2e-no-such-file.txt'));
  const set = await call(page, 'PUT', '/wps/limits/deposit/day', { amount: 30_000 }, player.csrf);
  expect(set.status, set.text).toBe(200);
  // Watched from here: the page above is the brand's not-found page, a 404 on purpose (a document whose policy allows fetch).
  const problems = watchConsole(page);

  await page.setViewportSize(BO_VIEWPORTS.wide);
  await signInStaff(page, undefined, '/players');
  await page.getByTestId('bo-brand').selectOption(BRAND);
  await page.getByTestId('bo-players-q').fill(username);
  await page.getByTestId('bo-players-search').click();
  await page.locator('[data-testid^="bo-player-row-"]', { hasText: username }).getByRole('link', { name: username }).click();
  await expect(page.getByTestId('bo-player-profile')).toContainText(username);

  await page.getByTestId('bo-player-tab-limits').click();
  const limits = page.getByTestId('bo-player-limits');
  await expect(limits).toContainText('$300.00');
  await expect(limits.getByRole('button')).toHaveCount(0);
  await shootBackOffice(page, 'player-limits');

  await page.getByTestId('bo-player-tab-exclusions').click();
  await expect(page.getByTestId('bo-exclusion-state')).toHaveText('Not excluded');
  await page.getByTestId('bo-exclusion-period').selectOption('30d');
  await page.getByTestId('bo-exclusion-reason').fill('Asked by phone to stop playing');
  await page.getByTestId('bo-exclusion-add').click();
  await expect(page.getByRole('tabpanel')).toContainText('Asked by phone to stop playing');
  await expect(page.getByTestId('bo-exclusion-state')).toContainText('Operator exclusion');
  await shootBackOffice(page, 'player-exclusions');

  // The player's own session (this browser's brand cookie) ended with the exclusion.
  const info = await brandJson<{ success: boolean }>(page, BRAND, '/wps/member/info');
  expect(info.status).toBe(401);
  expect(problems).toEqual([]);
});
