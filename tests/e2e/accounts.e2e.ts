// Accounts in the browser, per demo brand that enables each method (spec §2, §4): registration by
// username and by mobile with the SMS code from the demo outbox, login by password and by SMS code,
// free play, social sign-in against the e2e identity provider, forgotten password by e-mail and by
// phone, the forced change, logout — and screenshots of every form in both themes.
import { expect, test, type Page } from './support/fixtures.ts';
import { join } from 'node:path';
import { closeAnnouncementPopups } from './support/announcements.ts';
import { captchaAnswer } from './support/captcha-answer.ts';
import { brandUrl, presetStorage, SCREENS, watchConsole } from './support/page-helpers.ts';
import { memberInfoStatus, outboxMessage } from './support/session.ts';
import { chooseFromAccountMenu } from './support/account-menu.ts';

// This file checks the PU popups itself (support/announcements.ts closes them where it expects them).
test.use({ keepAnnouncementPopups: true });

const field = (page: Page, name: string) => page.locator(`[data-testid=field-${name}] input`);
const signedIn = (page: Page) => page.getByTestId('account-area-signed-in');

async function signOut(page: Page): Promise<void> {
  await chooseFromAccountMenu(page, 'signOut');
  await page.getByTestId('confirm-ok').click();
  // Wide windows show the inline header form, narrower ones a button that opens the login popup.
  await expect(page.getByTestId('header-login-form').or(page.getByTestId('header-open-login')).first()).toBeVisible();
}

async function logInOnPage(page: Page, brand: string, username: string, password: string): Promise<void> {
  await page.goto(brandUrl(brand, '/login'));
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await presetStorage(page, { lang: 'EN' });
});

test('when a visitor registers by username on aurora, then they are signed in; after logout a forgotten password comes by e-mail, the temporary one forces a change, and the new one works', async ({
  page,
  context,
}) => {
  // Four pages, four argon2id hashes and a mail round trip: ~45 s on a loaded 2-core CI machine.
  const problems = watchConsole(page);
  const name = `e2e${Date.now().toString(36).slice(-8)}`;
  const email = `${name}@example.com`;
  await page.goto(brandUrl('aurora', '/register'));
  await expect(page.getByTestId('register-form')).toBeVisible();
  await field(page, 'username').fill(name);
  await field(page, 'password').fill('harbor2468');
  await field(page, 'confirmPassword').fill('harbor2468');
  await field(page, 'email').fill(email);
  await field(page, 'captcha').fill(await captchaAnswer(context));
  await page.getByTestId('register-form').getByRole('checkbox').check();
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(brandUrl('aurora', '/'));
  await expect(signedIn(page)).toContainText(name);
  await closeAnnouncementPopups(page, 'aurora');

  await signOut(page);
  expect(await memberInfoStatus(page, 'aurora')).toBe(401);

  await page.goto(brandUrl('aurora', '/forget'));
  await expect(page.getByTestId('forget-forms')).toHaveAttribute('data-method', 'email');
  await page.locator('[data-testid=forget-email-form] [data-testid=field-username] input').fill(name);
  await page.locator('[data-testid=forget-email-form] [data-testid=field-email] input').fill(email);
  await page.getByTestId('forget-email-submit').click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText('The password has been sent');
  const mail = await outboxMessage(page, 'aurora', email);
  const temporary = /temporary password is (\S+)\. It works/.exec(mail)![1];

  await logInOnPage(page, 'aurora', name, temporary);
  const change = page.getByTestId('change-password-form');
  await expect(change).toHaveAttribute('data-forced', 'true');
  await expect(change.locator('[data-testid=field-oldPassword]')).toHaveCount(0);
  await page.screenshot({ path: join(SCREENS, 'accounts-aurora-forced-change.png') });
  await change.locator('[data-testid=field-newPassword] input').fill('fresh2468');
  await change.locator('[data-testid=field-confirmNewPassword] input').fill('fresh2468');
  await page.getByTestId('change-password-submit').click();
  await expect(change).toHaveCount(0);
  await expect(signedIn(page)).toContainText(name);
  expect(problems).toEqual([]);
});

