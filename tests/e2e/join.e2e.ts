// Agent recruitment (/join, issue 21 item 6) in Chromium on two brands: a visitor reads what an agent gets and
// is asked to sign in; a new player sends the application from the page and sees it waiting; the agent manager
// approves it in the back office (password + TOTP); the player's page then says the account is an agent account.
import { expect, test } from './support/fixtures.ts';
import { mobileNumber, registerByApi } from './support/new-player.ts';
import { brandUrl, presetStorage, SCREENS, watchConsole } from './support/page-helpers.ts';
import { OPS, staffSignIn } from './support/staff.ts';

// Pearl sends visitors to /login first (its login guard, spec §2), so its visitor never sees /join.
// Pearl also asks a registrant for a mobile number and a full name.
const PEARL_FIELDS = (n: string) => ({ mobileNum: mobileNumber('+63', n), countryDialingCode: '+63', payeeName: 'JUAN DELA CRUZ' });
for (const [brand, theme, guarded] of [
  ['aurora', 'dark', false],
  ['pearl', 'light', true],
] as const) {
  test(`when a player of ${brand} applies on /join and the agent manager approves, then the player's account is an agent account`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await presetStorage(page, { theme, lang: 'EN' });
    const problems = watchConsole(page);

    await page.goto(brandUrl(brand, '/join'));
    if (guarded) {
      await expect(page).toHaveURL(/\/login/);
    } else {
      await expect(page.getByRole('heading', { level: 1 })).toContainText('agent with');
      await expect(page.getByTestId('join-sign-in')).toBeVisible();
    }

    const account = `jn${brand.slice(0, 2)}${Date.now() % 1_000_000}`;
    await registerByApi(page, brand, account, guarded ? PEARL_FIELDS(String(Date.now() % 1_000_000_000)) : {});
    await page.goto(brandUrl(brand, '/join'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('agent with');
    const form = page.getByTestId('join-form');
    await form.getByLabel('Your handle or number').fill('@' + account);
    await form.getByLabel('Players you expect to bring (first 3 months)').fill('25');
    await form.locator('textarea[name="message"]').fill('<script>alert(1)</script> I run a football group.');
    await page.getByTestId('join-submit').click();
    await expect(page.getByTestId('join-status')).toHaveAttribute('data-status', 'pending');
    await page.screenshot({ path: `${SCREENS}/join-pending-${brand}-${theme}.png`, fullPage: true });

    // The agent manager, in a browser of their own.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staff.setViewportSize({ width: 1366, height: 900 });
    await staffSignIn(staff, 'agents');
    const staffProblems = watchConsole(staff);
    await staff.goto(`${OPS}/agent-applications`);
    await staff.getByTestId('bo-brand').selectOption(brand);
    const row = staff.locator('tr[data-testid^="bo-application-"]', { hasText: account });
    await expect(row).toHaveCount(1);
    // The message is shown as text, never run.
    await expect(row).toContainText('<script>alert(1)</script>');
    await staff.screenshot({ path: `${SCREENS}/bo-agent-applications-${brand}.png` });
    await row.getByTestId('bo-application-approve').click();
    await expect(staff.getByTestId('bo-applications-flash')).toContainText(account);
    await expect(row).toHaveCount(0);
    await staffContext.close();

    await page.reload();
    await expect(page.getByText('Your account is an agent account.')).toBeVisible();
    expect(problems).toEqual([]);
    expect(staffProblems).toEqual([]);
  });
}
