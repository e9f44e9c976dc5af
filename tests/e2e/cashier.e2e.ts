// The money loop in Chromium against the real server: a player deposits by bank transfer, a cashier
// approves it on the operator host, the balance rises; the player withdraws, the cashier pays out, the
// player confirms receipt. Two browser contexts, two hosts, real forms all the way.
import { expect, test, waitForLiveAfterNavigation, type Page } from './support/fixtures.ts';
import { brandUrl, PORT, SCREENS, watchConsole } from './support/page-helpers.ts';
import { signInByApi } from './support/session.ts';

const OPS = `http://ops.localhost:${PORT}`;
const BRAND = 'aurora';

async function balanceOf(page: Page): Promise<number> {
  return page.evaluate(
    async () => (await (await fetch('/wps/v2/wallets/balance', { headers: { 'x-portal-client': 'web' } })).json()).value.sumBalance as number,
  );
}

async function cashierSignIn(page: Page): Promise<void> {
  await page.goto(`${OPS}/login?language=EN`);
  await page.getByTestId('ops-login-username').fill('cashier');
  await page.getByTestId('ops-login-password').fill('cashier1234');
  await page.getByTestId('ops-login-submit').click();
  await expect(page).toHaveURL(/\/cashier/);
}

/** Approves the waiting row that shows `text` on the given tab (two steps: Approve, then Confirm). */
async function approveRow(page: Page, tab: 'deposits' | 'withdrawals', kind: 'deposit' | 'withdrawal', text: string): Promise<void> {
  await page.getByTestId(`ops-tab-${tab}`).click();
  const row = page.locator(`[data-testid^="ops-row-${kind}-${BRAND}-"]`).filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await row.getByTestId('ops-approve').click();
  await row.locator('details[open]').getByTestId('ops-confirm').click();
  await expect(page.getByTestId('ops-flash')).toBeVisible();
  await expect(page.locator(`[data-testid^="ops-row-${kind}-${BRAND}-"]`).filter({ hasText: text })).toHaveCount(0);
}

test('when a player deposits by bank transfer and withdraws, then staff approval moves the balance and the player confirms receipt', async ({ browser }) => {
  const playerContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const staffContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const player = await playerContext.newPage();
  waitForLiveAfterNavigation(player, true);
  const staff = await staffContext.newPage();
  const problems = watchConsole(player);
  const reference = `E2E-${Date.now()}`;

  await player.goto(brandUrl(BRAND, '/'));
  await signInByApi(player, BRAND);
  await player.goto(brandUrl(BRAND, '/'));
  const start = await balanceOf(player);

  // Deposit $250.00 by bank transfer.
  await player.getByTestId('header-deposit').first().click();
  await expect(player.getByTestId('deposit-page')).toBeVisible();
  await player.getByTestId('deposit-method-bank').click();
  await player.getByTestId('deposit-bank-form').locator('input[name="amount"]').fill('250');
  await player.getByTestId('deposit-bank-form').locator('input[name="reference"]').fill(reference);
  await player.getByTestId('deposit-submit').click();
  await expect(player.getByTestId('deposit-done')).toBeVisible();
  await expect(player.getByTestId('deposit-recent')).toContainText(reference);
  await player.screenshot({ path: `${SCREENS}/cashier-deposit-submitted.png` });
  expect(await balanceOf(player)).toBe(start);

  await cashierSignIn(staff);
  await staff.screenshot({ path: `${SCREENS}/cashier-ops-deposits.png`, fullPage: true });
  await approveRow(staff, 'deposits', 'deposit', reference);
  await expect.poll(() => balanceOf(player)).toBe(start + 25_000);
  // The page notices by itself (it polls while a deposit waits) and shows it credited.
  await expect(player.getByTestId('deposit-recent').locator('li').filter({ hasText: reference }).locator('[data-status]')).toHaveAttribute(
    'data-status',
    'approved',
  );

  // Withdraw $100.00: payment password, bank card, request.
  await player.getByTestId('centre-section-withdraw').click();
  await expect(player.getByTestId('withdraw-page')).toBeVisible();
  const setPassword = player.getByTestId('withdraw-set-password');
  if (await setPassword.isVisible()) {
    await setPassword.locator('input[name="loginPassword"]').fill('demo1234');
    await setPassword.locator('input[name="newPaymentPassword"]').fill('135790');
    await setPassword.locator('input[name="confirmPaymentPassword"]').fill('135790');
    await player.getByTestId('withdraw-set-password-submit').click();
  }
  const cardForm = player.getByTestId('withdraw-card-form');
  await expect(cardForm).toBeVisible();
  await cardForm.locator('input[name="cardHolder"]').fill('DEMO PLAYER');
  await cardForm.locator('input[name="cardNumber"]').fill('40217781009312');
  await cardForm.locator('input[name="paymentPassword"]').fill('135790');
  await player.getByTestId('withdraw-card-submit').click();
  const form = player.getByTestId('withdraw-form');
  await expect(form).toBeVisible();
  await form.locator('input[name="amount"]').fill('100');
  await form.locator('input[name="paymentPassword"]').fill('135790');
  await player.getByTestId('withdraw-submit').click();
  await expect(player.getByTestId('withdraw-done')).toBeVisible();
  await expect.poll(() => balanceOf(player)).toBe(start + 25_000 - 10_000);
  await player.screenshot({ path: `${SCREENS}/cashier-withdraw-requested.png` });

  await approveRow(staff, 'withdrawals', 'withdrawal', '$100.00');
  await staff.screenshot({ path: `${SCREENS}/cashier-ops-withdrawals.png`, fullPage: true });

  // The player's list refreshes while the request waits; once paid out it asks for confirmation.
  const confirm = player.locator('[data-testid^="withdraw-confirm-"][data-testid$="0"], form[data-testid^="withdraw-confirm-"]').first();
  await expect(confirm).toBeVisible();
  await player.screenshot({ path: `${SCREENS}/cashier-withdraw-confirm.png` });
  await confirm.getByTestId('withdraw-confirm-received').click();
  await confirm.locator('button[type="submit"]').click();
  await expect(player.getByTestId('withdraw-recent').locator('[data-status="received"]').first()).toBeVisible();
  expect(await balanceOf(player)).toBe(start + 15_000);
  expect(problems).toEqual([]);

  await playerContext.close();
  await staffContext.close();
});

test('when a brand host is asked for the operator console, then it is not there', async ({ page }) => {
  const res = await page.goto(brandUrl(BRAND, '/cashier'));
  expect(res?.status()).toBe(404); // the brand's own web app (its server-rendered not-found page), not the console
  await expect(page.getByTestId('ops-login-username')).toHaveCount(0);
  // The console would answer a good sign-in with a redirect to /cashier; the brand host does not.
  const answer = await page.evaluate(
    async () =>
      (
        await fetch('/login', {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'username=cashier&password=cashier1234',
        })
      ).type,
  );
  expect(answer).not.toBe('opaqueredirect');
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('ops_sid');
});