test('when demo_player logs in on aurora /login, then the header greets them with the balance, and logout asks first and ends the session on the server', async ({
  page,
}) => {
  await logInOnPage(page, 'aurora', 'demo_player', 'demo1234');
  await expect(page).toHaveURL(brandUrl('aurora', '/'));
  await closeAnnouncementPopups(page, 'aurora');
  await expect(signedIn(page)).toContainText('demo_player');
  await expect(page.getByTestId('header-balance')).toContainText(/\d/);
  await page.screenshot({ path: join(SCREENS, 'accounts-aurora-signed-in-header.png') });
  // My account → member centre (security) → the normal change-password popup asks for the old password.
  await chooseFromAccountMenu(page, 'myAccount');
  await expect(page.getByTestId('centre-member')).toBeVisible();
  await page.getByTestId('centre-change-password').click();
  const change = page.getByTestId('change-password-form');
  await expect(change).toHaveAttribute('data-forced', 'false');
  await expect(change.locator('[data-testid=field-oldPassword] input')).toBeVisible();
  await page.screenshot({ path: join(SCREENS, 'accounts-aurora-change-password.png') });
  await page.getByTestId('change-password-cancel').click();
  await expect(change).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('centre-member')).toHaveCount(0);
  await chooseFromAccountMenu(page, 'signOut');
  await page.getByTestId('confirm-cancel').click();
  await expect(signedIn(page)).toBeVisible();
  await signOut(page);
  expect(await memberInfoStatus(page, 'aurora')).toBe(401);
});

test('when demo_weak signs in with the weak default password, then the change cannot be dismissed and the old password is not asked', async ({ page }) => {
  await logInOnPage(page, 'aurora', 'demo_weak', 'a123456');
  const change = page.getByTestId('change-password-form');
  await expect(change).toHaveAttribute('data-forced', 'true');
  await page.keyboard.press('Escape');
  await expect(change).toBeVisible();
  await expect(page.getByTestId('change-password-cancel')).toHaveCount(0);
});

test('when the visitor uses Google on aurora, then the identity provider signs them in; an unreachable provider returns to /login with a message', async ({
  page,
}) => {
  await page.goto(brandUrl('aurora', '/login'));
  await page.getByTestId('social-login-google').click();
  await expect(page).toHaveURL(brandUrl('aurora', '/'));
  await expect(signedIn(page)).toContainText('E2E Player'); // the name from the ID token
  // A social sign-in is a sign-in on this page too: the PU announcements show.
  await closeAnnouncementPopups(page, 'aurora');
  await signOut(page);
  await page.goto(brandUrl('aurora', '/login'));
  await page.getByTestId('social-login-facebook').click();
  await expect(page).toHaveURL(/\/login\?socialError=socialUnavailable$/);
  await expect(page.getByTestId('login-social-error')).toBeVisible();
});

test('when a non-agent logs in on the agent page, then it is refused; an agent gets in', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/agentHome'));
  const form = page.getByTestId('login-form-agent');
  await form.getByTestId('login-username').fill('demo_player');
  await form.getByTestId('login-password').fill('demo1234');
  await form.getByTestId('login-submit').click();
  await expect(form.getByTestId('login-error')).toHaveText('Non-agents cannot log in');
  await form.getByTestId('login-username').fill('demo_agent');
  await form.getByTestId('login-password').fill('demo1234');
  await form.getByTestId('login-submit').click();
  await expect(page.getByTestId('agent-home-signed-in')).toBeVisible();
  await closeAnnouncementPopups(page, 'aurora');
});

test('when a visitor registers by mobile on lotus, then the SMS code from the outbox completes the account and signs them in', async ({ page, context }) => {
  const mobile = `9${String(Date.now()).slice(-8)}`;
  await page.goto(brandUrl('lotus', '/register'));
  const form = page.getByTestId('register-form');
  await expect(form).toHaveAttribute('data-method', 'mobile');
  await field(page, 'mobileNum').fill(mobile);
  await page.getByTestId('sms-code-button').click();
  await expect(page.getByTestId('sms-code-button')).toContainText(/\d/);
  const code = /\b(\d{6})\b/.exec(await outboxMessage(page, 'lotus', mobile))![1];
  await field(page, 'verificationCode').fill(code);
  await field(page, 'password').fill('harbor2468');
  await field(page, 'confirmPassword').fill('harbor2468');
  if (await field(page, 'payeeName').count()) await field(page, 'payeeName').fill('NGUYEN VAN A');
  if (await field(page, 'paymentPassword').count()) await field(page, 'paymentPassword').fill('123456');
  await field(page, 'captcha').fill(await captchaAnswer(context));
  await form.getByRole('checkbox').check();
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(brandUrl('lotus', '/'));
  await expect(signedIn(page)).toContainText(mobile);
  await closeAnnouncementPopups(page, 'lotus');
});

