// Live content in Chromium (issue 16 item 4): a player's page is open on the brand; a member of staff
// adds a notice in the back office; it appears in the page's notice bar without a reload (the push
// channel brings the new config), and goes away again when staff reset the notices to the tenant file.
import { join } from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { brandUrl, presetStorage, SCREENS, waitForLive } from './support/page-helpers.ts';
import { signInStaff } from './support/staff-session.ts';

const BRAND = 'aurora';

test('when staff add a notice while a player page is open, then it appears in the notice bar without a reload, and a reset removes it', async ({ browser }) => {
  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  await presetStorage(player, { lang: 'EN' });
  await player.goto(brandUrl(BRAND));
  await waitForLive(player);
  const bar = player.locator('[aria-label="Announcements"]');
  await expect(bar).toBeVisible();
  // A mark on the page's window: a reload would lose it.
  await player.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  const staffContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const staff = await staffContext.newPage();
  await signInStaff(staff, undefined, '/content');
  await staff.getByTestId('bo-brand').selectOption(BRAND);
  await staff.getByTestId('bo-content-tab-notices').click();
  await staff.getByTestId('bo-notice-add').click();
  const title = `Live notice ${Date.now() % 1e6}`;
  await staff.getByTestId('bo-notice-title').fill(title);
  await staff.getByTestId('bo-notice-content').fill('Pushed to open pages.\nNo reload needed.');
  await expect(staff.getByTestId('bo-notice-preview')).toContainText(title);
  await staff.getByTestId('bo-notice-save').click();
  await expect(staff.getByTestId('bo-notice-editor')).toHaveCount(0);
  await expect(staff.getByTestId('bo-notice-list')).toContainText(title);
  await staff.screenshot({ path: join(SCREENS, 'back-office-content-notices.png'), fullPage: true });

  await expect(bar).toContainText(title);
  expect(await player.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // Hand the notices back to the file: the page drops the notice, still without a reload.
  await staff.getByTestId('bo-content-reset').click();
  await expect(staff.getByTestId('bo-content-source')).not.toContainText(/admin/);
  await expect(bar).not.toContainText(title);
  expect(await player.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  await staffContext.close();
  await playerContext.close();
});
