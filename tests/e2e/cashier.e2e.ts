// The money loop in Chromium against the real server: a player deposits by bank transfer twice (the
// second with a receipt image), a cashier signs in to the back office on the operator host (password,
// then the TOTP code), approves the first (the balance rises) and rejects the second with a note; the
// player withdraws, the cashier pays out, the player confirms receipt. Two browser contexts, two
// hosts, the real pages all the way; the cashier page is checked with axe and kept as screenshots
// (wide and narrow, light and dark).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForLiveAfterNavigation, type Page } from './support/fixtures.ts';
import { answerDepositLimitPrompt } from './support/new-player.ts';
import { brandUrl, SCREENS, watchConsole } from './support/page-helpers.ts';
import { signInByApi } from './support/session.ts';
import { OPS, staffSignIn } from './support/staff.ts';

const BRAND = 'aurora';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDE = { width: 1366, height: 900 };
const NARROW = { width: 390, height: 844 };

async function balanceOf(page: Page): Promise<number> {
  return page.evaluate(
    async () => (await (await fetch('/wps/v2/wallets/balance', { headers: { 'x-portal-client': 'web' } })).json()).value.sumBalance as number,
  );
}

/** The player's bank deposit through the deposit page (already open on the bank method). */
async function depositByBank(player: Page, amount: string, reference: string, receipt?: Buffer): Promise<void> {
  const form = player.getByTestId('deposit-bank-form');
  await form.locator('input[name="amount"]').fill(amount);
  await form.locator('input[name="reference"]').fill(reference);
  if (receipt) await player.getByTestId('deposit-receipt').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receipt });
  await player.getByTestId('deposit-submit').click();
  await expect(player.getByTestId('deposit-recent')).toContainText(reference);
}

const rowsOf = (staff: Page, kind: 'deposit' | 'withdrawal', text: string) =>
  staff.locator(`[data-testid^="bo-cashier-row-${kind}-${BRAND}-"]`).filter({ hasText: text });

/** Opens a tab of the cashier and waits for the row that shows `text`. */
async function rowOn(staff: Page, tab: 'deposits' | 'withdrawals', kind: 'deposit' | 'withdrawal', text: string) {
  await staff.getByTestId(`bo-cashier-tab-${tab}`).click();
  await expect(staff.getByTestId(`bo-cashier-tab-${tab}`)).toHaveAttribute('aria-current', 'page');
  const row = rowsOf(staff, kind, text);
  await expect(row).toHaveCount(1);
  return row;
}

/** Approves the waiting row that shows `text` (two steps: Approve, then Confirm); it leaves the waiting list. */
async function approveRow(staff: Page, tab: 'deposits' | 'withdrawals', kind: 'deposit' | 'withdrawal', text: string): Promise<void> {
  const row = await rowOn(staff, tab, kind, text);
  await row.getByTestId('bo-cashier-approve').click();
  await row.getByTestId('bo-cashier-confirm').click();
  await expect(staff.getByTestId('bo-cashier-flash')).toHaveAttribute('data-tone', 'ok');
  await expect(rowsOf(staff, kind, text)).toHaveCount(0);
}

