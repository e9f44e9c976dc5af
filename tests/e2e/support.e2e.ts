// Support in Chromium against the real server (issue 21 items 4, 5, 7), on two brands (aurora and lotus, whose
// customer service is the built-in chat): a new player opens a support ticket with an image from the member
// centre; a member of staff, signed in to the back office in a second browser context, has the Support console
// open; the player opens the chat from the customer-service button and writes (HTML shown as text), staff see it
// live and answer with a canned answer, and the player sees the answer live — no reloads on either side.
import { expect, test, type Page } from './support/fixtures.ts';
import { mobileNumber, registerByApi } from './support/new-player.ts';
import { brandUrl, presetStorage, SCREENS, watchConsole } from './support/page-helpers.ts';
import { OPS, staffSignIn } from './support/staff.ts';
import { chooseFromAccountMenu } from './support/account-menu.ts';

// A real 2×2 PNG, so the browsers can draw it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR42mP8z8Dwn4GBgYGJAQoAAB0NAgFxnCbDAAAAAElFTkSuQmCC', 'base64');

async function openCentreSection(page: Page, section: string): Promise<void> {
  await chooseFromAccountMenu(page, 'myAccount');
  await page.getByTestId(`centre-section-${section}`).locator('visible=true').first().click();
}

test('when a player opens a ticket with an image and chats with staff in a second browser, then both see each other’s messages live on two brands', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.setViewportSize({ width: 1366, height: 900 });
  await staffSignIn(staff, 'operations');
  await staff.goto(`${OPS}/support`);

  for (const brand of ['aurora', 'lotus']) {
    await page.context().clearCookies();
    const username = `sup${brand.slice(0, 2)}${Date.now() % 1e8}`;
    // Lotus asks for a mobile number and the payee's name at sign-up.
    const extra: Record<string, string> = brand === 'lotus' ? { mobileNum: mobileNumber('+84'), countryDialingCode: '+84', payeeName: 'NGUYEN VAN AN' } : {};
    await registerByApi(page, brand, username, extra);
    await page.goto(brandUrl(brand, '/'));

    // A support question with an image.
    await openCentreSection(page, 'supportQuestion');
    await expect(page.getByTestId('support-question-page')).toBeVisible();
    await page.getByTestId('support-type').selectOption('withdrawal');
    await page.getByTestId('support-content').fill('My withdrawal from yesterday has not arrived yet.');
    await page.getByTestId('support-images').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('support-ask-submit').click();
    await expect(page.getByTestId('support-ask-done')).toContainText(/S\d{6}/);
    const thread = page.getByTestId('support-thread');
    await expect(thread.getByTestId('support-post-member')).toHaveCount(2);
    await expect(thread.locator('img')).toHaveJSProperty('complete', true);
    expect(await thread.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    await page.screenshot({ path: `${SCREENS}/support-ticket-${brand}.png` });
    await page.keyboard.press('Escape');

    // Staff have the brand's console open: they are online for it.
    await staff.getByTestId('bo-brand').selectOption(brand);
    await staff.getByTestId('bo-support-tab-chat').click();
    await expect(staff.getByTestId('bo-support-online')).toContainText('operations');

    // The player opens the chat from the customer-service button (the right bar, after the first use of the page).
    await page.mouse.move(200, 200);
    await page.getByTestId('rightbar-customer-service').click();
    const room = page.getByTestId('chat-room');
    await expect(room).toBeVisible();
    await expect(room.getByTestId('chat-status')).toHaveAttribute('data-online', 'true');
    const hello = `<b>Hi</b> from ${username}`;
    await room.getByTestId('chat-input').fill(hello);
    await room.getByTestId('chat-send').click();
    await expect(room.getByTestId('support-post-member')).toHaveText(new RegExp(`<b>Hi</b> from ${username}`));

    // Staff see it live, open it, and answer with a canned answer.
    const item = staff.getByTestId(`bo-support-item-${username}`);
    await expect(item).toBeVisible();
    await item.click();
    const posts = staff.getByTestId('bo-support-posts');
    await expect(posts.getByTestId('bo-support-post-member')).toContainText(hello);
    await staff.getByTestId('bo-support-canned').first().click();
    const answer = await staff.getByTestId('bo-support-reply').inputValue();
    expect(answer.length).toBeGreaterThan(0);
    await staff.getByTestId('bo-support-send').click();
    await expect(posts.getByTestId('bo-support-post-staff')).toContainText(answer);

    // The player's open chat gets the answer without a reload; staff then see it read.
    await expect(room.getByTestId('support-post-staff')).toContainText(answer);
    await expect(posts).toContainText('read by the player');
    // And the player's next line arrives at the console live too.
    await room.getByTestId('chat-input').fill('Thanks, that helps.');
    await room.getByTestId('chat-send').click();
    await expect(posts.getByTestId('bo-support-post-member').last()).toContainText('Thanks, that helps.');
    await page.screenshot({ path: `${SCREENS}/support-chat-${brand}.png` });
    await staff.screenshot({ path: `${SCREENS}/support-console-${brand}.png`, fullPage: true });
    await page.keyboard.press('Escape');
  }
  expect(problems).toEqual([]);

  // Screens to look at: both themes, English and Vietnamese (TY), narrow and wide.
  for (const [theme, lang, width] of [
    ['dark', 'TY', 390],
    ['light', 'EN', 1366],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await presetStorage(page, { theme, lang });
    await page.goto(brandUrl('lotus', '/'));
    await openCentreSection(page, 'supportQuestion');
    await page.getByTestId('support-question-page').locator('[data-testid^="support-ticket-"] button').first().click();
    await page.screenshot({ path: `${SCREENS}/support-ticket-${theme}-${lang}-${width}.png` });
    await page.keyboard.press('Escape');
    await openCentreSection(page, 'feedback');
    await page.getByTestId('feedback-content').fill('Fast games, clear pages: thank you.');
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-thanks')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/support-feedback-${theme}-${lang}-${width}.png` });
  }
  await staff.getByTestId('bo-support-tab-feedback').click();
  await expect(staff.getByTestId('bo-support-feedback')).toContainText('Fast games, clear pages');
  await staff.setViewportSize({ width: 390, height: 900 });
  await staff.screenshot({ path: `${SCREENS}/support-console-390.png`, fullPage: true });
  await staffContext.close();
});