// Both send codes to demo_player's number; one after the other so each reads its own code.
test.describe.serial('lotus SMS', () => {
  test('when demo_player logs in with an SMS code on lotus, then they are signed in without a password', async ({ page }) => {
    await page.goto(brandUrl('lotus', '/login'));
    const form = page.getByTestId('login-form-page');
    await form.getByTestId('login-method-sms').click();
    await form.getByTestId('login-mobile').fill('900000001');
    await form.getByTestId('sms-code-button').click();
    await expect(form.getByTestId('sms-code-button')).toContainText(/\d/);
    const code = /\b(\d{6})\b/.exec(await outboxMessage(page, 'lotus', '900000001'))![1];
    await form.getByTestId('login-sms-code').fill(code);
    await form.getByTestId('login-submit').click();
    await expect(page).toHaveURL(brandUrl('lotus', '/'));
    await expect(signedIn(page)).toContainText('demo_player');
    await closeAnnouncementPopups(page, 'lotus');
  });

  test('when demo_player resets the password by phone on lotus, then the new password is set and they are signed in', async ({ page }) => {
    await page.goto(brandUrl('lotus', '/forget'));
    await expect(page.getByTestId('forget-forms')).toHaveAttribute('data-method', 'mobile');
    const form = page.getByTestId('forget-phone-form');
    await form.locator('[data-testid=field-mobileNum] input').fill('900000001');
    await form.getByTestId('sms-code-button').click();
    await expect(form.getByTestId('sms-code-button')).toContainText(/\d/);
    const code = /\b(\d{6})\b/.exec(await outboxMessage(page, 'lotus', '900000001'))![1];
    await form.locator('[data-testid=field-verificationCode] input').fill(code);
    await form.locator('[data-testid=field-newPassword] input').fill('newpass123');
    await form.locator('[data-testid=field-confirmNewPassword] input').fill('newpass123');
    await page.getByTestId('forget-phone-submit').click();
    await expect(page).toHaveURL(brandUrl('lotus', '/'));
    await expect(signedIn(page)).toContainText('demo_player');
    // The reset's own alert comes alone first; the PU announcements of the sign-in follow once it is closed.
    await expect(page.getByRole('alert')).toHaveText('You have successfully changed your password');
    await expect(page.getByTestId('popup-announcement')).toHaveCount(0);
    await page.getByTestId('alert-ok').click();
    await closeAnnouncementPopups(page, 'lotus');
  });
});

test('when a visitor starts free play on pearl, then a trial account with the demo balance is signed in and real-account actions show the warning', async ({
  page,
}) => {
  await page.goto(brandUrl('pearl', '/login'));
  await page.getByTestId('login-free-play').click();
  await expect(page).toHaveURL(brandUrl('pearl', '/'));
  await closeAnnouncementPopups(page, 'pearl');
  await expect(page.getByTestId('header-balance')).toContainText(/5,000\.00/);
  await page.getByTestId('header-deposit').click();
  await expect(page.getByTestId('confirm-message')).toBeVisible();
  await page.screenshot({ path: join(SCREENS, 'accounts-pearl-trial-warning.png') });
  await page.getByTestId('confirm-cancel').click();
});

for (const brand of ['aurora', 'lotus'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`when the account forms of ${brand} open in ${theme} theme, then each renders without errors (screenshots wide and narrow)`, async ({ page }) => {
      const problems = watchConsole(page);
      await presetStorage(page, { theme, lang: 'EN' });
      for (const [path, testId] of [
        ['/login', 'login-form-page'],
        ['/register', 'register-form'],
        ['/forget', 'forget-forms'],
      ] as const) {
        for (const width of [1366, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(brandUrl(brand, path));
          await expect(page.getByTestId(testId)).toBeVisible();
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: join(SCREENS, `accounts-${brand}-${theme}${path.replace('/', '-')}-${width}.png`), fullPage: true });
        }
      }
      // The login popup from the header button (below 1280 px; wider windows show the inline form).
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(brandUrl(brand, '/'));
      await page.getByTestId('header-open-login').first().click();
      await expect(page.getByTestId('login-modal')).toBeVisible();
      await page.screenshot({ path: join(SCREENS, `accounts-${brand}-${theme}-login-modal.png`) });
      expect(problems).toEqual([]);
    });
  }
}