async function expectNoAxeViolations(staff: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page: staff }).withTags(WCAG_TAGS).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe violations on ${what}`,
  ).toEqual([]);
}

/** The cashier page as it is now, wide and narrow, light and dark (the top bar's theme switch), back to wide and light. */
async function screens(staff: Page, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await staff.getByTestId('bo-theme').click();
    await expect(staff.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoAxeViolations(staff, `${name} (${theme})`);
    for (const [size, viewport] of [
      ['wide', WIDE],
      ['narrow', NARROW],
    ] as const) {
      await staff.setViewportSize(viewport);
      await staff.screenshot({ path: `${SCREENS}/${name}-${size}-${theme}.png`, fullPage: true });
    }
    await staff.setViewportSize(WIDE);
  }
  await staff.getByTestId('bo-theme').click();
  await expect(staff.locator('html')).toHaveAttribute('data-theme', 'light');
}

test('when a player deposits and withdraws, then the cashier in the back office approves, rejects with a note and pays out, and the balance follows', async ({
  browser,
}) => {
  // Hang guard, not a speed check: two browsers, axe in two themes and eight screenshots on a loaded 2-core machine.
  test.setTimeout(900_000);
  const playerContext = await browser.newContext({ viewport: WIDE });
  const staffContext = await browser.newContext({ viewport: WIDE });
  const player = await playerContext.newPage();
  waitForLiveAfterNavigation(player, true);
  const staff = await staffContext.newPage();
  const problems = watchConsole(player);
  const staffProblems = watchConsole(staff);
  const approved = `E2E-A-${Date.now()}`;
  const refused = `E2E-R-${Date.now()}`;

  await player.goto(brandUrl(BRAND, '/'));
  await answerDepositLimitPrompt(player, BRAND, { csrf: await signInByApi(player, BRAND) });
  await player.goto(brandUrl(BRAND, '/'));
  const start = await balanceOf(player);

  // Two bank transfers: $250.00, and $75.00 with a receipt (any real PNG: a corner of the page).
  await player.getByTestId('header-deposit').first().click();
  await expect(player.getByTestId('deposit-page')).toBeVisible();
  await player.getByTestId('deposit-method-bank').click();
  await depositByBank(player, '250', approved);
  await depositByBank(player, '75', refused, await player.screenshot({ clip: { x: 0, y: 0, width: 64, height: 64 } }));
  await player.screenshot({ path: `${SCREENS}/cashier-deposit-submitted.png` });
  expect(await balanceOf(player)).toBe(start);

  await staffSignIn(staff, 'cashier');
  await expect(staff).toHaveURL(/\/cashier/);
  const withReceipt = await rowOn(staff, 'deposits', 'deposit', refused);
  await expect(rowsOf(staff, 'deposit', approved)).toContainText('$250.00');
  // The receipt is a plain <img> of /bo/api: it loads with the staff cookie.
  const receipt = withReceipt.getByTestId('bo-cashier-image-1').locator('img');
  await expect.poll(() => receipt.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  await screens(staff, 'cashier-bo-deposits');

  await approveRow(staff, 'deposits', 'deposit', approved);
  // demo_player's first aurora deposit also earns the brand's 100% welcome bonus (promotions), granted by the
  // rewards engine just after the credit: the cashier flow sees both.
  await expect.poll(() => balanceOf(player)).toBe(start + 25_000 + 25_000);
  // The page notices by itself (it polls while a deposit waits) and shows it credited.
  await expect(player.getByTestId('deposit-recent').locator('li').filter({ hasText: approved }).locator('[data-status]')).toHaveAttribute(
    'data-status',
    'approved',
  );

  // Reject needs a note: Confirm stays disabled until one is written.
  await withReceipt.getByTestId('bo-cashier-reject').click();
  await expect(withReceipt.getByTestId('bo-cashier-confirm')).toBeDisabled();
  await withReceipt.getByTestId('bo-cashier-note').fill('No transfer with this reference arrived');
  await withReceipt.getByTestId('bo-cashier-confirm').click();
  await expect(staff.getByTestId('bo-cashier-flash')).toHaveAttribute('data-tone', 'ok');
  await expect(rowsOf(staff, 'deposit', refused)).toHaveCount(0);
  await staff.getByTestId('bo-cashier-status-done').click();
  await expect(rowsOf(staff, 'deposit', refused)).toContainText('No transfer with this reference arrived');
  await expect(rowsOf(staff, 'deposit', refused).locator('[data-status]')).toHaveAttribute('data-status', 'rejected');
  expect(await balanceOf(player)).toBe(start + 50_000);
  await staff.getByTestId('bo-cashier-status-waiting').click();

  // The bonus's wagering would hold the withdrawal: the player gives it up in Bonus details first.
  await player.getByTestId('centre-section-bonusDetails').click();
  await player.getByTestId('bonus-forfeit').first().click();
  await player.getByTestId('bonus-forfeit-confirm').click();
  await expect(player.getByTestId('bonus-forfeited')).toContainText('$250.00');
  await expect.poll(() => balanceOf(player)).toBe(start + 25_000);

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
  await cardForm.locator('input[name="confirmCardNumber"]').fill('40217781009312');
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

  await rowOn(staff, 'withdrawals', 'withdrawal', '$100.00');
  await staff.screenshot({ path: `${SCREENS}/cashier-bo-withdrawals-wide-light.png`, fullPage: true });
  await approveRow(staff, 'withdrawals', 'withdrawal', '$100.00');
  await staff.screenshot({ path: `${SCREENS}/cashier-bo-withdrawal-paid-wide-light.png`, fullPage: true });

  // The player's list refreshes while the request waits; once paid out it asks for confirmation.
  const confirm = player.locator('[data-testid^="withdraw-confirm-"][data-testid$="0"], form[data-testid^="withdraw-confirm-"]').first();
  await expect(confirm).toBeVisible();
  await player.screenshot({ path: `${SCREENS}/cashier-withdraw-confirm.png` });
  await confirm.getByTestId('withdraw-confirm-received').click();
  await confirm.locator('button[type="submit"]').click();
  await expect(player.getByTestId('withdraw-recent').locator('[data-status="received"]').first()).toBeVisible();
  expect(await balanceOf(player)).toBe(start + 15_000);
  expect(problems).toEqual([]);
  expect(staffProblems).toEqual([]);

  await playerContext.close();
  await staffContext.close();
});

test('when a brand host is asked for the back office, then it is not there', async ({ page }) => {
  const res = await page.goto(brandUrl(BRAND, '/cashier'));
  expect(res?.status()).toBe(404); // the brand's own web app (its server-rendered not-found page), not the back office
  await expect(page.getByTestId('bo-sign-in-form')).toHaveCount(0);
  // The back office's API is not on a brand host: a good sign-in is an unknown API path there.
  const answer = await page.evaluate(async () => {
    const res = await fetch('/bo/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'cashier', password: 'cashier1234' }),
    });
    return res.status;
  });
  expect(answer).toBe(404);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('ops_sid');
  // The operator host is where it lives.
  await page.goto(`${OPS}/`);
  await expect(page.getByTestId('bo-sign-in-form')).toBeVisible();
});
