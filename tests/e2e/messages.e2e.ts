// Platform messages in Chromium against the real server (issue 21 items 2 and 7): a new aurora player has the
// member centre open on "Platform messages"; a marketing member of staff sends them a message from the back
// office (with HTML in it); the player's open page shows the unread badge and the message without a reload,
// the HTML as text; opening it reads it (the badge goes), and the back office then counts one read.
import { expect, test } from './support/fixtures.ts';
import { registerByApi } from './support/new-player.ts';
import { brandUrl, presetStorage, SCREENS, watchConsole } from './support/page-helpers.ts';
import { OPS, staffSignIn } from './support/staff.ts';
import { chooseFromAccountMenu } from './support/account-menu.ts';

const BRAND = 'aurora';

test('when staff send a message to a player in the back office, then the player’s open page shows the badge and the message without a reload', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  const username = `msg${Date.now() % 1e9}`;
  await registerByApi(page, BRAND, username);
  await page.goto(brandUrl(BRAND, '/'));
  await chooseFromAccountMenu(page, 'myAccount');
  await page.getByTestId('centre-section-messageV2').click();
  await expect(page.getByTestId('messages-page')).toBeVisible();
  // Aurora's sign-up gift is a reward: its system message arrives by itself (the 'messages' consumer, then the
  // push cue), in the page's language. Read it all first: the badge is then gone.
  await expect(page.locator('[data-testid^="message-"] summary')).toContainText(['Reward granted']);
  await page.getByTestId('messages-mark-all').click();
  await expect(page.getByTestId('messages-unread-badge')).toHaveCount(0);
  // A marker that a reload would lose.
  await page.evaluate(() => ((window as unknown as { e2eNoReload: boolean }).e2eNoReload = true));

  const staff = await page.context().newPage();
  await staff.setViewportSize({ width: 1366, height: 900 });
  await staffSignIn(staff, 'marketing');
  await staff.goto(`${OPS}/messages`);
  await staff.getByTestId('bo-brand').selectOption(BRAND);
  const title = `<b>Hello</b> ${username}`;
  await staff.getByTestId('bo-message-title-EN').fill(title);
  await staff.getByTestId('bo-message-body-EN').fill('<script>window.e2eHacked = true</script>Your VIP gift is ready.');
  await staff.getByTestId('bo-message-audience').selectOption('member');
  await staff.getByTestId('bo-message-account').fill(username);
  await staff.getByTestId('bo-message-send').click();
  await expect(staff.getByTestId('bo-messages-flash')).toHaveAttribute('data-tone', 'ok');
  const row = staff.locator('[data-testid^="bo-message-"]', { hasText: username }).first();
  await expect(row).toContainText(title);
  await expect(row.getByTestId('bo-message-reads')).toHaveText('0');
  await staff.screenshot({ path: `${SCREENS}/messages-back-office.png`, fullPage: true });

  // The player's page, untouched: the badge and the message arrive through the push channel.
  await expect(page.getByTestId('messages-unread-badge')).toHaveAttribute('data-count', '1');
  const unread = page.locator('[data-testid^="message-"][data-read="false"]', { hasText: username });
  await expect(unread).toHaveCount(1);
  // From here by its own id: opening it reads it, and an 'unread' locator would lose it.
  const message = page.getByTestId((await unread.getAttribute('data-testid'))!);
  await expect(message.locator('summary')).toContainText(title);
  expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
  await message.locator('summary').click();
  await expect(message.getByTestId('message-body')).toHaveText('<script>window.e2eHacked = true</script>Your VIP gift is ready.');
  expect(await page.evaluate(() => (window as unknown as { e2eHacked?: boolean }).e2eHacked)).toBeUndefined();
  await expect(page.locator('[data-testid^="message-"]', { hasText: username })).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('messages-unread-badge')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/messages-player.png` });

  await staff.reload();
  await staff.getByTestId('bo-brand').selectOption(BRAND);
  await expect(staff.locator('[data-testid^="bo-message-"]', { hasText: username }).first().getByTestId('bo-message-reads')).toHaveText('1');
  expect(problems).toEqual([]);

  // Screens to look at: both themes, English and Vietnamese (TY; the system message is translated when read), narrow and wide.
  for (const [theme, lang, width] of [
    ['dark', 'TY', 390],
    ['light', 'TY', 1366],
    ['dark', 'EN', 1366],
    ['light', 'EN', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await presetStorage(page, { theme, lang });
    await page.goto(brandUrl(BRAND, '/'));
    // The header's account menu is the compact one on a narrow screen.
    await chooseFromAccountMenu(page, 'myAccount');
    await page.getByTestId('centre-section-messageV2').locator('visible=true').first().click();
    const rows = page.locator('[data-testid^="message-"] summary');
    await expect(rows).toHaveCount(2);
    await rows.last().click();
    await page.screenshot({ path: `${SCREENS}/messages-player-${theme}-${lang}-${width}.png` });
  }
  await staff.setViewportSize({ width: 390, height: 900 });
  await staff.screenshot({ path: `${SCREENS}/messages-back-office-390.png`, fullPage: true });
});
